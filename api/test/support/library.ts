import type { FastifyInstance } from 'fastify';
import { assetSearchResponseSchema, type AssetHit } from '../../src/contracts';
import { libraryRepository, type NewLibraryAsset } from '../../src/plugins/app/library';
import { bearer, signIn } from './account';
import { subOf } from './media';
import { customerIdOf } from './storyboards';

/** A signed-in demo customer: their id, token and identity (whose private keys they own). */
export interface Caller {
  readonly id: number;
  readonly token: string;
  readonly sub: string;
}

export async function callerOf(app: FastifyInstance, email: string): Promise<Caller> {
  const token = (await signIn(app, email)).IdToken;
  return { id: await customerIdOf(app, email), token, sub: subOf(token) };
}

/** A filmed file for a test: only what the test cares about, the rest filled in. */
export type FilmedAsset = Partial<Omit<NewLibraryAsset, 'customerId' | 'storyboardId'>> & {
  /** The shot's number in the storyboard (its id is looked up); null for a whole film. */
  readonly shot?: number | null;
  /** The day in the key, `yyyy/mm/dd`. */
  readonly day?: string;
};

let serial = 0;

/** A library key as the mobile app's uploads make them: the day in path segments 3 to 5. */
export const libraryKeyFor = (sub: string, day: string, fileName: string): string =>
  `private/${sub}/library/${day}/t${++serial}-${process.pid}/${fileName}`;

/**
 * Adds filmed assets of one of the customer's storyboards to their library (the mobile
 * app's upload arrives with another issue); answers their keys in order.
 */
export async function addFilmed(app: FastifyInstance, customerId: number, storyboardId: number, sub: string, assets: readonly FilmedAsset[]): Promise<string[]> {
  const { rows: shots } = await app.db.query<{ id: string; shot_number: number }>('select id, shot_number from shots where storyboard_id = $1', [storyboardId]);
  const shotId = (n: number | null | undefined): number | null => {
    if (n === null || n === undefined) return null;
    const found = shots.find((s) => s.shot_number === n);
    if (!found) throw new Error(`storyboard ${storyboardId} has no shot ${n}`);
    return Number(found.id);
  };
  const rows: NewLibraryAsset[] = assets.map((a) => {
    const name = a.name ?? 'clip.mp4';
    const shot = a.shot === undefined ? 1 : a.shot;
    return {
      customerId,
      storyboardId,
      assetId: a.assetId ?? libraryKeyFor(sub, a.day ?? '2026/03/01', name),
      userEmail: a.userEmail ?? 'sam@fans.test',
      shotId: shotId(shot),
      flicTitle: a.flicTitle ?? "Sam's film",
      flicShotNumber: a.flicShotNumber ?? shot,
      name,
      mediaType: a.mediaType ?? 'Video',
      assetType: a.assetType ?? (shot === null ? 'Flic' : 'FlicShot'),
      source: a.source ?? 'UGV',
      tags: a.tags ?? [],
      subtitleAssetId: a.subtitleAssetId ?? null,
      filmedAt: a.filmedAt === undefined ? new Date('2026-03-01T10:00:00Z') : a.filmedAt,
    };
  });
  const added = await libraryRepository(app.db).insert(rows);
  if (added.length !== rows.length) throw new Error(`added ${added.length} of ${rows.length} library assets`);
  return added;
}

/** GET /search/assets as `token`, parsed; the status too. */
export async function searchAssets(
  app: FastifyInstance,
  token: string,
  query: string,
): Promise<{ status: number; hits: AssetHit[]; total: number; relation: 'eq' | 'gte'; body: string }> {
  const res = await app.inject({ url: `/search/assets${query ? `?${query}` : ''}`, headers: bearer(token) });
  if (res.statusCode !== 200) return { status: res.statusCode, hits: [], total: -1, relation: 'eq', body: res.body };
  const { result } = assetSearchResponseSchema.parse(res.json());
  return { status: 200, hits: result.hits, total: result.total.value, relation: result.total.relation, body: res.body };
}
