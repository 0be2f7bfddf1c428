import type { Db } from '../../../db';
import { MEDIA_ERROR_CODES, REUSABLE_ASSET_ERROR_CODES, privateKeyIdentity } from '../../../contracts';
import { ApiError } from '../errors';
import type { AssetCaller } from '../reusable-assets/reusable-asset-service';
import { reusableAssetRepository } from '../reusable-assets/reusable-asset-repository';

/*
 * Whose keys a customer's calls may name (001 §3, docs/adr/023): `public/` and `protected/`
 * keys, and the private keys of the customer's own identity, `private/{identity}/`, the
 * identity being the `sub` of the customer's user. The routes have already let the caller
 * act on the path's customer (their own, or any for an admin).
 */

/**
 * The identity whose private keys the path's customer owns: the caller's own token for
 * themselves (a hosted pool keeps no local user), else the customer's user (an admin acting
 * for them; null when they have none). 404 for an unknown customer.
 */
export async function customerIdentity(db: Db, caller: AssetCaller, customerId: number): Promise<string | null> {
  if (caller.customer.id === customerId) return caller.sub;
  const owner = await reusableAssetRepository(db).ownerOf(customerId);
  if (!owner) throw new ApiError(404, REUSABLE_ASSET_ERROR_CODES.CUSTOMER_NOT_FOUND, 'No such customer');
  return owner.identity;
}

/** 403 FOREIGN_PRIVATE_ASSET when `key` is a private key of another identity than `identity`. */
export function requireOwnKey(key: string, identity: string | null): void {
  const owner = privateKeyIdentity(key);
  if (owner !== null && owner !== identity) {
    throw new ApiError(403, MEDIA_ERROR_CODES.FOREIGN_PRIVATE_ASSET, `${key}: a private key must be under the customer's own private/{identity}/`);
  }
}
