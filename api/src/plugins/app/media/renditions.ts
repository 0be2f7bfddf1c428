import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REGISTERED_MEDIA_TYPES } from '../../../contracts';
import type { MediaFacts } from './probe';
import { runTool, timeLimitFor } from './tools';

/*
 * What the api makes from a registered file (docs/adr/024): a JPEG thumbnail of images and
 * videos, and an HLS rendition of videos (H.264 + AAC, at most 720p, 4 s segments) that the
 * portal's players stream.
 */

/** Thumbnail width in pixels (smaller images keep theirs). */
export const THUMBNAIL_WIDTH = 480;
/** The rendition's shorter side at most (720p, or 720 wide for a portrait video). */
export const HLS_MAX_SHORT_SIDE = 720;
/** Seconds of video in each HLS segment. */
export const HLS_SEGMENT_SECONDS = 4;
/** The playlist's file name in the rendition's folder. */
export const HLS_PLAYLIST = 'index.m3u8';

const even = (n: number): number => Math.max(2, 2 * Math.round(n / 2));

/** Width and height scaled down (never up) so the shorter side is at most `maxShortSide`, both even (H.264 4:2:0). */
export function fitWithin(width: number, height: number, maxShortSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxShortSide / Math.min(width, height));
  return { width: even(width * scale), height: even(height * scale) };
}

/** Where in a video its thumbnail is taken: a tenth in (past a black first frame or a fade), or 1 s when the length is unknown. */
export function thumbnailSecond(durationMillis: number | null): number {
  return durationMillis ? (durationMillis / 1000) * 0.1 : 1;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Writes a JPEG about THUMBNAIL_WIDTH wide to `output`: the image scaled, or a video's frame. */
export async function makeThumbnail(input: string, output: string, facts: MediaFacts, signal?: AbortSignal): Promise<void> {
  const scale = `scale='trunc(min(${THUMBNAIL_WIDTH},iw)/2)*2':-2`;
  const frame = async (seconds: number): Promise<void> => {
    const seek = facts.mediaType === REGISTERED_MEDIA_TYPES.Video ? ['-ss', seconds.toFixed(3)] : [];
    await runTool(
      'ffmpeg',
      ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...seek, '-i', input, '-map', '0:v:0', '-frames:v', '1', '-vf', scale, '-q:v', '3', '-f', 'image2', output],
      { timeoutMs: 60_000, ...(signal ? { signal } : {}) },
    );
  };
  await frame(thumbnailSecond(facts.durationMillis));
  // A seek past the last frame writes nothing: take the first frame instead.
  if (!(await exists(output))) await frame(0);
  if (!(await exists(output))) throw new Error('ffmpeg wrote no thumbnail');
}

/** ffmpeg arguments encoding H.264 + AAC at `size`, keyframes every `keyframeSeconds`. */
export function h264Args(size: { width: number; height: number }, keyframeSeconds: number): string[] {
  return [
    '-map', '0:v:0', '-map', '0:a:0?',
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
    '-vf', `scale=${size.width}:${size.height}`,
    '-force_key_frames', `expr:gte(t,n_forced*${keyframeSeconds})`,
    '-c:a', 'aac', '-b:a', '128k', '-ac', '2',
    '-max_muxing_queue_size', '1024',
  ];
}

/**
 * Writes an HLS rendition of a video into `outDir`: `index.m3u8` (a VOD playlist naming its
 * segments relatively) and `segment-NNNNN.ts`. Answers the files written, playlist first.
 */
export async function makeHls(input: string, outDir: string, facts: MediaFacts, signal?: AbortSignal): Promise<string[]> {
  if (!facts.width || !facts.height) throw new Error('The video has no picture size');
  const size = fitWithin(facts.width, facts.height, HLS_MAX_SHORT_SIDE);
  await runTool(
    'ffmpeg',
    [
      '-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', input,
      ...h264Args(size, HLS_SEGMENT_SECONDS),
      '-f', 'hls', '-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_list_size', '0',
      '-hls_segment_filename', join(outDir, 'segment-%05d.ts'),
      join(outDir, HLS_PLAYLIST),
    ],
    { timeoutMs: timeLimitFor(facts.durationMillis, { perSecondMs: 6_000 }), ...(signal ? { signal } : {}) },
  );
  return [HLS_PLAYLIST, ...(await segmentsOf(join(outDir, HLS_PLAYLIST)))];
}

/** The segment files a playlist names, in order. */
async function segmentsOf(playlist: string): Promise<string[]> {
  return (await readFile(playlist, 'utf8'))
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}
