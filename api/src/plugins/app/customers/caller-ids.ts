import type { Db } from '../../../db';
import type { Identity } from '../identity/auth/authenticate';
import type { Clock } from '../identity/clock';
import { customerOf } from './account-settings';

/** How long a found customer id is reused before it is looked up again. */
export const CUSTOMER_ID_RECHECK_MS = 2_000;
/** Past this many remembered callers, the stale ones are dropped (all of them if none is). */
const MAX_CALLERS = 10_000;

export interface CallerIds {
  /** The caller's customer id; 404 USER_NOT_FOUND as customerOf answers. */
  idOf(identity: Identity): Promise<number>;
}

/**
 * The caller's customer id for the searches, which run at a high rate and need nothing
 * else of the customer: one lookup per e-mail every CUSTOMER_ID_RECHECK_MS, not one per
 * request. Only ids are kept (a row's id never changes and its e-mail is unique); the role
 * is never cached, so routes that decide on it keep calling customerOf. A missing
 * customer is not remembered, so a new one is found at once.
 */
export function createCallerIds(db: Db, clock: Clock, recheckMs = CUSTOMER_ID_RECHECK_MS): CallerIds {
  // normalised e-mail -> id and when it was found
  const known = new Map<string, { readonly id: number; readonly at: number }>();
  return {
    async idOf(identity) {
      const key = identity.email.trim().toLowerCase();
      const now = clock.now();
      const hit = known.get(key);
      if (hit && now - hit.at < recheckMs) return hit.id;
      const { id } = await customerOf(db, identity);
      if (known.size >= MAX_CALLERS) {
        for (const [k, v] of known) if (now - v.at >= recheckMs) known.delete(k);
        if (known.size >= MAX_CALLERS) known.clear();
      }
      known.set(key, { id, at: now });
      return id;
    },
  };
}
