import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REGISTERED_MEDIA_TYPES, RENDER_OUTPUT } from '../../../contracts';
import type { MediaFacts } from '../media/probe';
import { runTool, timeLimitFor } from '../media/tools';

/*
 * The film of a test render (001 §9 "Rendered output 1080p HD with streaming support";
 * docs/adr/027), made with ffmpeg in two passes so each shot is its own step:
 *   1. each shot alone: its picture scaled to fit 1920x1080 and padded (letterboxed or
 *      pillarboxed), 25 frames a second, exactly the shot's length (a longer video cut, a
 *      shorter one held on its last frame, a still shown throughout); its sound kept,
 *      padded with silence, or silence when it has none; H.264 and PCM in Matroska;
 *   2. the shots joined in order without encoding the picture again (they share one
 *      encoder setting), the sound encoded once as AAC (no gap between shots), in an MP4
 *      whose index is at the front (fast start) so a player starts before the end arrives.
 * The streaming rendition is made afterwards as every video's is (media/renditions.ts).
 */

/** One shot of the film: a local copy of its media, what ffprobe found, and its length. */
export interface FilmShot {
  readonly file: string;
  readonly facts: Pick<MediaFacts, 'mediaType' | 'hasAudio'>;
  readonly durationMillis: number;
}

const { WIDTH, HEIGHT, FRAME_RATE, AUDIO_SAMPLE_RATE } = RENDER_OUTPUT;
const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];

/** Whole frames of a shot: its length at 25 frames a second (at least one). */
export const framesOf = (durationMillis: number): number => Math.max(1, Math.round((durationMillis * FRAME_RATE) / 1000));

/** The length of `frames` frames in milliseconds: what a shot really lasts in the film. */
export const millisOf = (frames: number): number => Math.round((frames * 1000) / FRAME_RATE);

/** ffmpeg arguments that make one shot's segment (step 1 above). */
export function shotArgs(shot: FilmShot, output: string): string[] {
  const frames = framesOf(shot.durationMillis);
  const seconds = (frames / FRAME_RATE).toFixed(3);
  const still = shot.facts.mediaType === REGISTERED_MEDIA_TYPES.Image;
  const input = still ? ['-loop', '1', '-framerate', String(FRAME_RATE), '-i', shot.file] : ['-i', shot.file];
  const silence = shot.facts.hasAudio ? [] : ['-f', 'lavfi', '-i', `anullsrc=channel_layout=stereo:sample_rate=${AUDIO_SAMPLE_RATE}`];
  const picture =
    `[0:v:0]scale=${WIDTH}:${HEIGHT}:force_original_aspect_ratio=decrease,pad=${WIDTH}:${HEIGHT}:(ow-iw)/2:(oh-ih)/2:color=black,` +
    `setsar=1,fps=${FRAME_RATE},format=yuv420p,tpad=stop_mode=clone:stop_duration=${seconds},trim=end_frame=${frames},setpts=PTS-STARTPTS[v]`;
  const sound =
    `${shot.facts.hasAudio ? '[0:a:0]' : '[1:a:0]'}aresample=${AUDIO_SAMPLE_RATE},aformat=sample_fmts=s16:channel_layouts=stereo,` +
    `apad,atrim=end_sample=${(frames * AUDIO_SAMPLE_RATE) / FRAME_RATE},asetpts=PTS-STARTPTS[a]`;
  return [
    ...QUIET,
    ...input,
    ...silence,
    '-filter_complex', `${picture};${sound}`,
    '-map', '[v]', '-map', '[a]',
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-g', String(FRAME_RATE * 2),
    '-c:a', 'pcm_s16le',
    '-frames:v', String(frames),
    '-f', 'matroska', output,
  ];
}

/** ffmpeg arguments that join the segments listed in `list` into the MP4 (step 2 above). */
export function joinArgs(list: string, output: string): string[] {
  return [
    ...QUIET,
    '-f', 'concat', '-safe', '0', '-i', list,
    '-map', '0:v:0', '-map', '0:a:0',
    '-c:v', 'copy',
    '-c:a', 'aac', '-b:a', '160k', '-ac', '2', '-ar', String(AUDIO_SAMPLE_RATE),
    '-movflags', '+faststart',
    '-f', 'mp4', output,
  ];
}

export interface FilmRun {
  /** Where the segments and their list are written. */
  readonly workDir: string;
  /** The MP4 to write. */
  readonly output: string;
  readonly signal?: AbortSignal;
  /** Told before each shot is encoded (from 1) and before the join. */
  readonly onShot?: (n: number, total: number) => Promise<void>;
  readonly onJoin?: () => Promise<void>;
}

/** Makes the film of `shots`, in order, at `run.output`; ffmpeg stops when `run.signal` aborts. */
export async function makeFilm(shots: readonly FilmShot[], run: FilmRun): Promise<void> {
  if (shots.length === 0) throw new Error('A film needs at least one shot');
  const signal = run.signal ? { signal: run.signal } : {};
  const segments: string[] = [];
  for (const [i, shot] of shots.entries()) {
    await run.onShot?.(i + 1, shots.length);
    const name = `shot-${String(i + 1).padStart(3, '0')}.mkv`;
    // 1080p on a small machine: a generous multiple of the shot's length.
    await runTool('ffmpeg', shotArgs(shot, join(run.workDir, name)), { timeoutMs: timeLimitFor(shot.durationMillis, { perSecondMs: 15_000 }), ...signal });
    segments.push(name);
  }
  await run.onJoin?.();
  // Names of our own making, relative to the list's folder: nothing to quote.
  const list = join(run.workDir, 'shots.txt');
  await writeFile(list, segments.map((name) => `file '${name}'\n`).join(''));
  const total = shots.reduce((sum, shot) => sum + shot.durationMillis, 0);
  await runTool('ffmpeg', joinArgs(list, run.output), { timeoutMs: timeLimitFor(total, { perSecondMs: 1_000 }), ...signal });
}
