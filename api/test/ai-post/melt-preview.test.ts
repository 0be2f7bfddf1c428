import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { writeEditingProject, wipeLumaMap, type EditingProjectInput, type ProjectShot } from '../../src/plugins/app/ai-post/kdenlive-project';
import { ProjectCheckError, previewSize, renderPreview } from '../../src/plugins/app/ai-post/preview';
import type { ProjectSettings } from '../../src/plugins/app/ai-post/settings';
import { tarGz } from '../../src/plugins/app/ai-post/tar-gz';
import { testMedia } from '../support/media';
import { DEFAULT_SETTINGS, durationOf, run } from './support';

/*
 * The editing project as melt renders it (docs/adr/030): a 30 s storyboard of pictures
 * with every kind of transition, a video shorter than its shot, the watermark, the
 * closing logo and background audio renders to a preview whose length ffprobe reads back
 * as the project's within half a second; a project naming a file that is not there fails
 * the check. And output.tar.gz is an archive GNU tar reads.
 */

const settings: ProjectSettings = { ...DEFAULT_SETTINGS, watermarkPosition: 'top-left' };

describe('the editing project rendered by melt', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ai-post-melt-'));
    await mkdir(join(dir, 'media'));
    await copyFile((await testMedia('still')).file, join(dir, 'media', 'still.png'));
    await copyFile((await testMedia('video')).file, join(dir, 'media', 'clip.mp4'));
    await copyFile((await testMedia('tone')).file, join(dir, 'media', 'tone.wav'));
    await writeFile(join(dir, 'media', 'wipe.pgm'), wipeLumaMap());
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const still = { file: 'media/still.png', kind: 'image', seconds: null, hasAudio: false } as const;
  const kinds = ['dissolve', 'wipe', 'slide', 'cut', 'dissolve', 'wipe'] as const;
  const thirtySeconds: ProjectShot[] = kinds.map((kind, i) => ({
    shotNumber: i + 1,
    title: `Shot ${i + 1}`,
    seconds: 5,
    media: i === 2 ? { file: 'media/clip.mp4', kind: 'video', seconds: 2, hasAudio: true } : still,
    transition: { kind, seconds: kind === 'cut' ? 0 : 0.5 },
  }));
  const project = (over: Partial<EditingProjectInput> = {}): EditingProjectInput => ({
    title: 'Thirty seconds',
    documentId: '1',
    settings,
    shots: thirtySeconds,
    watermark: still,
    closingLogo: null,
    backgroundAudio: { file: 'media/tone.wav', kind: 'audio', seconds: 2, hasAudio: true },
    wipeLuma: 'media/wipe.pgm',
    ...over,
  });

  /** Writes the project in its preview frame and renders it: the project's seconds and the preview's. */
  async function render(name: string, input: EditingProjectInput): Promise<{ expected: number; rendered: number; file: string }> {
    const written = writeEditingProject(input);
    const document = join(dir, `${name}.mlt`);
    await writeFile(document, writeEditingProject({ ...input, settings: { ...input.settings, ...previewSize(input.settings) } }).xml);
    const file = join(dir, `${name}.mp4`);
    return { expected: written.seconds, rendered: await renderPreview(document, file, written.seconds), file };
  }

  it("renders a 30 s storyboard of pictures to a preview that lasts the storyboard's total within half a second", async () => {
    const { expected, rendered, file } = await render('thirty', project());
    expect(expected).toBe(30);
    expect(Math.abs(rendered - 30)).toBeLessThanOrEqual(0.5);
    expect(Math.abs((await durationOf(file)) - 30)).toBeLessThanOrEqual(0.5);
    // A small frame in the project's aspect, with sound.
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,width,height', '-of', 'csv=p=0', file]);
    expect(stdout.trim().split('\n').sort()).toEqual(['audio', 'video,320,180']);
  }, 180_000);

  it('adds the closing logo after the shots, in a portrait frame too', async () => {
    const portrait = { ...settings, width: 1080, height: 1920 };
    const { expected, rendered, file } = await render('logo', project({ settings: portrait, closingLogo: still, shots: thirtySeconds.slice(0, 2) }));
    expect(expected).toBe(13);
    expect(Math.abs(rendered - 13)).toBeLessThanOrEqual(0.5);
    const { stdout } = await run('ffprobe', ['-v', 'error', '-select_streams', 'v', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', file]);
    expect(stdout.trim()).toBe('180,320');
  }, 120_000);

  it('fails the check when the project names a file that is not there', async () => {
    const missing = thirtySeconds.slice(0, 2).map((s, i) => (i === 1 ? { ...s, media: { ...still, file: 'media/gone.png' } } : s));
    await expect(render('missing', project({ shots: missing }))).rejects.toBeInstanceOf(ProjectCheckError);
    await expect(render('missing-again', project({ shots: missing }))).rejects.toThrow(/failed to load .*media\/gone\.png/);
  }, 120_000);

  it('packs output.tar.gz as an archive GNU tar reads, files whole', async () => {
    const archive = join(dir, 'output.tar.gz');
    const long = `storyboard-1/${'deep/'.repeat(25)}still.png`;
    await pipeline(
      tarGz(
        [
          { name: 'storyboard-1/project.kdenlive', file: join(dir, 'thirty.mlt') },
          { name: 'storyboard-1/media/still.png', file: join(dir, 'media', 'still.png') },
          { name: long, file: join(dir, 'media', 'clip.mp4') },
        ],
        new Date('2026-05-04T10:00:00Z'),
      ),
      createWriteStream(archive),
    );
    const { stdout } = await run('tar', ['-tvzf', archive]);
    expect(stdout).toMatch(/-rw-r--r-- root\/root .* 2026-05-04 \d\d:00 storyboard-1\/project\.kdenlive/);
    const out = join(dir, 'unpacked');
    await mkdir(out);
    await run('tar', ['-xzf', archive, '-C', out]);
    expect(await readFile(join(out, 'storyboard-1', 'media', 'still.png'))).toEqual(await readFile(join(dir, 'media', 'still.png')));
    expect(await readFile(join(out, long))).toEqual(await readFile(join(dir, 'media', 'clip.mp4')));
  }, 60_000);
});
