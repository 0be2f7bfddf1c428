import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ObjectStorage } from '../../src/plugins/app/storage';

/*
 * Small test media made with ffmpeg from its own test sources (testsrc, color, smptebars,
 * sine): 320x180, 2-4 s. Each file is made once per machine and kept under the system temp
 * folder, named by a hash of the ffmpeg arguments that make it, so changing a recipe makes a
 * new file and nothing stale is ever used.
 */

const SIZE = '320x180';
const RATE = 25;

export interface TestMedia {
  readonly file: string;
  readonly fileName: string;
  readonly contentType: string;
}

interface Recipe {
  readonly ext: string;
  readonly contentType: string;
  /** ffmpeg arguments before the output file. */
  readonly args: readonly string[];
}

const lavfi = (source: string): string[] => ['-f', 'lavfi', '-i', source];
const h264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k'];

/** 1.2 s of each of three pictures a scene detector cannot mistake for one another. */
const SCENE_SECONDS = 1.2;

const RECIPES = {
  /** 3.6 s: a moving test pattern, a flat blue, colour bars, over a 440 Hz tone: three scenes. */
  threeScenes: {
    ext: 'mp4',
    contentType: 'video/mp4',
    args: [
      ...lavfi(`testsrc=size=${SIZE}:rate=${RATE}:duration=${SCENE_SECONDS}`),
      ...lavfi(`color=c=0x1f3fbf:size=${SIZE}:rate=${RATE}:duration=${SCENE_SECONDS}`),
      ...lavfi(`smptebars=size=${SIZE}:rate=${RATE}:duration=${SCENE_SECONDS}`),
      ...lavfi(`sine=frequency=440:sample_rate=44100:duration=${SCENE_SECONDS * 3}`),
      '-filter_complex', '[0:v][1:v][2:v]concat=n=3:v=1:a=0[v]',
      '-map', '[v]', '-map', '3:a', ...h264, '-movflags', '+faststart',
    ],
  },
  /** 2 s of one moving test pattern with a tone: one scene. */
  video: {
    ext: 'mp4',
    contentType: 'video/mp4',
    args: [...lavfi(`testsrc2=size=${SIZE}:rate=${RATE}:duration=2`), ...lavfi('sine=frequency=660:sample_rate=44100:duration=2'), ...h264, '-shortest'],
  },
  /** A still: one frame of the test pattern. */
  still: { ext: 'png', contentType: 'image/png', args: [...lavfi(`testsrc=size=${SIZE}:rate=1`), '-frames:v', '1'] },
  /** 2 s of a 330 Hz tone. */
  tone: { ext: 'wav', contentType: 'audio/wav', args: [...lavfi('sine=frequency=330:sample_rate=22050:duration=2'), '-c:a', 'pcm_s16le'] },
} satisfies Record<string, Recipe>;

export type TestMediaKind = keyof typeof RECIPES;

function ffmpeg(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${args.join(' ')} failed: ${stderr}`))));
  });
}

const folder = join(tmpdir(), 'portal-test-media');

/** The file of a kind of test media, made on first use. */
export async function testMedia(kind: TestMediaKind): Promise<TestMedia> {
  const recipe: Recipe = RECIPES[kind];
  const hash = createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 16);
  const fileName = `${kind}-${hash}.${recipe.ext}`;
  const file = join(folder, fileName);
  const made = await stat(file).then((s) => s.size > 0, () => false);
  if (!made) {
    await mkdir(folder, { recursive: true });
    // Made under a temporary name and renamed: a parallel test never reads half a file.
    const partial = join(folder, `.${randomUUID()}.${recipe.ext}`);
    try {
      await ffmpeg([...recipe.args, partial]);
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
  }
  return { file, fileName, contentType: recipe.contentType };
}

/** The bytes of a kind of test media. */
export async function testMediaBytes(kind: TestMediaKind): Promise<Buffer> {
  return readFile((await testMedia(kind)).file);
}

/** The `sub` of a token: the identity whose `private/{identity}/` keys the customer owns. */
export function subOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return payload.sub;
}

/** An upload key as the upload route makes them: under the identity, a date, a random id and the file name. */
export const uploadKeyFor = (sub: string, fileName: string): string => `private/${sub}/uploads/2026/05/04/${randomUUID()}/${fileName}`;

/** Asks `read` until `done` says so (the portal polls too); the last answer. */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Puts test media where an upload would have put it; the storage location to register. */
export async function storeTestMedia(
  storage: ObjectStorage,
  sub: string,
  kind: TestMediaKind,
  opts: { fileName?: string; contentType?: string } = {},
): Promise<{ key: string; bucket: string }> {
  const media = await testMedia(kind);
  const key = uploadKeyFor(sub, opts.fileName ?? media.fileName);
  await storage.put(key, await readFile(media.file), opts.contentType ?? media.contentType);
  return { key, bucket: storage.bucket };
}
