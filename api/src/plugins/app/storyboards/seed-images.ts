import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DEFAULT_SHOT_IMAGES } from '../../../contracts';
import type { ObjectStorage } from '../storage';

/*
 * The demo data's pictures, drawn as SVG and rendered to PNG by sharp at seed time
 * (nothing is downloaded): the three default shot images (storyboard sketches: a frame,
 * a drawing made of shapes, the shot's label) and, per demo storyboard title, a cover
 * (a gradient in a colour picked from the title, the title in large type) and its
 * thumbnail. Each stored object carries the SHA-256 of the drawing it was rendered from
 * (`source-sha256` metadata): a seed re-renders only what is missing or was drawn
 * differently, so a second seed makes nothing and costs a stat per image. Covers put
 * that hash in their key as well, so browsers may cache them for good (docs/adr/019).
 */

/** Bump to re-render every image after a change to the rendering itself (not the SVG). */
const RENDER_VERSION = 1;
export const SEED_IMAGE_SIZE = { width: 1280, height: 720 } as const;
export const SEED_THUMBNAIL_SIZE = { width: 480, height: 270 } as const;
export const SOURCE_HASH_METADATA = 'source-sha256';
/** `rendered`, or `no-font` when the image was drawn without its text. */
export const TEXT_METADATA = 'text';
const NO_FONT = 'no-font';
/** Where the demo storyboards' covers and thumbnails live. */
export const DEMO_COVER_PREFIX = 'public/demo/storyboards/';

const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
const PNG_TYPE = 'image/png';

/** One image to have in storage: its key, what it is drawn from, and how big. */
export interface SeedImage {
  readonly key: string;
  /** The drawing; `svg(false)` leaves out every text element (no usable font). */
  readonly svg: (withText: boolean) => string;
  readonly width: number;
  readonly height: number;
  /** SHA-256 of the drawing with its text, the size and RENDER_VERSION. */
  readonly sourceHash: string;
}

const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export function seedImage(key: string, svg: (withText: boolean) => string, size: { width: number; height: number }): SeedImage {
  return { key, svg, ...size, sourceHash: sha256(`${RENDER_VERSION}|${size.width}x${size.height}|${svg(true)}`) };
}

export const svgDocument = (body: string, { width, height } = SEED_IMAGE_SIZE): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${SEED_IMAGE_SIZE.width} ${SEED_IMAGE_SIZE.height}">${body}</svg>`;

// ---- Default shot images: storyboard sketches --------------------------------------------

const INK = '#2b2d42';
const PAPER = '#f6f3ec';

/** The three sketches: a wide shot (landscape), a medium shot (a person), a camera set-up. */
const SHOT_SKETCHES: readonly { readonly accent: string; readonly caption: string; readonly drawing: string }[] = [
  {
    accent: '#3a86ff',
    caption: 'Wide',
    drawing: [
      `<circle cx="930" cy="250" r="55" fill="#ffbe0b" stroke="${INK}" stroke-width="6"/>`,
      `<path d="M200 520 L420 300 L560 440 L700 290 L1080 520 Z" fill="#8ecae6" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>`,
      `<path d="M200 520 H1080" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>`,
      `<circle cx="640" cy="468" r="14" fill="${INK}"/><path d="M640 482 V510 M622 494 H658" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`,
    ].join(''),
  },
  {
    accent: '#fb5607',
    caption: 'Medium',
    drawing: [
      `<circle cx="640" cy="300" r="92" fill="#ffd6a5" stroke="${INK}" stroke-width="8"/>`,
      `<path d="M430 560 C430 450 520 410 640 410 C760 410 850 450 850 560 Z" fill="#ffadad" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>`,
      `<circle cx="608" cy="292" r="9" fill="${INK}"/><circle cx="672" cy="292" r="9" fill="${INK}"/>`,
      `<path d="M605 338 Q640 362 675 338" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`,
    ].join(''),
  },
  {
    accent: '#2a9d8f',
    caption: 'Set-up',
    drawing: [
      `<circle cx="545" cy="250" r="58" fill="#e9edc9" stroke="${INK}" stroke-width="8"/><circle cx="690" cy="250" r="58" fill="#e9edc9" stroke="${INK}" stroke-width="8"/>`,
      `<rect x="470" y="305" width="300" height="170" rx="18" fill="#a8dadc" stroke="${INK}" stroke-width="8"/>`,
      `<path d="M770 355 L870 315 V465 L770 425 Z" fill="#a8dadc" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>`,
      `<circle cx="560" cy="390" r="30" fill="${PAPER}" stroke="${INK}" stroke-width="6"/>`,
      `<path d="M620 475 L540 580 M620 475 V580 M620 475 L700 580" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>`,
    ].join(''),
  },
];

function shotSvg(index: number, withText: boolean): string {
  const sketch = SHOT_SKETCHES[index % SHOT_SKETCHES.length] ?? SHOT_SKETCHES[0];
  if (!sketch) throw new Error('no shot sketches');
  const n = index + 1;
  // Corner marks of a viewfinder inside the frame.
  const corner = (x: number, y: number, dx: number, dy: number): string =>
    `<path d="M${x} ${y + dy * 40} V${y} H${x + dx * 40}" fill="none" stroke="${sketch.accent}" stroke-width="6" stroke-linecap="round"/>`;
  const text = withText
    ? [
        `<rect x="92" y="84" width="176" height="56" rx="28" fill="${sketch.accent}"/>`,
        `<text x="180" y="123" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="700" fill="#ffffff">Shot ${n}</text>`,
        `<text x="1188" y="123" text-anchor="end" font-family="${FONT}" font-size="28" fill="${INK}" opacity="0.7">${escapeXml(sketch.caption)}</text>`,
      ].join('')
    : `<rect x="92" y="84" width="${56 * n}" height="56" rx="28" fill="${sketch.accent}"/>`;
  return svgDocument(
    [
      `<rect width="1280" height="720" fill="${PAPER}"/>`,
      `<rect x="60" y="60" width="1160" height="600" rx="24" fill="#ffffff" stroke="${INK}" stroke-width="10"/>`,
      corner(150, 170, 1, 1),
      corner(1130, 170, -1, 1),
      corner(150, 610, 1, -1),
      corner(1130, 610, -1, -1),
      sketch.drawing,
      text,
    ].join(''),
  );
}

/** The default shot images, at the keys new shots point at (DEFAULT_SHOT_IMAGES). */
export function defaultShotImages(): SeedImage[] {
  return DEFAULT_SHOT_IMAGES.map((key, i) => seedImage(key, (withText) => shotSvg(i, withText), SEED_IMAGE_SIZE));
}

// ---- Covers: a gradient, a film strip, the title ----------------------------------------

/** A hue (0-359) picked from a text: the same title always gets the same colour. */
export function hueOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt16BE(0) % 360;
}

/** Words in lines of at most `width` characters, at most `max` lines (the last one cut with an ellipsis). */
export function wrapWords(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > width ? `${word.slice(0, width - 1)}…` : word);
  }
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  const lastLine = kept[max - 1] ?? '';
  kept[max - 1] = `${lastLine.slice(0, width - 1)}…`;
  return kept;
}

function coverSvg(title: string, withText: boolean): string {
  const hue = hueOf(title);
  const holes = Array.from({ length: 16 }, (_, i) => 22 + i * 80)
    .map((x) => `<rect x="${x}" y="18" width="36" height="24" rx="5"/><rect x="${x}" y="678" width="36" height="24" rx="5"/>`)
    .join('');
  const lines = wrapWords(title, 22, 3);
  const text = withText
    ? [
        `<text x="96" y="${560 - (lines.length - 1) * 82 - 92}" font-family="${FONT}" font-size="30" font-weight="700" letter-spacing="6" fill="#ffffff" opacity="0.8">STORYBOARD</text>`,
        ...lines.map(
          (line, i) =>
            `<text x="96" y="${560 - (lines.length - 1 - i) * 82}" font-family="${FONT}" font-size="72" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
        ),
      ].join('')
    : `<rect x="96" y="500" width="560" height="64" rx="12" fill="#ffffff" opacity="0.85"/>`;
  return svgDocument(
    [
      '<defs>',
      `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue}, 68%, 52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 62%, 22%)"/></linearGradient>`,
      `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></linearGradient>`,
      '</defs>',
      '<rect width="1280" height="720" fill="url(#bg)"/>',
      `<circle cx="1040" cy="250" r="260" fill="hsl(${(hue + 180) % 360}, 70%, 60%)" opacity="0.18"/>`,
      '<rect width="1280" height="720" fill="url(#shade)"/>',
      '<rect width="1280" height="60" fill="#000000" opacity="0.55"/><rect y="660" width="1280" height="60" fill="#000000" opacity="0.55"/>',
      `<g fill="#ffffff" opacity="0.8">${holes}</g>`,
      text,
    ].join(''),
  );
}

/** A short, readable, stable key part of a title: `Club open day` is `club-open-day`. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'storyboard';
}

/** A demo storyboard's cover and thumbnail; the key names the drawing's hash. */
export function coverImages(title: string): { cover: SeedImage; thumbnail: SeedImage } {
  const draw = (withText: boolean): string => coverSvg(title, withText);
  const hash = sha256(`${RENDER_VERSION}|${draw(true)}`).slice(0, 16);
  const slug = slugOf(title);
  return {
    cover: seedImage(`${DEMO_COVER_PREFIX}${slug}-${hash}.png`, draw, SEED_IMAGE_SIZE),
    thumbnail: seedImage(`${DEMO_COVER_PREFIX}${slug}-thumb-${hash}.png`, draw, SEED_THUMBNAIL_SIZE),
  };
}

// ---- Rendering -----------------------------------------------------------------------------

let textCheck: Promise<boolean> | null = null;

/**
 * Whether SVG text renders here (librsvg finds a font through fontconfig): a word drawn
 * white on black must leave white pixels. Without a font every image is drawn without
 * its text (shapes only). Asked once a process, and only when something must be drawn.
 */
export function svgTextRenders(): Promise<boolean> {
  textCheck ??= (async () => {
    const probe = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48"><rect width="120" height="48" fill="#000"/><text x="6" y="36" font-family="${FONT}" font-size="32" fill="#fff">Shot</text></svg>`;
    try {
      const { data } = await sharp(Buffer.from(probe)).greyscale().raw().toBuffer({ resolveWithObject: true });
      return data.some((v) => v > 128);
    } catch {
      return false;
    }
  })();
  return textCheck;
}

/** Renders an image's drawing to PNG at its size. */
export async function renderSeedImage(image: SeedImage, withText: boolean): Promise<Buffer> {
  const density = (72 * image.width) / SEED_IMAGE_SIZE.width;
  return sharp(Buffer.from(image.svg(withText)), { density })
    .resize(image.width, image.height, { fit: 'fill' })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

export interface EnsureImagesResult {
  /** Images rendered and stored by this call. */
  readonly made: number;
  /** Images already stored from the same drawing. */
  readonly kept: number;
  /** False when no font renders: the images made were drawn without their text. */
  readonly text: boolean;
}

/** Two at a time: sharp uses a thread pool of its own; the machine may be small. */
const RENDER_CONCURRENCY = 2;

/**
 * Makes sure each image is stored, drawn from its current drawing: renders and stores
 * only those missing or stored from another drawing. Safe to run concurrently (a put
 * replaces an object whole).
 */
export async function ensureSeedImages(storage: ObjectStorage, images: readonly SeedImage[]): Promise<EnsureImagesResult> {
  const unique = [...new Map(images.map((i) => [i.key, i])).values()];
  const stale: SeedImage[] = [];
  for (const image of unique) {
    const info = await storage.stat(image.key);
    const current = info?.metadata[SOURCE_HASH_METADATA] === image.sourceHash;
    // Drawn without text for want of a font: drawn again once a font renders.
    if (!current || (info?.metadata[TEXT_METADATA] === NO_FONT && (await svgTextRenders()))) stale.push(image);
  }
  if (stale.length === 0) return { made: 0, kept: unique.length, text: true };
  const text = await svgTextRenders();
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let image = stale[next++]; image !== undefined; image = stale[next++]) {
      const png = await renderSeedImage(image, text);
      await storage.put(image.key, png, PNG_TYPE, { metadata: { [SOURCE_HASH_METADATA]: image.sourceHash, [TEXT_METADATA]: text ? 'rendered' : NO_FONT } });
    }
  };
  await Promise.all(Array.from({ length: Math.min(RENDER_CONCURRENCY, stale.length) }, worker));
  return { made: stale.length, kept: unique.length - stale.length, text };
}
