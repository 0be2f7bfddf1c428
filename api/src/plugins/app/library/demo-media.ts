import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MEMORY_STORAGE_DIR, type AppConfig } from '../../../config';
import { REGISTERED_MEDIA_TYPES, type RegisteredMediaType } from '../../../contracts';
import { probeMedia } from '../media/probe';
import { makeHls, makeThumbnail } from '../media/renditions';
import { runTool } from '../media/tools';

/*
 * The demo library's media (docs/adr/026): a dozen small files made by ffmpeg from its own
 * sources (short clips with a visible title and a tone, stills, tones), each with the
 * thumbnail and HLS rendition the media pipeline makes (the same functions), made once per
 * machine and kept under the data folder, in a folder named by a hash of the ffmpeg
 * arguments: a changed recipe is a new folder, nothing stale is reused. The seed's rows
 * share them (each row's key gets a copy).
 */

type Kind = 'clip' | 'movie' | 'still' | 'tone';

interface Recipe {
  readonly name: string;
  readonly kind: Kind;
  /** What the picture says (clips, the movie and stills). */
  readonly title: string;
  /** Background colour; without a font, the test pattern's hue instead. */
  readonly hue: number;
  /** A tone's pitch (clips and tones). */
  readonly hertz: number;
}

const RECIPES: readonly Recipe[] = [
  { name: 'welcome', kind: 'clip', title: 'Welcome', hue: 205, hertz: 440 },
  { name: 'training', kind: 'clip', title: 'Training night', hue: 140, hertz: 494 },
  { name: 'interview', kind: 'clip', title: 'Interview', hue: 30, hertz: 523 },
  { name: 'crowd', kind: 'clip', title: 'Crowd', hue: 330, hertz: 587 },
  { name: 'behind-the-scenes', kind: 'clip', title: 'Behind the scenes', hue: 265, hertz: 659 },
  { name: 'call-to-action', kind: 'clip', title: 'See you Saturday', hue: 0, hertz: 698 },
  { name: 'highlights', kind: 'movie', title: 'Highlights', hue: 50, hertz: 392 },
  { name: 'team-photo', kind: 'still', title: 'Team photo', hue: 180, hertz: 0 },
  { name: 'venue', kind: 'still', title: 'The venue', hue: 95, hertz: 0 },
  { name: 'sponsor-board', kind: 'still', title: 'Sponsor board', hue: 300, hertz: 0 },
  { name: 'scoreboard', kind: 'still', title: 'Scoreboard', hue: 15, hertz: 0 },
  { name: 'voice-over', kind: 'tone', title: 'Voice-over', hue: 0, hertz: 330 },
  { name: 'room-tone', kind: 'tone', title: 'Room tone', hue: 0, hertz: 220 },
];

const KINDS: Readonly<Record<Kind, { readonly mediaType: RegisteredMediaType; readonly ext: string; readonly contentType: string }>> = {
  clip: { mediaType: REGISTERED_MEDIA_TYPES.Video, ext: 'mp4', contentType: 'video/mp4' },
  movie: { mediaType: REGISTERED_MEDIA_TYPES.Video, ext: 'mp4', contentType: 'video/mp4' },
  still: { mediaType: REGISTERED_MEDIA_TYPES.Image, ext: 'jpg', contentType: 'image/jpeg' },
  tone: { mediaType: REGISTERED_MEDIA_TYPES.Audio, ext: 'm4a', contentType: 'audio/mp4' },
};

/** One demo file, ready to copy: the file, its facts and its renditions. */
export interface DemoMedia {
  readonly name: string;
  readonly kind: Kind;
  readonly title: string;
  readonly mediaType: RegisteredMediaType;
  readonly ext: string;
  readonly contentType: string;
  readonly file: string;
  readonly size: number;
  /** SHA-256 of the file: a copy stored with it is current. */
  readonly sha256: string;
  readonly durationMillis: number | null;
  readonly width: number | null;
  readonly height: number | null;
  /** The JPEG thumbnail (images and videos). */
  readonly thumbnail: string | null;
  /** The HLS folder: the playlist first, then its segments (videos). */
  readonly hls: { readonly dir: string; readonly files: readonly string[] } | null;
}

/** Where the demo media is kept: beside the local store's folder, else under the system temp folder. */
export function demoMediaDir(config: Pick<AppConfig, 'storageDir' | 's3'>): string {
  if (!config.s3 && config.storageDir !== MEMORY_STORAGE_DIR) return join(dirname(config.storageDir), 'seed-media');
  return join(tmpdir(), 'story-portal-seed-media');
}

const FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
];

let fontCheck: Promise<string | null> | null = null;

/** A font file ffmpeg's drawtext can use, when this ffmpeg has drawtext; else null (pictures without words). */
function titleFont(): Promise<string | null> {
  fontCheck ??= (async () => {
    const { stdout } = await runTool('ffmpeg', ['-hide_banner', '-filters'], { timeoutMs: 30_000 }).catch(() => ({ stdout: '' }));
    if (!/\sdrawtext\s/.test(stdout)) return null;
    for (const font of FONTS) {
      if (await access(font).then(() => true, () => false)) return font;
    }
    return null;
  })();
  return fontCheck;
}

/** The title centred, and a caption drifting across the bottom so a clip is visibly moving. */
function titleFilter(font: string, title: string, size: number, caption: string | null): string {
  const text = (t: string, fontSize: number, x: string, y: string): string =>
    `drawtext=fontfile=${font}:text='${t}':fontcolor=white:fontsize=${fontSize}:borderw=2:bordercolor=black@0.6:x=${x}:y=${y}`;
  const parts = [text(title, size, '(w-text_w)/2', '(h-text_h)/2')];
  if (caption) parts.push(text(caption, Math.round(size / 2), 'w-mod(t*90\\,w+text_w)', 'h-text_h-12'));
  return parts.join(',');
}

const hex = (hue: number, light: number): string => {
  // HSL (s 60%) to RGB, enough for a background colour.
  const s = 0.6;
  const l = light;
  const k = (n: number): number => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255).toString(16).padStart(2, '0')).join('');
};

/** The ffmpeg arguments (before the output file) that make a recipe's file. */
function argsOf(recipe: Recipe, font: string | null): string[] {
  const lavfi = (source: string): string[] => ['-f', 'lavfi', '-i', source];
  const h264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart'];
  switch (recipe.kind) {
    case 'clip':
    case 'movie': {
      const [size, seconds] = recipe.kind === 'movie' ? ['480x270', 3] : ['320x180', 2.5];
      const [source, filter] = font
        ? [`color=c=0x${hex(recipe.hue, 0.35)}:size=${size}:rate=25:duration=${seconds}`, titleFilter(font, recipe.title, recipe.kind === 'movie' ? 40 : 28, 'Filmed in the app')]
        : [`testsrc2=size=${size}:rate=25:duration=${seconds}`, `hue=h=${recipe.hue}`];
      const tone = `sine=frequency=${recipe.hertz}:sample_rate=44100:duration=${seconds}`;
      return [...lavfi(source), ...lavfi(tone), '-vf', filter, ...h264, '-shortest'];
    }
    case 'still': {
      const picture = font
        ? [...lavfi(`color=c=0x${hex(recipe.hue, 0.4)}:size=480x270:rate=1`), '-vf', titleFilter(font, recipe.title, 40, null)]
        : [...lavfi('testsrc=size=480x270:rate=1'), '-vf', `hue=h=${recipe.hue}`];
      return [...picture, '-frames:v', '1', '-q:v', '4'];
    }
    case 'tone':
      return [...lavfi(`sine=frequency=${recipe.hertz}:sample_rate=44100:duration=2`), '-c:a', 'aac', '-b:a', '64k'];
  }
}

interface Facts {
  readonly size: number;
  readonly sha256: string;
  readonly durationMillis: number | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly hls: readonly string[] | null;
}

const FACTS = 'facts.json';
const sourceName = (ext: string): string => `source.${ext}`;

/** Makes a recipe's folder in `dir` (file, renditions, facts written last); nothing when it is there. */
async function make(dir: string, recipe: Recipe, args: readonly string[]): Promise<void> {
  const { ext } = KINDS[recipe.kind];
  const partial = join(dirname(dir), `.${randomUUID()}`);
  await mkdir(partial, { recursive: true });
  try {
    const file = join(partial, sourceName(ext));
    await runTool('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args, file], { timeoutMs: 120_000 });
    const probed = await probeMedia(file);
    if (probed.mediaType !== REGISTERED_MEDIA_TYPES.Audio) await makeThumbnail(file, join(partial, 'thumbnail.jpg'), probed);
    let hls: string[] | null = null;
    if (probed.mediaType === REGISTERED_MEDIA_TYPES.Video) {
      await mkdir(join(partial, 'hls'));
      hls = await makeHls(file, join(partial, 'hls'), probed);
    }
    const bytes = await readFile(file);
    const facts: Facts = {
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      durationMillis: probed.durationMillis,
      width: probed.width,
      height: probed.height,
      hls,
    };
    await writeFile(join(partial, FACTS), JSON.stringify(facts));
    // Another seed may have made it meanwhile: theirs stays.
    await rename(partial, dir).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST' && err.code !== 'ENOTEMPTY') throw err;
    });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

async function ensureOne(root: string, recipe: Recipe, font: string | null): Promise<DemoMedia> {
  const args = argsOf(recipe, font);
  const hash = createHash('sha256').update(JSON.stringify(args)).digest('hex').slice(0, 16);
  const dir = join(root, `${recipe.name}-${hash}`);
  const done = (): Promise<boolean> => stat(join(dir, FACTS)).then(() => true, () => false);
  if (!(await done())) await make(dir, recipe, args);
  const facts = JSON.parse(await readFile(join(dir, FACTS), 'utf8')) as Facts;
  const kind = KINDS[recipe.kind];
  return {
    name: recipe.name,
    kind: recipe.kind,
    title: recipe.title,
    ...kind,
    file: join(dir, sourceName(kind.ext)),
    size: facts.size,
    sha256: facts.sha256,
    durationMillis: facts.durationMillis,
    width: facts.width,
    height: facts.height,
    thumbnail: kind.mediaType === REGISTERED_MEDIA_TYPES.Audio ? null : join(dir, 'thumbnail.jpg'),
    hls: facts.hls ? { dir: join(dir, 'hls'), files: facts.hls } : null,
  };
}

/** Two at a time: ffmpeg is busy enough on a small machine. */
const CONCURRENCY = 2;

/** Every demo file, made where missing (a few seconds the first time on a machine, file stats after). */
export async function ensureDemoMedia(root: string): Promise<DemoMedia[]> {
  await mkdir(root, { recursive: true });
  const font = await titleFont();
  const out: DemoMedia[] = new Array<DemoMedia>(RECIPES.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < RECIPES.length) {
      const i = next++;
      out[i] = await ensureOne(root, RECIPES[i] as Recipe, font);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return out;
}
