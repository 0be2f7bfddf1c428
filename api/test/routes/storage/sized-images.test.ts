import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { probeMedia } from '../../../src/plugins/app/media/probe';
import { removeRenditions } from '../../../src/plugins/app/media/purge';
import { sizedImageKeyOf } from '../../../src/plugins/app/media/sized-images';
import { runTool } from '../../../src/plugins/app/media/tools';
import { PUBLIC_CACHE_CONTROL } from '../../../src/routes/storage';
import { buildTestApp } from '../../helpers';

/** A PNG test picture `width` x `height`, made with ffmpeg. */
async function picture(dir: string, width: number, height: number, pattern = 'testsrc'): Promise<Buffer> {
  const file = join(dir, `${pattern}-${width}x${height}.png`);
  await runTool('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `${pattern}=size=${width}x${height}`, '-frames:v', '1', file], { timeoutMs: 30_000 });
  return readFile(file);
}

/** The picture size of an answer's bytes (ffprobe). */
async function sizeOf(dir: string, body: Buffer): Promise<{ width: number | null; height: number | null }> {
  const file = join(dir, `answer-${Math.random().toString(36).slice(2)}`);
  await writeFile(file, body);
  const { width, height } = await probeMedia(file);
  return { width, height };
}

describe('GET /storage/public/*?width= (smaller copies of images, ADR 052)', () => {
  let app: FastifyInstance;
  let dir: string;
  let cover: Buffer;
  const coverKey = 'public/demo/storyboards/cover-0123456789abcdef.png';
  const coverUrl = '/storage/public/demo/storyboards/cover-0123456789abcdef.png';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sized-images-'));
    app = await buildTestApp({ STORAGE_DIR: join(dir, 'storage') });
    await app.ready();
    cover = await picture(dir, 1280, 720);
    await app.storage.put(coverKey, cover, 'image/png');
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves a WebP at most that wide, keeping the aspect, under the image cache lifetime, and keeps it', async () => {
    const res = await app.inject({ url: `${coverUrl}?width=480` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL.HASHED);
    expect(await sizeOf(dir, res.rawPayload)).toEqual({ width: 480, height: 270 });
    expect(res.rawPayload.length).toBeLessThan(cover.length / 4);
    const kept = await app.storage.stat(sizedImageKeyOf(coverKey, 480));
    expect(kept?.metadata['source-etag']).toBe((await app.storage.stat(coverKey))?.etag);
    expect(res.headers.etag).toBe(`"${kept?.etag}"`);

    const again = await app.inject({ url: `${coverUrl}?width=480`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // Kept, not made again.
    expect((await app.storage.stat(sizedImageKeyOf(coverKey, 480)))?.lastModified).toEqual(kept?.lastModified);
    // The image itself is still served whole without the parameter.
    const whole = await app.inject({ url: coverUrl });
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.rawPayload.equals(cover)).toBe(true);
  });

  it('makes one copy for requests that arrive together', async () => {
    const put = jest.spyOn(app.storage, 'put');
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ url: `${coverUrl}?width=960` })));
    expect(put.mock.calls.filter(([key]) => key === sizedImageKeyOf(coverKey, 960))).toHaveLength(1);
    put.mockRestore();
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(await sizeOf(dir, answers[0]!.rawPayload)).toEqual({ width: 960, height: 540 });
  });

  it('never scales a small image up', async () => {
    await app.storage.put('public/defaults/small.png', await picture(dir, 320, 180), 'image/png');
    const res = await app.inject({ url: '/storage/public/defaults/small.png?width=960' });
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL.DEFAULT);
    expect(await sizeOf(dir, res.rawPayload)).toEqual({ width: 320, height: 180 });
  });

  it('makes a new copy when the image is replaced', async () => {
    const key = 'public/defaults/replaced.png';
    await app.storage.put(key, await picture(dir, 640, 360), 'image/png');
    const first = await app.inject({ url: '/storage/public/defaults/replaced.png?width=480' });
    expect(await sizeOf(dir, first.rawPayload)).toEqual({ width: 480, height: 270 });
    await app.storage.put(key, await picture(dir, 400, 400, 'smptebars'), 'image/png');
    const second = await app.inject({ url: '/storage/public/defaults/replaced.png?width=480' });
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(await sizeOf(dir, second.rawPayload)).toEqual({ width: 400, height: 400 });
  });

  it('serves the image whole when ffmpeg cannot read it', async () => {
    const broken = Buffer.from('\x89PNG\r\n\x1a\n not really a picture', 'latin1');
    await app.storage.put('public/defaults/broken.png', broken, 'image/png');
    const res = await app.inject({ url: '/storage/public/defaults/broken.png?width=480' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(broken)).toBe(true);
    expect(await app.storage.exists(sizedImageKeyOf('public/defaults/broken.png', 480))).toBe(false);
  });

  it('refuses a width it does not make, and a width of what is no image; 404 for nothing', async () => {
    const odd = await app.inject({ url: `${coverUrl}?width=500` });
    expect(odd.statusCode).toBe(400);
    expect(odd.json<{ error_code: string }>().error_code).toBe('VALIDATION_ERROR');
    await app.storage.put('public/defaults/notes.txt', Buffer.from('words'), 'text/plain');
    const text = await app.inject({ url: '/storage/public/defaults/notes.txt?width=480' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      error_code: 'NOT_AN_IMAGE',
      error_message: 'Only PNG, JPEG and WebP images have smaller copies; this object is text/plain',
    });
    const missing = await app.inject({ url: '/storage/public/defaults/none.png?width=480' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error_code: string }>().error_code).toBe('OBJECT_NOT_FOUND');
  });

  it('removes the copies with the image renditions', async () => {
    await app.inject({ url: `${coverUrl}?width=480` });
    expect(await app.storage.exists(sizedImageKeyOf(coverKey, 480))).toBe(true);
    await removeRenditions(app.storage, coverKey);
    expect(await app.storage.exists(sizedImageKeyOf(coverKey, 480))).toBe(false);
    expect(await app.storage.exists(sizedImageKeyOf(coverKey, 960))).toBe(false);
  });
});
