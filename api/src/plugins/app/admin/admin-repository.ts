import type { Db } from '../../../db';

/** The customer record of an identity user, as the admin actions need it. */
export interface AdminTargetCustomer {
  readonly id: number;
  readonly email: string;
  readonly projectCodes: readonly string[];
}

/** SQL of the admin area outside the identity list, the audit log and the deletions; pass a transaction's `tx` to take part in it. */
export interface AdminRepository {
  /** The customer record with this e-mail, with its project codes; null when there is none. */
  customerByEmail(email: string): Promise<AdminTargetCustomer | null>;
  /** Videos in the customer's library (result.total_videos). */
  videoCount(customerId: number): Promise<number>;
  /** The customer's storyboards, deleted ones left out (result.total_storyboards). */
  storyboardCount(customerId: number): Promise<number>;
  /** custom:industry's copy on the customer record. */
  setIndustry(customerId: number, industry: string): Promise<void>;
  /**
   * Deletes the customer and every row they own: the foreign keys to customers cascade
   * (storyboards and their shots, assets, listings, library assets, renders, downloads,
   * briefs, AI storyboards, the billing ledger, ...); story requests and mail, which keep
   * only a nullable link or the address, are deleted by that address.
   */
  deleteCustomer(customerId: number, email: string): Promise<void>;
  /** Mail kept for an address that has no customer record (an unconfirmed sign-up). */
  deleteMailOf(email: string): Promise<void>;
}

export function adminRepository(db: Db): AdminRepository {
  const count = async (sql: string, customerId: number): Promise<number> => Number((await db.query<{ n: string }>(sql, [customerId])).rows[0]?.n ?? 0);
  const repo: AdminRepository = {
    async customerByEmail(email) {
      const { rows } = await db.query<{ id: string; email: string; codes: string[] | null }>(
        `select c.id, c.email, array(select p.code from projects p where p.customer_id = c.id order by p.id) as codes
           from customers c where c.email = $1`,
        [email.trim().toLowerCase()],
      );
      const row = rows[0];
      return row ? { id: Number(row.id), email: row.email, projectCodes: row.codes ?? [] } : null;
    },
    videoCount: (customerId) =>
      count(`select coalesce(sum(assets), 0) as n from library_asset_counts where customer_id = $1 and media_type = 'Video'`, customerId),
    storyboardCount: (customerId) => count('select coalesce(sum(storyboards), 0) as n from storyboard_counts where customer_id = $1', customerId),
    async setIndustry(customerId, industry) {
      await db.query('update customers set industry = $2 where id = $1', [customerId, industry]);
    },
    async deleteCustomer(customerId, email) {
      await db.query('delete from story_requests where customer_id = $1 or email = $2', [customerId, email]);
      await repo.deleteMailOf(email);
      await db.query('delete from customers where id = $1', [customerId]);
    },
    async deleteMailOf(email) {
      await db.query('delete from outbox_messages where to_address = $1', [email]);
    },
  };
  return repo;
}
