// Small test media made with ffmpeg from its own test sources (testsrc, color, smptebars,
// sine): 320x180, 2-4 s, for the api's tests and the e2e journeys. Each file is made once per
// machine and kept under the system temp folder, named by a hash of the ffmpeg arguments
// that make it, so changing a recipe makes a new file and nothing stale is ever used.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SIZE = '320x180';
const RATE = 25;
/** 1.2 s of each of three pictures a scene detector cannot mistake for one another. */
const SCENE_SECONDS = 1.2;

const lavfi = (source) => ['-f', 'lavfi', '-i', source];
const h264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k'];

/** Recipes: the file's ending, its content type, and the ffmpeg arguments before the output file. */
export const TEST_MEDIA_RECIPES = {
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
};

function ffmpeg(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${args.join(' ')} failed: ${stderr}`))));
  });
}

const folder = join(tmpdir(), 'portal-test-media');

/**
 * The file a recipe makes, made on first use and kept: named by `name` and a hash of the
 * recipe, so a changed recipe makes a new file and nothing stale is ever used.
 */
export async function cachedMedia(name, recipe) {
  const hash = createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 16);
  const fileName = `${name}-${hash}.${recipe.ext}`;
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

/** The file of a kind of test media (a key of TEST_MEDIA_RECIPES), made on first use. */
export function testMedia(kind) {
  return cachedMedia(kind, TEST_MEDIA_RECIPES[kind]);
}
