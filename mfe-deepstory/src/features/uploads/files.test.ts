import { checkSlotFile, declaredType, slotAccept } from './files';

const file = (name: string, type: string, size = 10): Pick<File, 'name' | 'type' | 'size'> => ({ name, type, size });

describe('files for the Deep Story slots (002 §5)', () => {
  it.each([
    ['shot', file('a.png', 'image/png'), 'Image'],
    ['shot', file('b.mp4', 'video/mp4'), 'Video'],
    ['shot', file('c.MOV', ''), 'Video'],
    ['watermark', file('w.jpg', 'image/jpeg'), 'Image'],
    ['closingLogo', file('l.webp', ''), 'Image'],
    ['backgroundAudio', file('m.mp3', 'audio/mpeg'), 'Audio'],
  ] as const)('%s takes %p as %s', (slot, f, kind) => {
    expect(checkSlotFile(f, slot)).toMatchObject({ ok: true, kind });
  });

  it.each([
    ['shot', file('m.mp3', 'audio/mpeg'), 'Only image or video files are allowed.'],
    ['shot', file('doc.pdf', 'application/pdf'), 'Only image or video files are allowed.'],
    ['watermark', file('v.mp4', 'video/mp4'), 'The watermark must be an Image File only'],
    ['closingLogo', file('m.wav', 'audio/wav'), 'The closing logo must be an Image File only'],
    ['backgroundAudio', file('p.png', 'image/png'), 'The background audio must be an Audio File only'],
    ['shot', file('a.png', 'image/png', 0), 'a.png: the file is empty.'],
    ['watermark', file('huge.png', 'image/png', 21 * 1024 * 1024), 'huge.png: Image files can be at most 20 MB.'],
  ] as const)('%s refuses %p with %p', (slot, f, reason) => {
    expect(checkSlotFile(f, slot)).toEqual({ ok: false, reason });
  });

  it('declares the browser type it knows, else the extension type', () => {
    expect(declaredType(file('x.bin', 'image/png'))).toBe('image/png');
    expect(declaredType(file('x.m4a', 'audio/x-m4a'))).toBe('audio/mp4');
    expect(declaredType(file('noext', ''))).toBe('');
  });

  it('offers the picker the types of the slot', () => {
    expect(slotAccept('backgroundAudio').split(',')).toContain('audio/mpeg');
    expect(slotAccept('watermark')).not.toContain('video/');
    expect(slotAccept('shot')).toContain('video/mp4');
  });
});
