import type { Db } from '../../../db';
import type { AdminAction, AdminAuditEntry, AdminAuditLogQuery, AdminOutcome } from '../../../contracts';

/** Who did it: the signed-in admin. */
export interface AuditActor {
  readonly sub: string;
  readonly email: string;
}

/** Whom it was done to, as far as it is known (a refusal may know only the username asked for). */
export interface AuditTarget {
  username: string | null;
  email: string | null;
  /** The payment customer (`cus_...`). */
  customerId: string | null;
}

export interface AuditRecord {
  readonly at: Date;
  readonly actor: AuditActor;
  readonly action: AdminAction;
  readonly target: AuditTarget;
  readonly outcome: AdminOutcome;
  readonly errorCode?: string;
  readonly errorMessage?: string;
  readonly deletionId?: number;
}

interface EntryRow {
  id: string;
  at: Date | string;
  actor_sub: string;
  actor_email: string;
  action: AdminAction;
  target_username: string | null;
  target_email: string | null;
  target_customer_id: string | null;
  outcome: AdminOutcome;
  error_code: string | null;
  error_message: string | null;
  deletion_id: string | null;
  cleanup_done: boolean | null;
}

const toEntry = (r: EntryRow): AdminAuditEntry => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  actor: { username: r.actor_sub, email: r.actor_email },
  action: r.action,
  target: { username: r.target_username, email: r.target_email, customer_id: r.target_customer_id },
  outcome: r.outcome,
  error_code: r.error_code,
  error_message: r.error_message,
  cleanup: r.deletion_id === null ? null : r.cleanup_done ? 'completed' : 'pending',
});

const clip = (text: string | undefined, max: number): string | null => (text === undefined ? null : text.slice(0, max));

export interface AuditLog {
  /** Writes one entry; within the action's transaction for a success, after its rollback otherwise. */
  write(record: AuditRecord): Promise<number>;
  /** Newest first, `limit` a page, before the entry `id` when given. */
  list(query: AdminAuditLogQuery): Promise<{ entries: AdminAuditEntry[]; has_more: boolean }>;
}

export function auditLog(db: Db): AuditLog {
  return {
    async write(r) {
      const { rows } = await db.query<{ id: string }>(
        `insert into admin_audit_log
           (at, actor_sub, actor_email, action, target_username, target_email, target_customer_id, outcome, error_code, error_message, deletion_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
        [
          r.at,
          r.actor.sub,
          r.actor.email,
          r.action,
          clip(r.target.username ?? undefined, 320),
          clip(r.target.email ?? undefined, 320),
          clip(r.target.customerId ?? undefined, 128),
          r.outcome,
          clip(r.errorCode, 100),
          clip(r.errorMessage, 1000),
          r.deletionId ?? null,
        ],
      );
      return Number(rows[0]?.id);
    },

    async list(query) {
      const { rows } = await db.query<EntryRow>(
        `select a.id, a.at, a.actor_sub, a.actor_email, a.action, a.target_username, a.target_email, a.target_customer_id,
                a.outcome, a.error_code, a.error_message, a.deletion_id,
                (d.storage_done_at is not null and d.gateway_done_at is not null) as cleanup_done
           from admin_audit_log a left join admin_user_deletions d on d.id = a.deletion_id
          where ($1::bigint is null or a.id < $1) and ($2::text is null or a.action = $2) and ($3::text is null or a.target_username = $3 or lower(a.target_email) = lower($3))
          order by a.id desc limit $4`,
        [query.id ?? null, query.action ?? null, query.username ?? null, query.limit + 1],
      );
      return { entries: rows.slice(0, query.limit).map(toEntry), has_more: rows.length > query.limit };
    },
  };
}
