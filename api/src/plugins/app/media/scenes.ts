import { SHOT_DURATION_S } from '../../../contracts';
import { fitWithin, h264Args } from './renditions';
import { runTool, timeLimitFor } from './tools';

/*
 * Scenes of a video for a storyboard made from it (001 §4 "Adding a script from an
 * upload"): ffmpeg's scene score (select='gt(scene,0.3)' with showinfo) marks the cuts, the
 * scenes are fitted to a shot's length (001 §5: 1 to 120 s), and each is cut into its own
 * clip.
 */

/** A frame whose scene score passes this starts a new scene (ffmpeg's usual threshold). */
export const SCENE_THRESHOLD = 0.3;
const MIN_MS = SHOT_DURATION_S.MIN * 1000;
const MAX_MS = SHOT_DURATION_S.MAX * 1000;
/** Clips keep up to 1080p: the render's resolution. */
const CLIP_MAX_SHORT_SIDE = 1080;

export interface Scene {
  readonly startMillis: number;
  readonly endMillis: number;
}

/** Seconds at which a new scene starts (never 0), in order. */
export async function detectSceneCuts(input: string, durationMillis: number | null, signal?: AbortSignal): Promise<number[]> {
  // Scored on a small picture: a cut is as plain at 320 px, and far cheaper to find.
  const filter = `scale='trunc(min(320,iw)/2)*2':-2,select='gt(scene,${SCENE_THRESHOLD})',showinfo`;
  const { stderr } = await runTool(
    'ffmpeg',
    ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'info', '-i', input, '-map', '0:v:0', '-an', '-sn', '-vf', filter, '-f', 'null', '-'],
    { timeoutMs: timeLimitFor(durationMillis, { perSecondMs: 2_000 }), keepStderr: true, ...(signal ? { signal } : {}) },
  );
  const cuts = [...stderr.matchAll(/\[Parsed_showinfo_\d+ @ [^\]]+\][^\n]*?\bpts_time:\s*([0-9.]+)/g)].map((m) => Number(m[1]));
  return [...new Set(cuts.filter((t) => Number.isFinite(t) && t > 0))].sort((a, b) => a - b);
}

/**
 * Scenes from the cuts, fitted to 001 §5's shot length: a scene under 1 s joins the one
 * before it (the first joins the next), a scene over 120 s is split into equal parts. A
 * video shorter than a second is one scene.
 */
export function planScenes(cutSeconds: readonly number[], durationMillis: number): Scene[] {
  const cuts = cutSeconds.map((s) => Math.round(s * 1000)).filter((ms) => ms > 0 && ms < durationMillis);
  const bounds = [0, ...new Set(cuts), durationMillis].sort((a, b) => a - b);
  const merged: { startMillis: number; endMillis: number }[] = [];
  for (let i = 0; i < bounds.length - 1; i++) {
    const scene = { startMillis: bounds[i] as number, endMillis: bounds[i + 1] as number };
    const last = merged.at(-1);
    // A short scene joins the one before; a short first scene takes in the next.
    if (last && (scene.endMillis - scene.startMillis < MIN_MS || last.endMillis - last.startMillis < MIN_MS)) last.endMillis = scene.endMillis;
    else merged.push(scene);
  }
  return merged.flatMap((scene) => {
    const length = scene.endMillis - scene.startMillis;
    const parts = Math.ceil(length / MAX_MS);
    if (parts <= 1) return [scene];
    return Array.from({ length: parts }, (_, i) => ({
      startMillis: scene.startMillis + Math.round((length * i) / parts),
      endMillis: scene.startMillis + Math.round((length * (i + 1)) / parts),
    }));
  });
}

/** Cuts one scene into an MP4 (H.264 + AAC, fast start) at `output`, frame-accurate. */
export async function cutClip(
  input: string,
  output: string,
  scene: Scene,
  size: { width: number; height: number },
  signal?: AbortSignal,
): Promise<void> {
  const length = scene.endMillis - scene.startMillis;
  await runTool(
    'ffmpeg',
    [
      '-hide_banner', '-nostdin', '-loglevel', 'error', '-y',
      '-ss', (scene.startMillis / 1000).toFixed(3), '-i', input, '-t', (length / 1000).toFixed(3),
      ...h264Args(fitWithin(size.width, size.height, CLIP_MAX_SHORT_SIDE), 2),
      '-movflags', '+faststart', '-f', 'mp4', output,
    ],
    { timeoutMs: timeLimitFor(length, { perSecondMs: 6_000 }), ...(signal ? { signal } : {}) },
  );
}
