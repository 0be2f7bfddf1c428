import { UPLOAD_KINDS, UPLOAD_TEXTS } from '@portal/shared-contracts/storyboards';
import { PICKER_ACCEPT, checkFile, contentTypeOf, targetOf } from './files';

/** A file's description (the checks read its name, type and size, not its bytes). */
const described = (name: string, type: string, size = 100) => ({ name, type, size });

describe('upload routing and checks', () => {
  it.each([
    ['season.json', 'application/json', 'StoryboardDocument'],
    ['season.json', '', 'StoryboardDocument'],
    ['clip.mp4', 'video/mp4', 'Video'],
    ['clip.mkv', '', 'Video'],
    ['clip.MOV', 'video/quicktime', 'Video'],
    ['cover.png', 'image/png', 'Image'],
    ['cover.JPG', '', 'Image'],
    ['theme.mp3', 'audio/mpeg', 'Audio'],
    ['theme.wav', 'audio/x-wav', 'Audio'],
    ['output.tar.gz', 'application/gzip', 'EditingProject'],
    ['output.tar.gz', 'application/x-gzip', 'EditingProject'],
    ['output.tar.gz', 'application/x-compressed-tar', 'EditingProject'],
    ['output.tgz', '', 'EditingProject'],
    ['beach.kdenlive', 'application/x-kdenlive', 'EditingProject'],
    ['beach.kdenlive', 'application/xml', 'EditingProject'],
    ['beach.kdenlive', '', 'EditingProject'],
  ])('takes %s (%s) as a %s', (name, type, kind) => {
    expect(checkFile(described(name, type))).toMatchObject({ ok: true, kind });
  });

  it("declares the browser's type when the api takes it, else the extension's", () => {
    expect(contentTypeOf(described('clip.mkv', ''))).toBe('video/x-matroska');
    expect(contentTypeOf(described('season.json', 'text/plain'))).toBe('application/json');
    expect(contentTypeOf(described('theme.wav', 'audio/x-wav'))).toBe('audio/x-wav');
    expect(contentTypeOf(described('brief.pdf', 'application/pdf'))).toBe('application/pdf');
    expect(contentTypeOf(described('output.tar.gz', 'application/x-compressed-tar'))).toBe('application/gzip');
    expect(contentTypeOf(described('beach.kdenlive', 'text/xml'))).toBe('application/x-kdenlive');
    // Other XML is no editing project.
    expect(checkFile(described('feed.xml', 'application/xml'))).toEqual({ ok: false, reason: UPLOAD_TEXTS.notAllowed('feed.xml') });
  });

  it('refuses types outside UPLOAD_KINDS, empty files and files over their kind’s limit, saying which and why', () => {
    expect(checkFile(described('brief.pdf', 'application/pdf'))).toEqual({ ok: false, reason: UPLOAD_TEXTS.notAllowed('brief.pdf') });
    expect(checkFile(described('vector.svg', 'image/svg+xml'))).toEqual({ ok: false, reason: UPLOAD_TEXTS.notAllowed('vector.svg') });
    expect(checkFile(described('cover.png', 'image/png', 0))).toEqual({ ok: false, reason: UPLOAD_TEXTS.empty('cover.png') });
    const image = UPLOAD_KINDS.Image.maxBytes;
    expect(checkFile(described('cover.png', 'image/png', image))).toMatchObject({ ok: true });
    expect(checkFile(described('cover.png', 'image/png', image + 1))).toEqual({ ok: false, reason: 'cover.png: Image files can be at most 20 MB.' });
    expect(checkFile(described('clip.mp4', 'video/mp4', UPLOAD_KINDS.Video.maxBytes + 1))).toEqual({ ok: false, reason: 'clip.mp4: Video files can be at most 1 GB.' });
    expect(checkFile(described('season.json', 'application/json', UPLOAD_KINDS.StoryboardDocument.maxBytes + 1))).toEqual({
      ok: false,
      reason: 'season.json: Storyboard document files can be at most 1 MB.',
    });
    expect(checkFile(described('output.tar.gz', 'application/gzip', UPLOAD_KINDS.EditingProject.maxBytes))).toMatchObject({ ok: true });
    expect(checkFile(described('output.tar.gz', 'application/gzip', UPLOAD_KINDS.EditingProject.maxBytes + 1))).toEqual({
      ok: false,
      reason: 'output.tar.gz: Editing project files can be at most 200 MB.',
    });
  });

  it('routes storyboard documents and editing projects to a storyboard, images and audio to the assets, a video where the user says', () => {
    expect(targetOf('StoryboardDocument', null)).toBe('storyboard');
    expect(targetOf('EditingProject', null)).toBe('storyboard');
    expect(targetOf('Image', null)).toBe('asset');
    expect(targetOf('Audio', 'storyboard')).toBe('asset');
    expect(targetOf('Video', null)).toBeNull();
    expect(targetOf('Video', 'storyboard')).toBe('storyboard');
    expect(targetOf('Video', 'asset')).toBe('asset');
  });

  it('offers the picker every type the api takes, and the extensions that may come without one', () => {
    for (const type of Object.values(UPLOAD_KINDS).flatMap((k) => k.contentTypes)) expect(PICKER_ACCEPT.split(',')).toContain(type);
    expect(PICKER_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.json', '.mkv', '.gz', '.tgz', '.kdenlive']));
  });
});
