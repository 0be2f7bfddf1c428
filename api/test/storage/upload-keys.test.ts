import { storageKeyProblem } from '../../src/plugins/app/storage';
import { allowedUpload, fileNameSegment, formatBytes, uploadKey } from '../../src/plugins/app/storage/uploads';

describe('upload keys', () => {
  it.each([
    ['clip.mp4', 'clip.mp4'],
    ['Été à la plage.MOV', 'Ete-a-la-plage.MOV'],
    ['my  file (2) #final!.png', 'my-file-(2)-final!.png'],
    ['../../etc/passwd', 'etc-passwd'],
    ['.hidden', 'hidden'],
    ['..', 'file'],
    ['日本語.jpg', 'file.jpg'],
    ['a'.repeat(300) + '.webm', 'a'.repeat(100) + '.webm'],
    ['name.averyveryverylongextension', 'name.averyveryverylongextension'.slice(0, 100)],
    ['trailing-.-.png', 'trailing.png'],
    ["quote's*star.gif", 'quote-s-star.gif'],
  ])('turns the file name %j into the key segment %j', (name, segment) => {
    expect(fileNameSegment(name)).toBe(segment);
  });

  it('puts an upload under private/{identity}/uploads/{yyyy}/{mm}/{dd}/{id}/{name}, a valid key', () => {
    const key = uploadKey('95daa392-b72f-43a2-a712-c47a8352f847', 'Beach day.mp4', new Date(Date.UTC(2026, 0, 5, 23, 59)), 'abc_DEF-123');
    expect(key).toBe('private/95daa392-b72f-43a2-a712-c47a8352f847/uploads/2026/01/05/abc_DEF-123/Beach-day.mp4');
    expect(storageKeyProblem(uploadKey('id-1', '\u0000\ud800/\\..', new Date()))).toBeNull();
  });

  it('tells the kind of an allowed upload, its type without parameters', () => {
    expect(allowedUpload(' Video/MP4 ; codecs="avc1"', 10)).toEqual({ kind: 'Video', contentType: 'video/mp4' });
    expect(allowedUpload('application/json', 1024 * 1024)).toEqual({ kind: 'StoryboardDocument', contentType: 'application/json' });
    expect(() => allowedUpload('', 1)).toThrow('Files of type (none) cannot be uploaded; accepted: video/mp4');
  });

  it.each([
    [1024 * 1024 * 1024, '1 GiB'],
    [20 * 1024 * 1024, '20 MiB'],
    [1.5 * 1024 * 1024, '1.5 MiB'],
    [2048, '2 KiB'],
  ])('writes %d bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
