import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { REGISTERED_MEDIA_TYPES } from '../../../contracts';
import { probeMedia, type MediaFacts } from '../media/probe';
import { downloadTo } from '../media/workspace';
import type { ObjectStorage } from '../storage';

/*
 * The files post-production works on, fetched from storage into a job's work folder and
 * probed. Pictures are turned into PNG on the way (sharp reads JPEG, PNG, WebP, GIF, AVIF),
 * so the editing project, melt and Kdenlive need only PNG whatever the customer uploaded.
 */

/** A file named in the metadata is no longer stored, or is not the kind of media its place takes: the job would fail again. */
export class MediaInputError extends Error {
  override readonly name = 'MediaInputError';
}

/** A fetched file: where it is and what ffprobe found. */
export interface FetchedMedia {
  readonly file: string;
  readonly facts: MediaFacts;
}

/** The extension of a key's file name (lower case, letters and digits), or `bin`. */
export function extensionOf(key: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(key);
  return match?.[1]?.toLowerCase() ?? 'bin';
}

/** Copies the object under `key` to `file` and probes it; MediaInputError when nothing is stored there. */
export async function fetchMedia(storage: ObjectStorage, key: string, file: string, what: string, signal?: AbortSignal): Promise<FetchedMedia> {
  if (!(await downloadTo(storage, key, file))) throw new MediaInputError(`${what} is no longer stored (${key})`);
  return { file, facts: await probeMedia(file, signal) };
}

/** Rewrites a still picture at `source` as PNG at `target` (removing the source). */
export async function stillAsPng(source: string, target: string): Promise<void> {
  // rotate(): a phone photo's orientation applied to the pixels.
  await sharp(source, { failOn: 'none' }).rotate().png({ compressionLevel: 6 }).toFile(target);
  if (source !== target) await rm(source, { force: true });
}

/** Whether probed media is a still picture. */
export const isStill = (facts: MediaFacts): boolean => facts.mediaType === REGISTERED_MEDIA_TYPES.Image;
