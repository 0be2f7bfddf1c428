import type { Db } from '../../../db';
import {
  REUSABLE_ASSET_ERROR_CODES as CODES,
  ROLES,
  type CreateReusableAsset,
  type ReusableAsset,
  type ReusableAssetSearchQuery,
  type UpdateReusableAsset,
} from '../../../contracts';
import type { Customer } from '../customers/customer-repository';
import { ApiError } from '../errors';
import { customerIdentity, requireOwnKey } from '../storage/access';
import type { Page } from '../storyboards/search-sql';
import { reusableAssetRepository } from './reusable-asset-repository';

/** Who is calling: their customer row and the `sub` of their verified token. */
export interface AssetCaller {
  readonly customer: Customer;
  readonly sub: string;
}

const notFound = (): ApiError => new ApiError(404, CODES.REUSABLE_ASSET_NOT_FOUND, 'No such reusable asset');

/**
 * Reusable assets (001 §3), under the rules of docs/adr/017: the routes have already let the
 * caller act on the path's customer (their own, or any for an admin); an asset of another
 * customer under that id is 404. A private key must be the path customer's own
 * (`private/{identity}/...`, the identity being the `sub` of the customer's user), so no one
 * registers, and later reads through the portal, another customer's private object.
 */
export function reusableAssetService(db: Db) {
  const assets = reusableAssetRepository(db);

  return {
    async create(caller: AssetCaller, customerId: number, body: CreateReusableAsset): Promise<ReusableAsset> {
      requireOwnKey(body.assetId, await customerIdentity(db, caller, customerId));
      return assets.insert(customerId, body);
    },

    async get(customerId: number, id: number): Promise<ReusableAsset> {
      const asset = await assets.find(customerId, id);
      if (!asset) throw notFound();
      return asset;
    },

    async update(customerId: number, id: number, body: UpdateReusableAsset): Promise<ReusableAsset> {
      const asset = await assets.update(customerId, id, body);
      if (!asset) throw notFound();
      return asset;
    },

    /** A real delete: a second delete of the same id is 404. */
    async remove(customerId: number, id: number): Promise<void> {
      if (!(await assets.delete(customerId, id))) throw notFound();
    },

    /** The caller's own assets; an admin's search covers every customer's (the Director's Guide, ADR 017). */
    async search(caller: Customer, query: ReusableAssetSearchQuery): Promise<Page<ReusableAsset>> {
      return assets.search(caller.role === ROLES.admin ? null : caller.id, query);
    },
  };
}

export type ReusableAssetService = ReturnType<typeof reusableAssetService>;
