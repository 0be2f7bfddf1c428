import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db';
import {
  ASSET_STORAGE_PREFIXES,
  MEDIA_PROCESSING_STATUSES,
  REGISTERED_MEDIA_TYPES,
  RENDER_ERROR_CODES as CODES,
  RENDER_MESSAGES,
  RENDER_STEPS,
  STORYBOARD_ERROR_CODES,
  STORYBOARD_MESSAGES,
  TEST_RENDER_RESULT_STATUSES,
  isRenderableStoryboard,
  type TestRender,
  type TestRenderRequest,
  type TestRenderStarted,
} from '../../../contracts';
import { ApiError } from '../errors';
import type { JobQueue } from '../jobs';
import { mediaAssetRepository } from '../media/media-repository';
import type { AssetCaller } from '../reusable-assets/reusable-asset-service';
import { customerIdentity } from '../storage/access';
import { assertStorageKey } from '../storage/keys';
import { UPLOAD_ERROR_CODES, fileNameSegment } from '../storage/uploads';
import { storyboardRepository } from '../storyboards/storyboard-repository';
import { RENDER_QUEUE, type RenderJob } from './jobs';
import { renderRepository, toTestRender, type UgvShot } from './render-repository';

export interface RenderServiceDeps {
  readonly db: Db;
  readonly jobs: JobQueue;
}

/** `private/{identity}/renders/{yyyy}/{mm}/{dd}/{random id}/{title}.mp4`, the date in UTC (the shape of upload keys). */
export function renderKey(identity: string, title: string, at: Date, id: string = randomBytes(12).toString('base64url')): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '/');
  return assertStorageKey(`${ASSET_STORAGE_PREFIXES.PRIVATE}${identity}/renders/${day}/${id}/${fileNameSegment(`${title}.mp4`)}`);
}

const mismatch = (): ApiError => ApiError.badRequest(RENDER_MESSAGES.shotsAssetsMismatch, CODES.SHOTS_ASSETS_MISMATCH);

/**
 * The shots of the request in the storyboard's order, each with its asset: exactly the
 * storyboard's UGV shots, one asset each (001 §4, §5), else the spec's refusal.
 */
function fillShots(ugv: readonly UgvShot[], body: TestRenderRequest): { shot: UgvShot; assetId: string }[] {
  const assets = new Map(body.shots.map((s) => [s.shotId, s.assetId]));
  if (ugv.length === 0 || body.shots.length !== ugv.length || assets.size !== ugv.length) throw mismatch();
  return ugv.map((shot) => {
    const assetId = assets.get(shot.id);
    if (assetId === undefined) throw mismatch();
    return { shot, assetId };
  });
}

/**
 * Test renders (001 §4 "Render", §7; docs/adr/027). The routes have let the caller act on
 * the path's customer (their own, or any for an admin) and checked their plan includes
 * rendering (viewRender). A render is of the customer's own storyboard in a status that
 * allows it, fills every UGV shot with one of the customer's own Ready videos, and is made
 * by the render job, queued in the transaction that records it.
 */
export function renderService(deps: RenderServiceDeps) {
  /** Each asset is the customer's own registered video, processed and Ready; 400 else. */
  async function requireVideos(customerId: number, assetIds: readonly string[]): Promise<void> {
    const media = mediaAssetRepository(deps.db);
    for (const assetId of new Set(assetIds)) {
      const asset = await media.find(assetId);
      const usable =
        asset?.customerId === customerId && asset.status === MEDIA_PROCESSING_STATUSES.Ready && asset.mediaType === REGISTERED_MEDIA_TYPES.Video;
      if (!usable) throw ApiError.badRequest(STORYBOARD_MESSAGES.assetNotSupported, CODES.RENDER_ASSET_INVALID);
    }
  }

  /** The storyboard under the path's customer (404 else), in a status that allows a render (409 else). */
  async function renderable(customerId: number, storyboardId: number): Promise<void> {
    const head = await storyboardRepository(deps.db).head(storyboardId);
    if (!head || head.customerId !== customerId) throw new ApiError(404, STORYBOARD_ERROR_CODES.STORYBOARD_NOT_FOUND, 'No such storyboard');
    if (!isRenderableStoryboard(head.status, head.projectType)) {
      throw new ApiError(409, CODES.RENDER_NOT_ALLOWED, `A ${head.status} storyboard cannot be rendered: it must be Published`);
    }
  }

  return {
    /** POST .../storyboards/{id}/test-render: records the render and queues its job; answers its id, Processing. */
    async start(caller: AssetCaller, customerId: number, storyboardId: number, body: TestRenderRequest, at: Date): Promise<TestRenderStarted> {
      await renderable(customerId, storyboardId);
      const shots = fillShots(await renderRepository(deps.db).ugvShotsOf(storyboardId), body);
      await requireVideos(customerId, shots.map((s) => s.assetId));
      const identity = await customerIdentity(deps.db, caller, customerId);
      if (identity === null) throw new ApiError(409, UPLOAD_ERROR_CODES.CUSTOMER_HAS_NO_USER, 'This customer has no user to own the rendered video');
      const outputKey = renderKey(identity, body.title, at);
      const id = await deps.db.transaction(async (tx) => {
        const renderId = await renderRepository(tx).insert(
          { customerId, storyboardId, title: body.title, outputKey, step: RENDER_STEPS.queued },
          shots.map(({ shot, assetId }) => ({ shotId: shot.id, shotNumber: shot.shotNumber, assetId, durationMillis: shot.durationMillis })),
        );
        await deps.jobs.send<RenderJob>(RENDER_QUEUE, { renderId }, { tx });
        return renderId;
      });
      return { id, processingStatus: TEST_RENDER_RESULT_STATUSES.Processing };
    },

    /** GET .../test-render/{id}: a render of this customer's (404 else). */
    async get(customerId: number, renderId: number): Promise<TestRender> {
      const render = await renderRepository(deps.db).find(renderId);
      if (!render || render.customerId !== customerId) throw new ApiError(404, CODES.TEST_RENDER_NOT_FOUND, 'No such test render');
      return toTestRender(render);
    },

    /** GET .../storyboards/{id}/test-render/latest: the storyboard's newest film, or null. */
    async latest(customerId: number, storyboardId: number): Promise<TestRender | null> {
      const head = await storyboardRepository(deps.db).head(storyboardId);
      if (!head || head.customerId !== customerId) throw new ApiError(404, STORYBOARD_ERROR_CODES.STORYBOARD_NOT_FOUND, 'No such storyboard');
      const render = await renderRepository(deps.db).latestComplete(storyboardId);
      return render ? toTestRender(render) : null;
    },
  };
}

export type RenderService = ReturnType<typeof renderService>;
