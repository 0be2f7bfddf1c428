import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { AI_FORMATS, AI_SHOT_TYPE_LABELS, type AiFormat, type AiMetadata } from '../../../contracts';
import { escapeHtml } from '../html';
import { UnsupportedMediaError } from '../media/probe';
import { runTool, timeLimitFor } from '../media/tools';
import type { ObjectStorage } from '../storage';
import { wrapWords } from '../storyboards/seed-images';
import { MediaInputError, extensionOf, fetchMedia, isStill } from './media-files';

/*
 * The Director Guide video (002 §2 film step, beta; docs/adr/030): one slide per shot, in
 * order: the shot's picture filling the frame under a panel with its number, type and
 * title, its story guide and its film guide (SVG drawn onto the picture by sharp), shown
 * for the shot's length kept between DG_SLIDE_SECONDS (long enough to read, short enough
 * for a short video), joined by ffmpeg into an H.264 MP4 at 1280x720 (720x1280 portrait).
 * A shot without a picture gets a plain background.
 */

export const DG_SLIDE_SECONDS = { MIN: 3, MAX: 8 } as const;
const FPS = 25;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
const SIZE: Readonly<Record<AiFormat, { width: number; height: number }>> = {
  [AI_FORMATS.landscape]: { width: 1280, height: 720 },
  [AI_FORMATS.portrait]: { width: 720, height: 1280 },
};

/** A slide's texts and picture. */
export interface DgSlide {
  readonly shotNumber: number;
  readonly heading: string;
  readonly storyGuide: string;
  readonly filmGuide: string;
  /** A local picture file, or null for the plain background. */
  readonly picture: string | null;
  readonly seconds: number;
}

/** How long a shot's slide shows. */
export const slideSeconds = (shotSeconds: number): number => Math.min(DG_SLIDE_SECONDS.MAX, Math.max(DG_SLIDE_SECONDS.MIN, shotSeconds));

/** The guide panel over the lower part of the frame, as SVG. */
function panelSvg(slide: DgSlide, width: number, height: number): string {
  const portrait = height > width;
  const font = portrait ? 26 : 24;
  const chars = Math.floor((width - 80) / (font * 0.55));
  const heading = wrapWords(slide.heading, Math.floor(chars * 0.85), 2);
  const story = wrapWords(`Story guide: ${slide.storyGuide}`, chars, portrait ? 7 : 4);
  const film = wrapWords(`Film guide: ${slide.filmGuide}`, chars, portrait ? 7 : 4);
  const line = Math.round(font * 1.35);
  const lines = heading.length + story.length + film.length;
  const panel = 40 + lines * line + 2 * Math.round(line / 2);
  const top = height - panel;
  let y = top + 24 + font;
  const text = (content: string, size: number, weight: number, fill: string): string => {
    const out = `<text x="40" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeHtml(content)}</text>`;
    y += line;
    return out;
  };
  const parts = [
    ...heading.map((l) => text(l, font + 4, 700, '#ffffff')),
    ...story.map((l) => text(l, font, 400, '#f1f1f1')),
  ];
  y += Math.round(line / 2);
  parts.push(...film.map((l) => text(l, font, 400, '#ffd166')));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="0" y="${top}" width="${width}" height="${panel}" fill="#000000" fill-opacity="0.72"/>${parts.join('')}</svg>`;
}

/** Draws one slide to `target` (PNG). */
async function drawSlide(slide: DgSlide, target: string, width: number, height: number): Promise<void> {
  const base = slide.picture
    ? sharp(slide.picture, { failOn: 'none' }).rotate().resize(width, height, { fit: 'cover' })
    : sharp({ create: { width, height, channels: 3, background: '#2b2d42' } });
  await base.composite([{ input: Buffer.from(panelSvg(slide, width, height)), top: 0, left: 0 }]).png({ compressionLevel: 3 }).toFile(target);
}

/**
 * Draws the slides in `dir` and joins them into `output`; the video's length in seconds
 * (the slides' sum).
 */
export async function composeDgVideo(slides: readonly DgSlide[], format: AiFormat, dir: string, output: string, signal?: AbortSignal): Promise<number> {
  const { width, height } = SIZE[format];
  const list: string[] = [];
  for (const [i, slide] of slides.entries()) {
    const file = join(dir, `slide-${String(i + 1).padStart(2, '0')}.png`);
    await drawSlide(slide, file, width, height);
    list.push(`file '${file}'`, `duration ${slide.seconds}`);
  }
  // The concat demuxer holds the last picture only if it is named once more.
  const last = list[list.length - 2];
  if (last) list.push(last);
  const listFile = join(dir, 'slides.txt');
  await writeFile(listFile, `${list.join('\n')}\n`);
  const seconds = slides.reduce((sum, s) => sum + s.seconds, 0);
  await runTool(
    'ffmpeg',
    [
      '-hide_banner', '-nostdin', '-loglevel', 'error', '-y',
      '-f', 'concat', '-safe', '0', '-i', listFile,
      '-vf', `fps=${FPS},format=yuv420p`,
      '-t', String(seconds),
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26',
      '-movflags', '+faststart',
      output,
    ],
    { timeoutMs: timeLimitFor(seconds * 1000, { perSecondMs: 2_000 }), ...(signal ? { signal } : {}) },
  );
  return seconds;
}

/** The slides of a storyboard, each shot's picture fetched into `dir` (a picture no longer stored gives the plain background). */
export async function slidesOf(storage: ObjectStorage, metadata: AiMetadata, dir: string, signal?: AbortSignal): Promise<DgSlide[]> {
  await mkdir(join(dir, 'pictures'), { recursive: true });
  const slides: DgSlide[] = [];
  for (const shot of metadata.shots) {
    let picture: string | null = null;
    if (shot.image_asset_id) {
      const file = join(dir, 'pictures', `shot-${shot.shot_number}.${extensionOf(shot.image_asset_id)}`);
      const fetched = await fetchMedia(storage, shot.image_asset_id, file, `The picture of shot ${shot.shot_number}`, signal).catch((err: unknown) => {
        if (err instanceof MediaInputError || err instanceof UnsupportedMediaError) return null;
        throw err;
      });
      picture = fetched && isStill(fetched.facts) ? fetched.file : null;
    }
    slides.push({
      shotNumber: shot.shot_number,
      heading: `Shot ${shot.shot_number} · ${AI_SHOT_TYPE_LABELS[shot.type]}: ${shot.title}`,
      storyGuide: shot.story_guide,
      filmGuide: shot.film_guide,
      picture,
      seconds: slideSeconds(shot.duration_seconds),
    });
  }
  return slides;
}
