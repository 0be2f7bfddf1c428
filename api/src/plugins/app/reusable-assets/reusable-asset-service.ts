import type { Db } from '../../../db';
import {
  REUSABLE_ASSET_ERROR_CODES as CODES,
  ROLES,
  privateKeyIdentity,
  type CreateReusableAsset,
  type ReusableAsset,
  type ReusableAssetSearchQuery,
  type UpdateReusableAsset,
} from '../../../contracts';
import type { Customer } from '../customers/customer-repository';
import { ApiError } from '../errors';
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

  /** The identity whose private keys the path's customer may register; 404 for an unknown customer. */
  async function ownerIdentity(caller: AssetCaller, customerId: number): Promise<string | null> {
    const owner = await assets.ownerOf(customerId);
    if (!owner) throw new ApiError(404, CODES.CUSTOMER_NOT_FOUND, 'No such customer');
    // The caller's own token is authoritative for themselves (a hosted pool keeps no local user).
    return caller.customer.id === customerId ? caller.sub : owner.identity;
  }

  return {
    async create(caller: AssetCaller, customerId: number, body: CreateReusableAsset): Promise<ReusableAsset> {
      const identity = await ownerIdentity(caller, customerId);
      const keyIdentity = privateKeyIdentity(body.assetId);
      if (keyIdentity !== null && keyIdentity !== identity) {
        throw new ApiError(403, CODES.FOREIGN_PRIVATE_ASSET, "assetId: a private key must be under the customer's own private/{identity}/");
      }
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
