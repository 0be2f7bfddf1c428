import type { Db } from '../../../db';
import { PUBLIC_STORAGE_PATH, SIGNED_URL_TTL_SECONDS, type AssetUrl } from '../../../contracts';
import { mediaAssetRepository } from '../media/media-repository';
import { storageVisibility } from './keys';
import { keyPath, type StorageUrls } from './signed-urls';

/** What processing made of a registered asset: the keys of its thumbnail and of its HLS playlist. */
export interface MediaRenditions {
  readonly thumbnailAssetId: string | null;
  readonly streamAssetId: string | null;
}

/** The renditions of those of `assetIds` that have any, by asset id (the media table, api/src/plugins/app/media). */
export function mediaRenditionsOf(db: Db, assetIds: readonly string[]): Promise<ReadonlyMap<string, MediaRenditions>> {
  return mediaAssetRepository(db).renditionsOf(assetIds);
}

/** The public URL of a `public/` key: the api's public route (docs/adr/019). */
export const publicObjectUrl = (publicUrl: string, key: string): string =>
  `${publicUrl}${PUBLIC_STORAGE_PATH}/${keyPath(key.slice(key.indexOf('/') + 1))}`;

/** A URL to view the object under `key` for `ttl` seconds: its public URL when it is public (no expiry), else a signed one. */
export async function viewUrlOf(
  urls: StorageUrls,
  publicUrl: string,
  key: string,
  ttl: number,
  downloadAs?: string,
): Promise<{ url: string; expiresAt: Date | null }> {
  if (storageVisibility(key) === 'public') return { url: publicObjectUrl(publicUrl, key), expiresAt: null };
  return urls.view(key, ttl, downloadAs === undefined ? {} : { downloadAs });
}

/**
 * URLs to view each asset (POST .../asset-urls), in the order asked: public keys their public
 * URL, others a signed one (and one that downloads it under its key's last segment); the thumbnail too, and the HLS playlist through the playlist
 * route (public playlists work as they are: their segments are public too). The caller has
 * checked that the customer may read every key (access.ts).
 */
export async function assetUrlsFor(db: Db, urls: StorageUrls, publicUrl: string, assetIds: readonly string[]): Promise<AssetUrl[]> {
  const ttl = SIGNED_URL_TTL_SECONDS.VIEW;
  const isPublic = (key: string): boolean => storageVisibility(key) === 'public';
  const view = (key: string, downloadAs?: string) => viewUrlOf(urls, publicUrl, key, ttl, downloadAs);
  const stream = (key: string): { url: string; expiresAt: Date | null } =>
    isPublic(key) ? { url: publicObjectUrl(publicUrl, key), expiresAt: null } : urls.playlist(key, ttl);
  const renditions = await mediaRenditionsOf(db, assetIds);
  return Promise.all(
    assetIds.map(async (assetId) => {
      const found = renditions.get(assetId);
      const [main, download, thumbnail] = await Promise.all([
        view(assetId),
        view(assetId, assetId.slice(assetId.lastIndexOf('/') + 1)),
        found?.thumbnailAssetId ? view(found.thumbnailAssetId) : null,
      ]);
      const playlist = found?.streamAssetId ? stream(found.streamAssetId) : null;
      // When to ask again: the soonest signed URL's expiry; public URLs never expire, so the view lifetime.
      const expiries = [main, thumbnail, playlist].flatMap((u) => (u?.expiresAt ? [u.expiresAt.getTime()] : []));
      const expiresAt = new Date(expiries.length ? Math.min(...expiries) : urls.expiryIn(ttl).getTime());
      return {
        assetId,
        url: main.url,
        thumbnailUrl: thumbnail?.url ?? null,
        streamUrl: playlist?.url ?? null,
        downloadUrl: download.url,
        expiresAt: expiresAt.toISOString(),
      };
    }),
  );
}
