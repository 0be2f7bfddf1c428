import type { Db } from '../../../db';
import {
  AI_ERROR_CODES as CODES,
  AI_STATUS,
  DEEPSTORY_MESSAGES,
  KDEN_FILE,
  ROLES,
  SIGNED_URL_TTL_SECONDS,
  isGenerationComplete,
  type AddToAccountProgress,
  type AiStatus,
  type AiStoryboardAction,
  type KdenFileResult,
  type PostProductionStatus,
} from '../../../contracts';
import { aiNotFound, aiStoryboardOf, requireAiUser } from '../ai';
import type { Customer } from '../customers/customer-repository';
import { ApiError } from '../errors';
import type { JobQueue } from '../jobs';
import type { AssetCaller } from '../reusable-assets/reusable-asset-service';
import type { ObjectStorage, StorageUrls } from '../storage';
import { customerIdentity } from '../storage/access';
import { UPLOAD_ERROR_CODES } from '../storage/uploads';
import { ACCOUNT_ADD_QUEUE, type AccountAddJob } from './account-add';
import { aiPostRepository, type AccountAddRow, type PostProductionRow } from './ai-post-repository';
import { DG_VIDEO_QUEUE, type DgVideoJob } from './dg-video-job';
import { POST_PRODUCTION_QUEUE, type PostProductionJob } from './post-production';

/*
 * Deep Story's post-production calls (002 §3, §4, §7; docs/adr/030). The routes have
 * authenticated the caller and checked their plan (viewDeepStory, or an admin; the editing
 * project's download needs viewDownloadKden). `user_id` must be the caller's customer
 * (403 AI_USER_MISMATCH; an admin may name any); a storyboard or request of another
 * customer is 404 AI_NOT_FOUND, as one that does not exist. Requests are recorded and
 * their job queued in one transaction.
 */

export interface AiPostServiceDeps {
  readonly db: Db;
  readonly jobs: JobQueue;
  readonly storage: ObjectStorage;
  readonly storageUrls: StorageUrls;
}

/** getKdenFile's code when there is no editing project to download (the spec's '0' is the one that has). */
export const KDEN_FILE_UNAVAILABLE = '1';

const isAdmin = (caller: Customer): boolean => caller.role === ROLES.admin;
const underWay = (s: AiStatus): boolean => s === AI_STATUS.Queued || s === AI_STATUS.Processing;

const statusOf = (row: PostProductionRow): PostProductionStatus => ({
  post_production_process_status: row.postProductionStatus,
  kdenlive_process_status: row.kdenliveStatus,
  error_code: row.errorCode,
  error_message: row.errorMessage,
});

const progressOf = (add: AccountAddRow | null): AddToAccountProgress =>
  add
    ? { status: add.status, script_id: add.scriptId ?? 0, error_code: add.errorCode, error_message: add.errorMessage }
    : { status: AI_STATUS.NotStarted, script_id: 0, error_code: null, error_message: null };

/** Whether the storyboard's editing project is made, from its current revision. */
const projectMade = (row: PostProductionRow): boolean =>
  row.postProductionStatus === AI_STATUS.Done && row.kdenliveStatus === AI_STATUS.Done && row.postProductionRevision === row.revision && row.kdenKey !== null;

export function aiPostService(deps: AiPostServiceDeps) {
  const repo = aiPostRepository(deps.db);

  /** The identity whose private folder the job writes to (409 when the customer has no user). */
  async function identityOf(caller: AssetCaller, customerId: number): Promise<string> {
    const identity = await customerIdentity(deps.db, caller, customerId);
    if (identity === null) throw new ApiError(409, UPLOAD_ERROR_CODES.CUSTOMER_HAS_NO_USER, 'This customer has no user to own the files Deep Story makes');
    return identity;
  }

  /** The customer's storyboard, generated with its pictures settled (409 AI_NOT_READY else), and its post-production. */
  async function readyStoryboard(customerId: number, id: number): Promise<PostProductionRow> {
    const storyboard = await aiStoryboardOf(deps.db, customerId, id);
    if (!storyboard.metadata || !isGenerationComplete({ storyboard_process_status: storyboard.storyboardStatus, image_process_status: storyboard.imageStatus })) {
      throw new ApiError(409, CODES.AI_NOT_READY, storyboard.storyboardStatus === AI_STATUS.Failed ? 'The storyboard could not be generated' : 'The storyboard is still being generated');
    }
    const row = await repo.postProduction(id);
    if (!row) throw aiNotFound();
    return row;
  }

  /** The storyboard's post-production when the caller may see it (their own; an admin any). */
  async function visible(caller: Customer, id: number): Promise<PostProductionRow> {
    const row = await repo.postProduction(id);
    if (!row || (row.customerId !== caller.id && !isAdmin(caller))) throw aiNotFound();
    return row;
  }

  return {
    /**
     * POST /ai/requestPostProduction: the editing project made (again) from the storyboard
     * as it is. Already under way, or made from this revision: the statuses as they are.
     */
    async requestPostProduction(caller: AssetCaller, body: AiStoryboardAction): Promise<PostProductionStatus> {
      requireAiUser(caller.customer, body.user_id);
      await readyStoryboard(body.user_id, body.id);
      const identity = await identityOf(caller, body.user_id);
      return deps.db.transaction(async (tx) => {
        const posts = aiPostRepository(tx);
        const row = await posts.postProduction(body.id, { lock: true });
        if (!row) throw aiNotFound();
        const current = row.postProductionRevision === row.revision;
        if (current && (underWay(row.postProductionStatus) || underWay(row.kdenliveStatus) || projectMade(row))) return statusOf(row);
        await posts.start(row.id, row.revision);
        await deps.jobs.send<PostProductionJob>(POST_PRODUCTION_QUEUE, { storyboardId: row.id, revision: row.revision, identity }, { tx });
        const started = await posts.postProduction(row.id);
        return statusOf(started ?? row);
      });
    },

    /** GET /ai/checkPostProductionStatus?id. */
    async postProductionStatus(caller: Customer, id: number): Promise<PostProductionStatus> {
      return statusOf(await visible(caller, id));
    },

    /** GET /ai/getKdenFile?id&user_id: code '0' and a signed URL of output.tar.gz, or another code, no path and why. */
    async kdenFile(caller: Customer, query: { id: number; user_id: number }): Promise<KdenFileResult> {
      requireAiUser(caller, query.user_id);
      await aiStoryboardOf(deps.db, query.user_id, query.id);
      const row = await repo.postProduction(query.id);
      if (!row) throw aiNotFound();
      const unavailable = (why: string): KdenFileResult => ({ code: KDEN_FILE_UNAVAILABLE, path: null, message: `${DEEPSTORY_MESSAGES.kdenFileFailed}: ${why}` });
      if (row.postProductionStatus === AI_STATUS.Failed || row.kdenliveStatus === AI_STATUS.Failed) return unavailable(row.errorMessage ?? 'post-production failed');
      if (underWay(row.postProductionStatus) || underWay(row.kdenliveStatus)) return unavailable('the editing project is still being made');
      if (row.postProductionRevision === null || row.kdenKey === null) return unavailable('post-production has not been started');
      if (!projectMade(row)) return unavailable('the storyboard has changed since its editing project was made; film it again');
      if (!(await deps.storage.exists(row.kdenKey))) return unavailable('the editing project is no longer stored');
      const view = await deps.storageUrls.view(row.kdenKey, SIGNED_URL_TTL_SECONDS.VIEW, { downloadAs: KDEN_FILE.DOWNLOAD_NAME });
      return { code: KDEN_FILE.SUCCESS_CODE, path: view.url, message: `${KDEN_FILE.DOWNLOAD_NAME} is ready` };
    },

    /** POST /ai/requestDGVideo: a Director Guide video of the storyboard as it is; the request's id. */
    async requestDgVideo(caller: AssetCaller, body: AiStoryboardAction): Promise<number> {
      requireAiUser(caller.customer, body.user_id);
      await readyStoryboard(body.user_id, body.id);
      const identity = await identityOf(caller, body.user_id);
      return deps.db.transaction(async (tx) => {
        const dgVideoId = await aiPostRepository(tx).insertDgVideo(body.id, body.user_id);
        await deps.jobs.send<DgVideoJob>(DG_VIDEO_QUEUE, { dgVideoId, identity }, { tx });
        return dgVideoId;
      });
    },

    /** GET /ai/checkDGVideoStatus?id. */
    async dgVideoStatus(caller: Customer, id: number): Promise<{ status: AiStatus; error_message: string | null; video_asset_id: string | null }> {
      const row = await repo.dgVideo(id);
      if (!row || (row.customerId !== caller.id && !isAdmin(caller))) throw aiNotFound('Director Guide video request');
      return { status: row.status, error_message: row.errorMessage, video_asset_id: row.status === AI_STATUS.Done ? row.videoKey : null };
    },

    /**
     * POST /ai/requestAddToAccount: a classic storyboard made from this one, once its
     * post-production is done (409 AI_POST_PRODUCTION_PENDING before). An add under way
     * answers its progress instead of starting another.
     */
    async requestAddToAccount(caller: AssetCaller, body: AiStoryboardAction): Promise<AddToAccountProgress> {
      requireAiUser(caller.customer, body.user_id);
      const row = await readyStoryboard(body.user_id, body.id);
      if (row.postProductionStatus !== AI_STATUS.Done || row.kdenliveStatus !== AI_STATUS.Done) {
        throw new ApiError(409, CODES.AI_POST_PRODUCTION_PENDING, 'Post-production must finish before the storyboard is added to the account');
      }
      const identity = await identityOf(caller, body.user_id);
      return deps.db.transaction(async (tx) => {
        const posts = aiPostRepository(tx);
        await posts.postProduction(body.id, { lock: true });
        const latest = await posts.latestAccountAdd(body.id);
        if (latest && underWay(latest.status)) return progressOf(latest);
        const addId = await posts.insertAccountAdd(body.id, body.user_id);
        await deps.jobs.send<AccountAddJob>(ACCOUNT_ADD_QUEUE, { addId, identity, caller: caller.customer }, { tx });
        return progressOf(await posts.accountAdd(addId));
      });
    },

    /** GET /ai/checkAddToAccountProgress?id&user_id: the storyboard's latest add (status 0 before any). */
    async addToAccountProgress(caller: Customer, query: { id: number; user_id: number }): Promise<AddToAccountProgress> {
      requireAiUser(caller, query.user_id);
      await aiStoryboardOf(deps.db, query.user_id, query.id);
      return progressOf(await repo.latestAccountAdd(query.id));
    },
  };
}

export type AiPostService = ReturnType<typeof aiPostService>;
