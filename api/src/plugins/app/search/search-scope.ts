import type { Db } from '../../../db';
import type { Identity } from '../identity/auth/authenticate';
import { customerNotFound } from '../customers/account-settings';

/** The caller of a search and the generations of what the searches read (migration 009). */
export interface SearchScope {
  readonly customerId: number;
  /** Moves on with every change to what /search/scripts shows this customer. */
  readonly customerGeneration: string;
  /** Moves on with every change to what /search/listings shows. */
  readonly marketplaceGeneration: string;
}

/**
 * One statement per search: the caller's customer id (404 USER_NOT_FOUND when there is
 * none, as customerOf answers) with the two generations, read before the search itself so
 * an answer is never remembered under a generation newer than its rows.
 */
export async function searchScopeOf(db: Db, identity: Identity): Promise<SearchScope> {
  const { rows } = await db.query<{ id: string | number; customer: string | number; marketplace: string | number }>(
    `select c.id,
            coalesce((select g.generation from search_generations g where g.scope = 'customer:' || c.id), 0) as customer,
            coalesce((select g.generation from search_generations g where g.scope = 'marketplace'), 0) as marketplace
     from customers c where c.email = $1`,
    [identity.email.trim().toLowerCase()],
  );
  const row = rows[0];
  if (!row) throw customerNotFound();
  return { customerId: Number(row.id), customerGeneration: String(row.customer), marketplaceGeneration: String(row.marketplace) };
}
