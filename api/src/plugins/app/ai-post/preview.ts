import { probeMedia } from '../media/probe';
import { runTool, timeLimitFor } from '../media/tools';
import type { ProjectSettings } from './settings';

/*
 * The editing project's check (docs/adr/030): melt renders the project into a small
 * preview (the same document with a 180-line frame), and ffprobe reads the preview's length
 * back, which must be the project's within half a second. A file melt cannot load, or a
 * service it does not have, fails the check: melt itself carries on without them.
 */

/** The preview's short side, in pixels. */
export const PREVIEW_SHORT_SIDE = 180;
/** How far the preview's length may be from the project's. */
export const PREVIEW_TOLERANCE_SECONDS = 0.5;

/** The project does not render as written: a file or service melt could not load, or a length that is not the project's. */
export class ProjectCheckError extends Error {
  override readonly name = 'ProjectCheckError';
}

/** The preview's frame: the project's aspect, PREVIEW_SHORT_SIDE on the short side, even sizes. */
export function previewSize(settings: Pick<ProjectSettings, 'width' | 'height'>): { width: number; height: number } {
  const even = (n: number): number => Math.max(2, Math.round(n / 2) * 2);
  const scale = PREVIEW_SHORT_SIDE / Math.min(settings.width, settings.height);
  return { width: even(settings.width * scale), height: even(settings.height * scale) };
}

/** What melt says when it leaves out something of the document. */
const LOAD_FAILURE = /failed to load[^\n]*/i;

/**
 * Renders `document` (an MLT XML file) to `output` (H.264 and AAC in MP4) with melt, and
 * answers the rendered length in seconds; ProjectCheckError when melt skipped part of it
 * or the length is not `expectedSeconds` (within PREVIEW_TOLERANCE_SECONDS).
 */
export async function renderPreview(document: string, output: string, expectedSeconds: number, signal?: AbortSignal): Promise<number> {
  const { stderr } = await runTool(
    'melt',
    [
      document,
      '-silent',
      '-consumer',
      `avformat:${output}`,
      'vcodec=libx264',
      'preset=veryfast',
      'crf=30',
      'pix_fmt=yuv420p',
      'acodec=aac',
      'ab=96k',
      'movflags=+faststart',
      // Every frame rendered, none dropped to keep up with a clock.
      'real_time=-1',
    ],
    { timeoutMs: timeLimitFor(expectedSeconds * 1000, { perSecondMs: 4_000 }), keepStderr: true, ...(signal ? { signal } : {}) },
  );
  const skipped = LOAD_FAILURE.exec(stderr);
  if (skipped) throw new ProjectCheckError(`melt could not render the project as written: ${skipped[0].trim()}`);
  const facts = await probeMedia(output, signal);
  const seconds = (facts.durationMillis ?? 0) / 1000;
  if (Math.abs(seconds - expectedSeconds) > PREVIEW_TOLERANCE_SECONDS) {
    throw new ProjectCheckError(`The preview lasts ${seconds.toFixed(2)} s where the project lasts ${expectedSeconds.toFixed(2)} s`);
  }
  return seconds;
}
