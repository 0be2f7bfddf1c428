import type { FastifyInstance } from 'fastify';
import type { MediaAsset, TestRender } from '../../src/contracts';
import { mediaAssetRepository } from '../../src/plugins/app/media/media-repository';
import { bearer } from '../support/account';
import { pollUntil, storeTestMedia, type TestMediaKind } from '../support/media';
import { makeStoryboard } from '../support/storyboards';

/*
 * What the render tests start from: a Published storyboard whose shots last a second or two
 * (a render takes seconds, not minutes), and the customer's own videos, registered through
 * the api and processed until Ready.
 */

/** A Published storyboard of `customerId` whose shots last `seconds` each, in order; its id and shot ids. */
export async function shortStoryboard(app: FastifyInstance, customerId: number, seconds: readonly number[], status: 'Published' | 'Draft' = 'Published'): Promise<{ id: number; shotIds: number[] }> {
  const id = await makeStoryboard(app, customerId, { status, shots: seconds.length });
  const { rows } = await app.db.query<{ id: string }>('select id from shots where storyboard_id = $1 order by shot_number', [id]);
  const shotIds = rows.map((r) => Number(r.id));
  for (const [i, shotId] of shotIds.entries()) await app.db.query('update shots set duration_millis = $2 where id = $1', [shotId, (seconds[i] ?? 1) * 1000]);
  return { id, shotIds };
}

/** Test media registered as the customer's asset (POST .../assets) and processed: its Ready record. */
export async function readyAsset(app: FastifyInstance, token: string, sub: string, customerId: number, kind: TestMediaKind = 'video'): Promise<MediaAsset> {
  const location = await storeTestMedia(app.storage, sub, kind);
  const res = await app.inject({ method: 'POST', url: `/proxy/v1/customers/${customerId}/assets`, headers: bearer(token), payload: location });
  if (res.statusCode !== 200) throw new Error(`registering answered ${res.statusCode}: ${res.body}`);
  const asset = await pollUntil<MediaAsset>(
    async () => (await app.inject({ url: `/proxy/v1/customers/${customerId}/assets/${encodeURIComponent(location.key)}`, headers: bearer(token) })).json().result,
    (a) => a.status !== 'Processing',
  );
  if (asset.status !== 'Ready') throw new Error(`${kind} ended ${asset.status}: ${asset.error}`);
  return asset;
}

/** GET .../test-render/{id} as the customer. */
export async function readRender(app: FastifyInstance, token: string, customerId: number, renderId: number): Promise<TestRender> {
  return (await app.inject({ url: `/proxy/v1/customers/${customerId}/test-render/${renderId}`, headers: bearer(token) })).json().result as TestRender;
}

/**
 * The test video stored under the customer's uploads and recorded Ready, as processing
 * would leave it (for an app whose media workers are off).
 */
export async function storedReadyVideo(app: FastifyInstance, customerId: number, sub: string): Promise<string> {
  const { key, bucket } = await storeTestMedia(app.storage, sub, 'video');
  const info = await app.storage.stat(key);
  const media = mediaAssetRepository(app.db);
  await media.register({ customerId, assetId: key, bucket, mediaType: 'Video', contentType: 'video/mp4', size: info?.size ?? 0, etag: info?.etag ?? null, originalFileName: 'video.mp4' });
  await media.markReady(key, info?.etag ?? null, { mediaType: 'Video', durationMillis: 2000, width: 320, height: 180, thumbnailKey: null, streamKey: null });
  return key;
}
