import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { REGISTERED_MEDIA_TYPES } from '../../../contracts';
import type { ObjectStorage } from '../storage';
import { hlsFolderOf, streamKeyOf, thumbnailKeyOf } from './derived-keys';
import type { ProcessedMedia } from './media-repository';
import { probeMedia } from './probe';
import { HLS_PLAYLIST, makeHls, makeThumbnail } from './renditions';
import { uploadFrom } from './workspace';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const SEGMENT_TYPE = 'video/mp2t';

/**
 * Probes a local copy of an asset and stores what the portal shows of it beside the asset:
 * a thumbnail of images and videos, the HLS rendition of videos (segments first, the
 * playlist last, so a playlist never names a segment not yet stored). Storing again under
 * the same keys makes a second run (a retried job) harmless.
 */
export async function processMediaFile(storage: ObjectStorage, assetId: string, file: string, workDir: string, signal?: AbortSignal): Promise<ProcessedMedia> {
  const facts = await probeMedia(file, signal);
  let thumbnailKey: string | null = null;
  let streamKey: string | null = null;
  if (facts.mediaType !== REGISTERED_MEDIA_TYPES.Audio) {
    const thumbnail = join(workDir, 'thumbnail.jpg');
    await makeThumbnail(file, thumbnail, facts, signal);
    thumbnailKey = thumbnailKeyOf(assetId);
    await uploadFrom(storage, thumbnailKey, thumbnail, 'image/jpeg');
  }
  if (facts.mediaType === REGISTERED_MEDIA_TYPES.Video) {
    const hlsDir = join(workDir, 'hls');
    await mkdir(hlsDir);
    const [playlist, ...segments] = await makeHls(file, hlsDir, facts, signal);
    for (const segment of segments) await uploadFrom(storage, `${hlsFolderOf(assetId)}/${segment}`, join(hlsDir, segment), SEGMENT_TYPE);
    await uploadFrom(storage, streamKeyOf(assetId), join(hlsDir, playlist ?? HLS_PLAYLIST), PLAYLIST_TYPE);
    streamKey = streamKeyOf(assetId);
  }
  return { mediaType: facts.mediaType, durationMillis: facts.durationMillis, width: facts.width, height: facts.height, thumbnailKey, streamKey };
}
