import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storageKeyProblem } from '../../src/contracts';
import { mediaFolderOf, sceneClipKeyOf, streamKeyOf, thumbnailKeyOf } from '../../src/plugins/app/media/derived-keys';
import { titleFromFileName } from '../../src/plugins/app/media/importers';
import { factsOf, probeMedia, UnsupportedMediaError } from '../../src/plugins/app/media/probe';
import { fitWithin, makeHls, makeThumbnail } from '../../src/plugins/app/media/renditions';
import { cutClip, detectSceneCuts, planScenes } from '../../src/plugins/app/media/scenes';
import { MediaToolError, runTool } from '../../src/plugins/app/media/tools';
import { testMedia } from '../support/media';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('probe (ffprobe)', () => {
  it('tells a video, a still and a tone apart, with length and size', async () => {
    expect(await probeMedia((await testMedia('threeScenes')).file)).toEqual({
      mediaType: 'Video',
      durationMillis: expect.any(Number),
      width: 320,
      height: 180,
      hasAudio: true,
    });
    const video = await probeMedia((await testMedia('threeScenes')).file);
    expect(video.durationMillis).toBeGreaterThanOrEqual(3500);
    expect(video.durationMillis).toBeLessThanOrEqual(3800);
    expect(await probeMedia((await testMedia('still')).file)).toEqual({ mediaType: 'Image', durationMillis: null, width: 320, height: 180, hasAudio: false });
    const tone = await probeMedia((await testMedia('tone')).file);
    expect(tone).toMatchObject({ mediaType: 'Audio', width: null, height: null, hasAudio: true });
    expect(tone.durationMillis).toBeGreaterThanOrEqual(1900);
  });

  it('refuses a file that is none of them, saying why', async () => {
    const junk = join(dir, 'junk.mp4');
    await writeFile(junk, Buffer.from('this is not a video at all, just some words'.repeat(20)));
    const err = await probeMedia(junk).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnsupportedMediaError);
    expect((err as Error).message).toMatch(/could not be read as an image, video or audio file \(.*Invalid data/);
    // A container with neither picture nor sound.
    expect(() => factsOf({ streams: [{ codec_type: 'data' }], format: { format_name: 'mov,mp4' } })).toThrow(/no picture or sound/);
  });

  it('reads a phone video turned a quarter as it is shown; cover art does not make audio a video', () => {
    expect(factsOf({ streams: [{ codec_type: 'video', width: 1920, height: 1080, side_data_list: [{ rotation: -90 }] }], format: { format_name: 'mov,mp4', duration: '3.0' } })).toMatchObject({
      mediaType: 'Video',
      width: 1080,
      height: 1920,
      durationMillis: 3000,
    });
    expect(
      factsOf({ streams: [{ codec_type: 'audio' }, { codec_type: 'video', width: 500, height: 500, disposition: { attached_pic: 1 } }], format: { format_name: 'mp3', duration: '61.5' } }),
    ).toMatchObject({ mediaType: 'Audio', durationMillis: 61500 });
  });
});

describe('the tool wrapper', () => {
  it('reports a failure with the end of stderr, and a run past its time as such', async () => {
    const failed = await runTool('ffmpeg', ['-hide_banner', '-i', join(dir, 'missing.mp4'), '-f', 'null', '-'], { timeoutMs: 30_000 }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(MediaToolError);
    expect(failed).toMatchObject({ failure: 'failed' });
    expect((failed as Error).message).toMatch(/ffmpeg failed \(exit \d+\): .*missing\.mp4.*No such file/);
    const slow = await runTool('ffmpeg', ['-hide_banner', '-f', 'lavfi', '-i', 'testsrc=rate=25', '-f', 'null', '-'], { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(slow).toMatchObject({ failure: 'timeout' });
    const controller = new AbortController();
    const stopped = runTool('ffmpeg', ['-hide_banner', '-f', 'lavfi', '-i', 'testsrc=rate=25', '-f', 'null', '-'], { timeoutMs: 30_000, signal: controller.signal });
    controller.abort();
    await expect(stopped).rejects.toMatchObject({ failure: 'aborted' });
  });
});

describe('thumbnails and HLS', () => {
  it('makes a JPEG of a still and of a video frame, no wider than the original', async () => {
    for (const kind of ['still', 'threeScenes'] as const) {
      const { file } = await testMedia(kind);
      const out = join(dir, `${kind}.jpg`);
      await makeThumbnail(file, out, await probeMedia(file), undefined);
      const jpeg = await readFile(out);
      expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(await probeMedia(out)).toMatchObject({ mediaType: 'Image', width: 320, height: 180 });
    }
  });

  it('renders a video as HLS: a VOD playlist of 4 s H.264/AAC segments named relatively', async () => {
    const { file } = await testMedia('threeScenes');
    const out = join(dir, 'hls');
    await mkdir(out);
    const files = await makeHls(file, out, await probeMedia(file));
    expect(files[0]).toBe('index.m3u8');
    expect(files.slice(1).every((f) => /^segment-\d{5}\.ts$/.test(f))).toBe(true);
    expect((await readdir(out)).sort()).toEqual([...files].sort());
    const playlist = await readFile(join(out, 'index.m3u8'), 'utf8');
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist).toContain('#EXT-X-TARGETDURATION:4');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const { stdout } = await runTool('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', join(out, files[1] as string)], { timeoutMs: 30_000 });
    // MPEG-TS lists its streams under its program too: the distinct codecs.
    expect([...new Set(stdout.split('\n').map((l) => l.trim()).filter(Boolean))].sort()).toEqual(['aac', 'h264']);
  });

  it('keeps renditions at 720p at most, either way up, with even sides', () => {
    expect(fitWithin(1920, 1080, 720)).toEqual({ width: 1280, height: 720 });
    expect(fitWithin(1080, 1920, 720)).toEqual({ width: 720, height: 1280 });
    expect(fitWithin(320, 180, 720)).toEqual({ width: 320, height: 180 });
    expect(fitWithin(641, 361, 360)).toEqual({ width: 640, height: 360 });
  });
});

describe('scenes', () => {
  it('finds the three scenes of the test video and cuts each into a clip', async () => {
    const { file } = await testMedia('threeScenes');
    const facts = await probeMedia(file);
    const cuts = await detectSceneCuts(file, facts.durationMillis);
    expect(cuts).toHaveLength(2);
    expect(cuts[0]).toBeCloseTo(1.2, 1);
    expect(cuts[1]).toBeCloseTo(2.4, 1);
    const scenes = planScenes(cuts, facts.durationMillis as number);
    expect(scenes).toHaveLength(3);
    const clip = join(dir, 'scene-2.mp4');
    await cutClip(file, clip, scenes[1] as (typeof scenes)[number], { width: 320, height: 180 });
    const clipFacts = await probeMedia(clip);
    expect(clipFacts).toMatchObject({ mediaType: 'Video', width: 320, height: 180, hasAudio: true });
    expect(clipFacts.durationMillis).toBeGreaterThanOrEqual(1100);
    expect(clipFacts.durationMillis).toBeLessThanOrEqual(1400);
  });

  it('fits scenes to a shot: under 1 s joins its neighbour, over 120 s is split evenly', () => {
    expect(planScenes([], 500)).toEqual([{ startMillis: 0, endMillis: 500 }]);
    expect(planScenes([0.4, 5, 5.5], 10_000)).toEqual([
      { startMillis: 0, endMillis: 5500 },
      { startMillis: 5500, endMillis: 10_000 },
    ]);
    expect(planScenes([4, 9.6], 10_000)).toEqual([
      { startMillis: 0, endMillis: 4000 },
      { startMillis: 4000, endMillis: 10_000 },
    ]);
    const long = planScenes([10], 310_000);
    expect(long.map((s) => s.endMillis - s.startMillis)).toEqual([10_000, 100_000, 100_000, 100_000]);
    expect(long.every((s) => s.endMillis - s.startMillis <= 120_000 && s.endMillis - s.startMillis >= 1000)).toBe(true);
  });
});

describe('derived keys and names', () => {
  const upload = 'private/0b5f-identity/uploads/2026/05/04/k3y/club_day-final.mp4';

  it('puts renditions in a folder beside the asset, valid storage keys all', () => {
    expect(mediaFolderOf(upload)).toBe(`${upload}.media`);
    expect(thumbnailKeyOf(upload)).toBe(`${upload}.media/thumbnail.jpg`);
    expect(streamKeyOf(upload)).toBe(`${upload}.media/hls/index.m3u8`);
    const clip = sceneClipKeyOf(upload, 12, 3);
    expect(clip).toBe(`${upload}.media/requests/12/scene-003.mp4`);
    for (const key of [thumbnailKeyOf(upload), streamKeyOf(upload), clip, streamKeyOf(clip)]) expect(storageKeyProblem(key)).toBeNull();
  });

  it('uses a hashed folder under the same owner when the key leaves no room', () => {
    const long = `private/0b5f-identity/uploads/${'x'.repeat(250)}.mp4`;
    const folder = mediaFolderOf(long);
    expect(folder).toMatch(/^private\/0b5f-identity\/media\/[0-9a-f]{40}$/);
    expect(storageKeyProblem(streamKeyOf(long))).toBeNull();
    expect(mediaFolderOf(`public/${'y'.repeat(1000)}`)).toMatch(/^public\/media\/[0-9a-f]{40}$/);
  });

  it('names a storyboard after its file', () => {
    expect(titleFromFileName('club_day-final.mp4')).toBe('club day final');
    expect(titleFromFileName('.mp4')).toBe('Storyboard from upload');
    expect(titleFromFileName(`${'a'.repeat(80)}.mov`)).toHaveLength(50);
  });
});
