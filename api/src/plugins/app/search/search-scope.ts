import type { Db } from '../../../db';
import { ROLES } from '../../../contracts';
import type { Identity } from '../identity/auth/authenticate';
import { customerNotFound } from '../customers/account-settings';

/** The caller of a search and the generations of what the searches read (migrations 009, 012). */
export interface SearchScope {
  readonly customerId: number;
  /** Moves on with every change to what /search/scripts shows this customer. */
  readonly customerGeneration: string;
  /** Moves on with every change to what /search/listings shows. */
  readonly marketplaceGeneration: string;
  /** Moves on with every change to what /search/assets shows this customer (migration 012). */
  readonly libraryGeneration: string;
  /** An admin's library search covers every customer's. */
  readonly admin: boolean;
}

/**
 * One statement per search: the caller's customer id (404 USER_NOT_FOUND when there is
 * none, as customerOf answers) and role with the generations, read before the search itself so
 * an answer is never remembered under a generation newer than its rows.
 */
export async function searchScopeOf(db: Db, identity: Identity): Promise<SearchScope> {
  const { rows } = await db.query<{ id: string | number; role: string; customer: string | number; marketplace: string | number; library: string | number }>(
    `select c.id, c.role,
            coalesce((select g.generation from search_generations g where g.scope = 'customer:' || c.id), 0) as customer,
            coalesce((select g.generation from search_generations g where g.scope = 'marketplace'), 0) as marketplace,
            coalesce((select g.generation from search_generations g where g.scope = 'library:' || c.id), 0) as library
     from customers c where c.email = $1`,
    [identity.email.trim().toLowerCase()],
  );
  const row = rows[0];
  if (!row) throw customerNotFound();
  return {
    customerId: Number(row.id),
    customerGeneration: String(row.customer),
    marketplaceGeneration: String(row.marketplace),
    libraryGeneration: String(row.library),
    admin: row.role === ROLES.admin,
  };
}
