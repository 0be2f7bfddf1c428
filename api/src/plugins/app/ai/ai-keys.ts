import { ASSET_STORAGE_PREFIXES } from '../../../contracts';
import { assertStorageKey } from '../storage/keys';

/*
 * Where Deep Story keeps a storyboard's pictures (docs/adr/029): under the customer's own
 * private identity, `private/{identity}/ai/{storyboardId}/...`, so the portal signs them
 * with the existing asset-urls call and a delete knows what is the storyboard's alone.
 * Keys are fixed by what they hold (a shot's first image, a regeneration's), so a job that
 * runs again stores to the same key.
 */

/** `private/{identity}/ai/{storyboardId}/`: everything Deep Story made for the storyboard. */
export const aiFolderOf = (identity: string, storyboardId: number): string => `${ASSET_STORAGE_PREFIXES.PRIVATE}${identity}/ai/${storyboardId}/`;

/** The picture generation drew for a shot. */
export const shotImageKey = (identity: string, storyboardId: number, shotId: string, extension: string): string =>
  assertStorageKey(`${aiFolderOf(identity, storyboardId)}shots/${shotId}.${extension}`);

/** The picture a regeneration drew. */
export const regeneratedImageKey = (identity: string, storyboardId: number, regenerationId: number, extension: string): string =>
  assertStorageKey(`${aiFolderOf(identity, storyboardId)}regenerations/${regenerationId}.${extension}`);

/** Whether a key is one Deep Story made for this storyboard (any identity's: an admin's view). */
export const isAiKeyOf = (key: string, storyboardId: number): boolean =>
  key.startsWith(ASSET_STORAGE_PREFIXES.PRIVATE) && key.split('/')[2] === 'ai' && key.split('/')[3] === String(storyboardId);

/**
 * The pictures Deep Story made for the storyboard that `before` names and `after` no
 * longer does (a shot removed, a picture replaced): nothing else points at them.
 */
export function droppedAiKeys(before: AiMetadataImages, after: AiMetadataImages, storyboardId: number): string[] {
  const kept = new Set(imagesOf(after));
  return [...new Set(imagesOf(before))].filter((key) => isAiKeyOf(key, storyboardId) && !kept.has(key));
}

/** The part of a storyboard's metadata that names pictures. */
export interface AiMetadataImages {
  readonly shots: readonly { readonly image_asset_id: string | null }[];
  readonly thumbnail_asset_id: string | null;
}

const imagesOf = (m: AiMetadataImages): string[] => [...m.shots.map((s) => s.image_asset_id), m.thumbnail_asset_id].filter((k): k is string => k !== null);
