import { readFile } from 'node:fs/promises';
import {
  mediaAssetResponseSchema,
  okResultSchema,
  registeredAssetResponseSchema,
  reusableAssetResponseSchema,
  storyboardResponseSchema,
  uploadTicketResponseSchema,
} from '@portal/shared-contracts/storyboards';
import { testMedia } from '@portal/build-tools/src/testMedia.mjs';
import { API_URL } from './api';
import { makeStoryboard, until, type ApiUser, type MadeStoryboard } from './storyboards';

/*
 * What a render journey starts from, made through the api as the portal's own calls make
 * it: a Published storyboard of two one-second shots (a render takes seconds, not
 * minutes), and the customer's own videos, uploaded, registered, processed until Ready and
 * kept as reusable assets, so the Director's Guide offers them to drag onto the shots.
 */

/** A Published storyboard of `email`'s with exactly two UGV shots of one second each. */
export async function twoShotStoryboard(api: ApiUser, email: string): Promise<MadeStoryboard> {
  const made = await makeStoryboard(email, { status: 'Draft' });
  const path = `/proxy/v1/customers/${api.customerId}/storyboards/${made.id}`;
  const [first, second, ...rest] = [...made.detail.shots].sort((a, b) => a.shotNumber - b.shotNumber);
  if (!first || !second) throw new Error(`storyboard ${made.id} has fewer than two shots`);
  for (const shot of rest.reverse()) await api.delete(`${path}/shots/${shot.id}`, okResultSchema);
  for (const shot of [first, second]) await api.post(`${path}/shots/${shot.id}`, { durationMillis: 1000, ugvStatus: 'ON' }, okResultSchema);
  await api.post(`${path}/release`, { publishedRenderQuality: 'High' }, storyboardResponseSchema);
  const detail = (await until(() => api.get(path, storyboardResponseSchema), (s) => s.result.status !== 'Processing', 'the release')).result;
  if (detail.status !== 'Published') throw new Error(`release ended ${detail.status}: ${detail.releaseError}`);
  return { ...made, detail };
}

/** The small test video uploaded (ticket, signed PUT, register), processed until Ready, and kept as a reusable asset named `name`. */
export async function reusableVideo(api: ApiUser, name: string): Promise<string> {
  const media = await testMedia('video');
  const bytes = await readFile(media.file);
  const base = `/proxy/v1/customers/${api.customerId}`;
  const ticket = (await api.post(`${base}/uploads`, { fileName: `${name}.mp4`, contentType: media.contentType, size: bytes.length }, uploadTicketResponseSchema)).result;
  const put = await fetch(new URL(ticket.url, `${API_URL}/`), { method: ticket.method, headers: ticket.headers, body: bytes });
  if (!put.ok) throw new Error(`the upload's PUT answered ${put.status}: ${await put.text()}`);
  const { assetId } = (await api.post(`${base}/assets`, { key: ticket.key, bucket: ticket.bucket }, registeredAssetResponseSchema)).result;
  const asset = await until(() => api.get(`${base}/assets/${encodeURIComponent(assetId)}`, mediaAssetResponseSchema), (a) => a.result.status !== 'Processing', `processing of ${name}`);
  if (asset.result.status !== 'Ready') throw new Error(`${name} ended ${asset.result.status}: ${asset.result.error}`);
  await api.post(`${base}/reusable-assets`, { assetId, mediaType: 'Video', name }, reusableAssetResponseSchema);
  return assetId;
}
