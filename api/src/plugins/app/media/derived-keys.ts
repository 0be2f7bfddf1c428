import { createHash } from 'node:crypto';
import { ASSET_STORAGE_PREFIXES, storageKeyProblem } from '../../../contracts';
import { HLS_PLAYLIST } from './renditions';

/*
 * Where what the api makes from an asset is stored: in a folder beside it,
 * `<key>.media/` (thumbnail.jpg, hls/index.m3u8 and its segments, a storyboard's scene
 * clips), under the same prefix and identity as the asset, so whoever may read the asset
 * may read them. A key too long for that (1024 characters, 255 a segment) gets a folder
 * named by its hash under the same owner instead.
 */

/** Room kept in the folder for the longest name put there (scene clips and their own folders). */
const ROOM = 'x'.repeat(96);

/** The owner part of a key: `private/{identity}`, `protected` or `public`. */
function ownerOf(key: string): string {
  if (key.startsWith(ASSET_STORAGE_PREFIXES.PRIVATE)) return key.split('/').slice(0, 2).join('/');
  return key.split('/')[0] as string;
}

/** The folder of an asset's derived files (no trailing slash). */
export function mediaFolderOf(assetKey: string): string {
  const beside = `${assetKey}.media`;
  if (storageKeyProblem(`${beside}/${ROOM}`) === null) return beside;
  return `${ownerOf(assetKey)}/media/${createHash('sha256').update(assetKey).digest('hex').slice(0, 40)}`;
}

/** The JPEG thumbnail of an image or video. */
export const thumbnailKeyOf = (assetKey: string): string => `${mediaFolderOf(assetKey)}/thumbnail.jpg`;

/** The folder of a video's HLS rendition. */
export const hlsFolderOf = (assetKey: string): string => `${mediaFolderOf(assetKey)}/hls`;

/** The HLS playlist of a video. */
export const streamKeyOf = (assetKey: string): string => `${hlsFolderOf(assetKey)}/${HLS_PLAYLIST}`;

/** The clip of scene `n` (from 1) cut for script-creation request `requestId`. */
export const sceneClipKeyOf = (sourceKey: string, requestId: number, n: number): string =>
  `${mediaFolderOf(sourceKey)}/requests/${requestId}/scene-${String(n).padStart(3, '0')}.mp4`;
