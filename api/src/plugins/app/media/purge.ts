import { posix } from 'node:path';
import { IMAGE_WIDTHS } from '../../../contracts';
import { readObject, type ObjectStorage } from '../storage';
import { PLAYLIST_MAX_BYTES, referencedKey } from '../storage/playlists';
import { streamKeyOf, thumbnailKeyOf } from './derived-keys';
import { sizedImageKeyOf } from './sized-images';

/*
 * Removing what the api stored for an asset (docs/adr/024 "Where renditions go"): its HLS
 * rendition (the segments first, the playlist last, the reverse of how they were stored,
 * so a playlist never names a segment already gone and a second run finds what the first
 * left) and its thumbnail, then, for a purge, the asset itself. Deleting what is not
 * there is no error: every step may run again.
 */

/** The name makeHls gives segment `n` (ffmpeg's `segment-%05d.ts`). */
const segmentName = (n: number): string => `segment-${String(n).padStart(5, '0')}.ts`;

/** Keys that processing recorded for the asset, when they are known (they may differ from the derived ones). */
export interface KnownRenditions {
  readonly thumbnailKey?: string | null;
  readonly streamKey?: string | null;
}

/** The segments a stored playlist names (none when it is missing or too large to be ours). */
async function namedSegments(storage: ObjectStorage, playlistKey: string): Promise<string[]> {
  const info = await storage.stat(playlistKey);
  if (!info || info.size > PLAYLIST_MAX_BYTES) return [];
  const text = (await readObject(storage, playlistKey))?.toString('utf8') ?? '';
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .flatMap((uri) => {
      const key = referencedKey(playlistKey, uri);
      return key ? [key] : [];
    });
}

/** Removes an HLS rendition: the segments its playlist names, any left by a run that never wrote the playlist, then the playlist. */
async function removeRendition(storage: ObjectStorage, playlistKey: string): Promise<void> {
  const named = await namedSegments(storage, playlistKey);
  for (const key of named) await storage.delete(key);
  // Segments are stored before their playlist: a run that stopped between left some the
  // playlist does not name, numbered on from the last it does.
  const folder = posix.dirname(playlistKey);
  for (let n = named.length; await storage.delete(`${folder}/${segmentName(n)}`); n++);
  await storage.delete(playlistKey);
}

const distinct = (keys: readonly (string | null | undefined)[]): string[] => [...new Set(keys.filter((k): k is string => Boolean(k)))];

/** Removes the thumbnail, the smaller copies and the HLS rendition stored for `assetKey` (where processing recorded them, and where they are derived to be). */
export async function removeRenditions(storage: ObjectStorage, assetKey: string, known: KnownRenditions = {}): Promise<void> {
  for (const playlist of distinct([known.streamKey, streamKeyOf(assetKey)])) await removeRendition(storage, playlist);
  for (const thumbnail of distinct([known.thumbnailKey, thumbnailKeyOf(assetKey)])) await storage.delete(thumbnail);
  for (const width of IMAGE_WIDTHS) await storage.delete(sizedImageKeyOf(assetKey, width));
}

/** Removes an asset's renditions, the asset itself and the `others` stored with it (a subtitle file). */
export async function removeStoredMedia(storage: ObjectStorage, assetKey: string, known: KnownRenditions = {}, others: readonly string[] = []): Promise<void> {
  await removeRenditions(storage, assetKey, known);
  for (const key of distinct([...others, assetKey])) await storage.delete(key);
}
