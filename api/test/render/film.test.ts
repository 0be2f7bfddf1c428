import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { probeMedia } from '../../src/plugins/app/media/probe';
import { framesOf, makeFilm, millisOf } from '../../src/plugins/app/render';
import { shotArgs } from '../../src/plugins/app/render/film';
import { testMedia } from '../support/media';
import { maxVolume, probeFilm } from './film-probe';

/*
 * The film of a test render (001 §9 "1080p HD with streaming support"): real ffmpeg runs on
 * the small test media (a 2 s 320x180 video with a tone, a still), checked with ffprobe.
 */

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-film-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('shot lengths', () => {
  it('are whole frames at 25 a second', () => {
    expect(framesOf(1000)).toBe(25);
    expect(framesOf(2000)).toBe(50);
    expect(framesOf(1500)).toBe(38);
    expect(framesOf(10)).toBe(1);
    expect(millisOf(framesOf(120_000))).toBe(120_000);
    expect(millisOf(38)).toBe(1520);
  });

  it('a still loops its one picture, a video without sound gets silence, and the picture is cut at its frames', () => {
    const still = shotArgs({ file: 'still.png', facts: { mediaType: 'Image', hasAudio: false }, durationMillis: 2000 }, 'out.mkv');
    expect(still.slice(still.indexOf('-loop'), still.indexOf('-loop') + 6)).toEqual(['-loop', '1', '-framerate', '25', '-i', 'still.png']);
    expect(still).toContain('anullsrc=channel_layout=stereo:sample_rate=48000');
    expect(still[still.indexOf('-frames:v') + 1]).toBe('50');
    const video = shotArgs({ file: 'clip.mp4', facts: { mediaType: 'Video', hasAudio: true }, durationMillis: 1000 }, 'out.mkv');
    expect(video).not.toContain('-loop');
    expect(video.join(' ')).not.toContain('anullsrc');
    const graph = video[video.indexOf('-filter_complex') + 1] ?? '';
    expect(graph).toContain('scale=1920:1080:force_original_aspect_ratio=decrease,pad=1920:1080');
    expect(graph).toContain('trim=end_frame=25');
    expect(graph).toContain('[0:a:0]');
    expect(graph).toContain('atrim=end_sample=48000');
  });
});

describe('makeFilm', () => {
  it('makes a 1080p H.264/AAC MP4 with fast start: the video cut to its shot, the still held for its own, sound then silence', async () => {
    const video = (await testMedia('video')).file;
    const still = (await testMedia('still')).file;
    const shots = [
      { file: video, facts: await probeMedia(video), durationMillis: 1000 },
      { file: still, facts: await probeMedia(still), durationMillis: 2000 },
    ];
    const output = join(dir, 'film.mp4');
    const told: string[] = [];
    await makeFilm(shots, {
      workDir: dir,
      output,
      onShot: async (n, total) => void told.push(`shot ${n}/${total}`),
      onJoin: async () => void told.push('join'),
    });
    expect(told).toEqual(['shot 1/2', 'shot 2/2', 'join']);

    const film = await probeFilm(output);
    expect(film.video).toEqual({ codec: 'h264', width: 1920, height: 1080, frameRate: '25/1' });
    expect(film.audio).toEqual({ codec: 'aac', sampleRate: 48000, channels: 2 });
    expect(Math.abs(film.durationSeconds - 3)).toBeLessThanOrEqual(0.2);
    expect(film.fastStart).toBe(true);
    // The video's 660 Hz tone in the first second, silence under the still.
    expect(await maxVolume(output, 0.1, 0.8)).toBeGreaterThan(-30);
    expect(await maxVolume(output, 1.3, 1.4)).toBeLessThan(-60);
  }, 120_000);

  it('holds a video shorter than its shot on its last frame, so the film keeps the shot length', async () => {
    const video = (await testMedia('video')).file;
    const output = join(dir, 'held.mp4');
    await makeFilm([{ file: video, facts: await probeMedia(video), durationMillis: 3000 }], { workDir: dir, output });
    const film = await probeFilm(output);
    expect(Math.abs(film.durationSeconds - 3)).toBeLessThanOrEqual(0.2);
  }, 120_000);

  it('stops ffmpeg when its job is aborted', async () => {
    const video = (await testMedia('video')).file;
    const controller = new AbortController();
    const run = makeFilm([{ file: video, facts: await probeMedia(video), durationMillis: 120_000 }], {
      workDir: dir,
      output: join(dir, 'stopped.mp4'),
      signal: controller.signal,
      onShot: async () => void setTimeout(() => controller.abort(), 200),
    });
    await expect(run).rejects.toMatchObject({ name: 'MediaToolError', failure: 'aborted' });
  }, 60_000);
});
