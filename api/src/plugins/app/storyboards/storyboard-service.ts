import type { Db } from '../../../db';
import {
  BILLING_ERROR_CODES,
  DEFAULT_SHOT_IMAGES,
  FEATURES,
  PROJECT_TYPES,
  ROLES,
  STORYBOARD_ACTIONS,
  STORYBOARD_ERROR_CODES as CODES,
  STORYBOARD_STATUSES,
  TIER_FEATURES,
  type CreateShot,
  type Feature,
  type Listing,
  type ProjectType,
  type PutScriptAsset,
  type StoryboardDetail,
  type UpdateShot,
  type UpdateStoryboardSummary,
} from '../../../contracts';
import { currentTierOf } from '../billing/entitlements';
import type { PaymentGateway } from '../billing/payment-gateway';
import { customerRepository, type Customer } from '../customers/customer-repository';
import { ApiError } from '../errors';
import type { JobQueue } from '../jobs';
import { COPY_QUEUE, RELEASE_QUEUE, type CopyJob, type ReleaseJob } from './jobs';
import { checkBackToDev, checkDelete, checkListable, checkMoveToLive, checkSuspend, requireAction, requireEditable } from './rules';
import { copyRequestRepository, type CopyKind, type CopyRequest } from './copy-request-repository';
import { listingRepository, type ListingRow } from './listing-repository';
import { shotRepository, type ShotRepository } from './shot-repository';
import { storyboardRepository, type StoryboardHead } from './storyboard-repository';

export interface StoryboardDeps {
  readonly db: Db;
  readonly gateway: PaymentGateway;
  readonly jobs: JobQueue;
}

/**
 * Who may do what (docs/adr/017): a customer acts on their own customer id only; an admin
 * on any. Every change loads the storyboard under the path's customer, checks the rules of
 * 001 §4 (rules.ts) and the plan where one applies, and writes in one transaction.
 */
export function storyboardService(deps: StoryboardDeps) {
  const isAdmin = (caller: Customer): boolean => caller.role === ROLES.admin;

  /** 403 unless the caller is the path's customer or an admin. */
  function requireCustomer(caller: Customer, customerId: number): void {
    if (caller.id !== customerId && !isAdmin(caller)) {
      throw new ApiError(403, CODES.FORBIDDEN_CUSTOMER, "You can only act on your own customer's storyboards");
    }
  }

  async function holds(caller: Customer, feature: Feature): Promise<boolean> {
    if (isAdmin(caller)) return true;
    const tier = await currentTierOf(deps.gateway, caller.id);
    return tier !== null && TIER_FEATURES[tier].includes(feature);
  }

  async function requireFeature(caller: Customer, feature: Feature, what: string): Promise<void> {
    if (!(await holds(caller, feature))) {
      throw new ApiError(403, BILLING_ERROR_CODES.FEATURE_NOT_IN_PLAN, `${what} needs a plan that includes ${feature}`);
    }
  }

  /** The storyboard under the path's customer, or 404 (another customer's looks unknown). */
  async function load(db: Db, customerId: number, id: number): Promise<StoryboardHead> {
    const head = await storyboardRepository(db).head(id);
    if (!head || head.customerId !== customerId) throw new ApiError(404, CODES.STORYBOARD_NOT_FOUND, 'No such storyboard');
    return head;
  }

  /**
   * Before an edit's transaction: a marketplace copy needs customiseStoryboard. Checked
   * outside the transaction because the plan is read through the payment gateway on the
   * app's connection, which PGlite (one connection) would hold behind the open transaction.
   */
  async function requireCustomisable(caller: Customer, customerId: number, id: number): Promise<void> {
    const head = await load(deps.db, customerId, id);
    if (head.fromMarketplace) await requireFeature(caller, FEATURES.customiseStoryboard, 'Editing a marketplace storyboard');
  }

  /** Inside an edit's transaction: the storyboard is still this customer's Draft. */
  async function loadEditable(db: Db, customerId: number, id: number): Promise<StoryboardHead> {
    const head = await load(db, customerId, id);
    requireEditable(head);
    return head;
  }

  /** The customer's project of a type, which the body's projectId must name. */
  async function projectOfType(customerId: number, projectId: number, type: ProjectType): Promise<void> {
    const projects = await customerRepository(deps.db).projectsOf(customerId);
    if (!projects.some((p) => p.id === projectId && p.projectType === type)) {
      throw new ApiError(409, CODES.PROJECT_MOVE_REFUSED, `projectId must be this customer's ${type} project`);
    }
  }

  async function detail(customerId: number, id: number): Promise<StoryboardDetail> {
    const found = await storyboardRepository(deps.db).detail(id);
    if (!found || found.customerId !== customerId) throw new ApiError(404, CODES.STORYBOARD_NOT_FOUND, 'No such storyboard');
    return found;
  }

  const shotNotFound = (): ApiError => new ApiError(404, CODES.SHOT_NOT_FOUND, 'No such shot in this storyboard');

  /**
   * An edit of a Draft's shots or assets: the plan check for marketplace copies first, then
   * in one transaction the status check, the work, and the storyboard's last-updated time.
   */
  async function edit<T>(caller: Customer, customerId: number, id: number, work: (shots: ShotRepository, tx: Db) => Promise<T>): Promise<T> {
    await requireCustomisable(caller, customerId, id);
    return deps.db.transaction(async (tx) => {
      await loadEditable(tx, customerId, id);
      const result = await work(shotRepository(tx), tx);
      await storyboardRepository(tx).touch(id);
      return result;
    });
  }

  /** Records a copy request and queues its job in the same transaction. */
  async function queueCopy(tx: Db, request: Parameters<ReturnType<typeof copyRequestRepository>['insert']>[0]): Promise<number> {
    const requestId = await copyRequestRepository(tx).insert(request);
    await deps.jobs.send<CopyJob>(COPY_QUEUE, { requestId }, { tx });
    return requestId;
  }

  /** An environment move into the customer's project of `type`, if `check` lets it. */
  async function moveProject(
    customerId: number,
    id: number,
    projectId: number,
    type: ProjectType,
    check: (s: StoryboardHead) => void,
  ): Promise<StoryboardDetail> {
    await projectOfType(customerId, projectId, type);
    await deps.db.transaction(async (tx) => {
      check(await load(tx, customerId, id));
      await storyboardRepository(tx).moveToProject(id, projectId);
    });
    return detail(customerId, id);
  }

  return {
    requireCustomer,
    detail,

    list: (customerId: number) => storyboardRepository(deps.db).listOf(customerId),

    /**
     * A new storyboard of the customer's with this summary: a Draft in their Dev project,
     * where every storyboard starts (001 §4). Deep Story's add to account makes its
     * storyboards this way (docs/adr/030). Its id.
     */
    async create(customerId: number, summary: UpdateStoryboardSummary): Promise<number> {
      const dev = (await customerRepository(deps.db).projectsOf(customerId)).find((p) => p.projectType === PROJECT_TYPES.Dev);
      if (!dev) throw new ApiError(409, CODES.PROJECT_MOVE_REFUSED, 'The customer has no Dev project to create the storyboard in');
      return deps.db.transaction(async (tx) => {
        const repo = storyboardRepository(tx);
        const id = await repo.insert(customerId, dev.id, summary.title);
        await repo.updateSummary(id, summary);
        return id;
      });
    },

    async updateSummary(caller: Customer, customerId: number, id: number, body: UpdateStoryboardSummary): Promise<StoryboardDetail> {
      await requireCustomisable(caller, customerId, id);
      await deps.db.transaction(async (tx) => {
        await loadEditable(tx, customerId, id);
        await storyboardRepository(tx).updateSummary(id, body);
      });
      return detail(customerId, id);
    },

    async createShot(caller: Customer, customerId: number, id: number, body: CreateShot): Promise<number> {
      if (body.shotType !== undefined && !isAdmin(caller)) throw new ApiError(403, CODES.ADMIN_ONLY, 'Only an admin chooses a shot type');
      return edit(caller, customerId, id, async (shots, tx) => {
        const count = (await storyboardRepository(tx).detail(id))?.numberOfShots ?? 0;
        const imageAssetId = body.imageAssetId ?? DEFAULT_SHOT_IMAGES[count % DEFAULT_SHOT_IMAGES.length] ?? null;
        return shots.createShot(id, { ...body, imageAssetId });
      });
    },

    async updateShot(caller: Customer, customerId: number, id: number, shotId: number, body: UpdateShot): Promise<void> {
      await edit(caller, customerId, id, async (shots) => {
        const shot = await shots.shotOf(id, shotId);
        if (!shot) throw shotNotFound();
        if (body.shotType !== undefined && body.shotType !== shot.shotType && !isAdmin(caller)) {
          throw new ApiError(403, CODES.ADMIN_ONLY, 'Only an admin changes a shot type');
        }
        await shots.updateShot(id, shotId, body);
      });
    },

    async deleteShot(caller: Customer, customerId: number, id: number, shotId: number): Promise<void> {
      await edit(caller, customerId, id, async (shots) => {
        if (!(await shots.shotOf(id, shotId))) throw shotNotFound();
        await shots.deleteShot(id, shotId);
      });
    },

    async putAsset(caller: Customer, customerId: number, id: number, pathAssetId: string, body: PutScriptAsset): Promise<void> {
      if (body.assetId !== pathAssetId) throw ApiError.badRequest('assetId must match the path', 'ASSET_MISMATCH');
      await edit(caller, customerId, id, async (shots) => {
        if (body.shotId && !(await shots.isShotOf(id, body.shotId))) throw shotNotFound();
        await shots.putAsset(id, body);
      });
    },

    /**
     * Release: Processing at once, and a job (queued in the same transaction) decides
     * Published or back to Draft with the reason (001 §4; the portal polls every 500 ms).
     */
    async release(customerId: number, id: number, quality: 'High' | 'Low'): Promise<StoryboardDetail> {
      await deps.db.transaction(async (tx) => {
        requireAction(await load(tx, customerId, id), STORYBOARD_ACTIONS.release);
        await storyboardRepository(tx).startRelease(id, quality);
        await deps.jobs.send<ReleaseJob>(RELEASE_QUEUE, { storyboardId: id }, { tx });
      });
      return detail(customerId, id);
    },

    /**
     * Clone (a Published storyboard): into the customer's own account, or, for an admin,
     * into another customer's (`targetUserId`). Answers the request id the portal polls.
     */
    async clone(caller: Customer, customerId: number, id: number, title: string, targetUserId?: number): Promise<number> {
      const target = targetUserId ?? customerId;
      if (target !== customerId && !isAdmin(caller)) throw new ApiError(403, CODES.ADMIN_ONLY, "Only an admin clones into another customer's account");
      if (target !== customerId && !(await customerRepository(deps.db).projectsOf(target)).length) {
        throw new ApiError(404, 'USER_NOT_FOUND', 'No such customer');
      }
      return deps.db.transaction(async (tx) => {
        requireAction(await load(tx, customerId, id), STORYBOARD_ACTIONS.clone);
        return queueCopy(tx, { kind: 'clone', requestedBy: customerId, sourceStoryboardId: id, listingId: null, targetCustomerId: target, title });
      });
    },

    /** Copy a marketplace listing into the customer's account (customiseStoryboard). */
    async copyListing(caller: Customer, customerId: number, listingId: number): Promise<number> {
      await requireFeature(caller, FEATURES.customiseStoryboard, 'Adding a marketplace storyboard to your account');
      return deps.db.transaction(async (tx) => {
        const listing = await listingRepository(tx).find(listingId);
        const source = listing ? await storyboardRepository(tx).head(listing.storyboardId) : null;
        if (!listing || !source) throw new ApiError(404, CODES.LISTING_NOT_FOUND, 'No such listing');
        const title = (await storyboardRepository(tx).detail(source.id))?.title ?? 'Storyboard';
        return queueCopy(tx, { kind: 'listing-copy', requestedBy: customerId, sourceStoryboardId: source.id, listingId, targetCustomerId: customerId, title });
      });
    },

    /** A clone or listing-copy request of this customer. */
    async copyRequest(customerId: number, requestId: number, kind: CopyKind): Promise<CopyRequest> {
      const request = await copyRequestRepository(deps.db).find(requestId);
      if (!request || request.requestedBy !== customerId || request.kind !== kind) {
        throw new ApiError(404, CODES.REQUEST_NOT_FOUND, 'No such request');
      }
      return request;
    },

    /** Suspend: a Published storyboard goes back to Draft for editing (001 §4). */
    async suspend(customerId: number, id: number): Promise<StoryboardDetail> {
      await deps.db.transaction(async (tx) => {
        checkSuspend(await load(tx, customerId, id));
        await storyboardRepository(tx).setStatus(id, STORYBOARD_STATUSES.Draft);
      });
      return detail(customerId, id);
    },

    /** Delete: marked Deleted, gone from lists and searches. */
    async remove(customerId: number, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        checkDelete(await load(tx, customerId, id));
        await storyboardRepository(tx).setStatus(id, STORYBOARD_STATUSES.Deleted);
      });
    },

    /** POST .../live: from the Dev project to the Live one. */
    moveToLive: (customerId: number, id: number, projectId: number) =>
      moveProject(customerId, id, projectId, PROJECT_TYPES.Live, checkMoveToLive),

    /** POST .../project: back to the Dev project. */
    backToDev: (customerId: number, id: number, projectId: number) =>
      moveProject(customerId, id, projectId, PROJECT_TYPES.Dev, checkBackToDev),

    /** POST .../list: into the marketplace, by an admin or a customer whose plan customises storyboards. */
    async moveToMarketplace(caller: Customer, customerId: number, id: number, author: string, description: string): Promise<number> {
      await requireFeature(caller, FEATURES.customiseStoryboard, 'Listing in the marketplace');
      return deps.db.transaction(async (tx) => {
        checkListable(await load(tx, customerId, id));
        return listingRepository(tx).insert(id, author, description);
      });
    },

    /** DELETE .../listings/{listingId}: the owner (or an admin) takes it off the marketplace. */
    async unlist(customerId: number, listingId: number): Promise<void> {
      const repo = listingRepository(deps.db);
      const listing = await repo.find(listingId);
      if (!listing || listing.ownerId !== customerId) throw new ApiError(404, CODES.LISTING_NOT_FOUND, 'No such listing of this customer');
      await repo.remove(listingId);
    },

    async listing(listingId: number): Promise<Listing> {
      const { hits } = await listingRepository(deps.db).search({ listingId, size: 1 });
      const row = hits[0];
      if (!row) throw new ApiError(404, CODES.LISTING_NOT_FOUND, 'No such listing');
      return toListing(row);
    },

    async listings(q: Parameters<ReturnType<typeof listingRepository>['search']>[0]) {
      const page = await listingRepository(deps.db).search(q);
      return { hits: page.hits.map(toListing), total: page.total };
    },

  };
}

/** A marketplace listing as the spec names its fields (001 §3). */
export function toListing(r: ListingRow): Listing {
  const shots = typeof r.shot_list === 'string' ? (JSON.parse(r.shot_list) as ListingRow['shot_list']) : r.shot_list;
  const shotList = Array.isArray(shots) ? shots : [];
  return {
    id: Number(r.listing_id),
    listingId: Number(r.listing_id),
    scriptId: Number(r.id),
    script: {
      scriptId: Number(r.id),
      scriptTitle: r.title,
      title: r.title,
      description: r.description,
      landScapeImageAssetId: r.landscape_image_asset_id,
      portraitImageAssetId: r.portrait_image_asset_id,
      thumbnailAssetId: r.thumbnail_asset_id,
      explanationAssetId: r.explanation_asset_id,
      projectId: Number(r.project_id),
      numberOfShots: shotList.length,
      tags: r.tags,
      duration: Number(r.duration),
      shootingMode: r.shooting_mode,
      storyboardType: r.storyboard_type,
      aiSearch: r.ai_search,
      denoisingMode: r.denoising_mode,
      autoAdjustmentMode: r.auto_adjustment_mode,
    },
    shots: shotList.map((s) => ({ id: Number(s.id), imageAssetId: s.imageAssetId, explanationAssetId: s.explanationAssetId })),
    author: { name: r.author_name, description: r.author_description },
  };
}

export type StoryboardService = ReturnType<typeof storyboardService>;
