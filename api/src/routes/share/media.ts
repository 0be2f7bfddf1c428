import type { FastifyInstance } from 'fastify';
import { ASSET_STORAGE_PREFIXES, SIGNED_URL_TTL_SECONDS, storageKeyProblem } from '../../contracts';
import { streamKeyOf, thumbnailKeyOf } from '../../plugins/app/media/derived-keys';
import type { ShareOpening } from '../../plugins/app/share-links';
import type { SharedMedia } from './page';

type Open = Extract<ShareOpening, { kind: 'open' }>;

/**
 * What a shared storyboard shows from storage that is not public (an uploaded cover, a
 * shot's scene thumbnail, the latest film): signed for the page for an hour, or until the
 * link expires if that is sooner; anyone holding the link may see them, as they see the rest.
 */
export async function signSharedMedia(app: FastifyInstance, opening: Open): Promise<SharedMedia> {
  const ttl = Math.max(1, Math.min(SIGNED_URL_TTL_SECONDS.VIEW, Math.floor((opening.expiresAt - app.clock.now()) / 1000)));
  const { storyboard, filmKey } = opening;
  const refs = [storyboard.landScapeImageAssetId ?? storyboard.thumbnailAssetId, ...storyboard.shots.map((s) => s.imageAssetId)];
  const signable = (ref: string | null): ref is string =>
    ref !== null && !ref.startsWith(ASSET_STORAGE_PREFIXES.PUBLIC) && storageKeyProblem(ref) === null;
  const images = new Map<string, string>();
  for (const ref of new Set(refs.filter(signable))) images.set(ref, (await app.storageUrls.view(ref, ttl)).url);
  if (!filmKey) return { images, film: null };
  const [file, stream, poster] = await Promise.all([
    app.storageUrls.view(filmKey, ttl),
    app.storage.exists(streamKeyOf(filmKey)).then((has) => (has ? app.storageUrls.playlist(streamKeyOf(filmKey), ttl) : null)),
    app.storage.exists(thumbnailKeyOf(filmKey)).then((has) => (has ? app.storageUrls.view(thumbnailKeyOf(filmKey), ttl) : null)),
  ]);
  return { images, film: { file: file.url, stream: stream?.url ?? null, poster: poster?.url ?? null } };
}
