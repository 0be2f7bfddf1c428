import type { Db } from '../../../db';
import type { Brief } from '../../../contracts';

/** A stored brief, with the e-mail of the customer it belongs to. */
export interface StoredBrief {
  readonly id: number;
  readonly customerEmail: string;
}

/** SQL of briefs (migration 011). */
export function briefRepository(db: Db) {
  return {
    /** Stores the brief against the customer; null when there is no such customer. */
    async insert(customerId: number, submittedBy: string, brief: Brief, at: Date): Promise<StoredBrief | null> {
      const { rows } = await db.query<{ id: string | number; email: string }>(
        `with customer as (select id, email from customers where id = $1),
         stored as (
           insert into briefs (customer_id, submitted_by, title, brief, created_at)
           select id, $2::text, $3::text, $4::jsonb, $5::timestamptz from customer returning id
         )
         select stored.id, customer.email from stored, customer`,
        [customerId, submittedBy, brief.title, JSON.stringify(brief), at],
      );
      const row = rows[0];
      return row ? { id: Number(row.id), customerEmail: row.email } : null;
    },

    async setMailStatus(id: number, status: 'sent' | 'failed'): Promise<void> {
      await db.query('update briefs set mail_status = $2 where id = $1', [id, status]);
    },
  };
}
