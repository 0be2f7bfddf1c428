import type { Db } from '../../../db';
import { ADMIN_SUBSCRIPTION_STATUSES } from '../../../contracts';
import { SubscriptionNotLiveError, type PaymentGateway } from '../billing/payment-gateway';
import type { Clock } from '../identity/clock';
import type { JobContext, QueueSpec } from '../jobs';
import type { ObjectStorage } from '../storage';

/*
 * The compensating jobs of a user deletion (docs/adr/018, 031). The database delete is one
 * transaction; what lies outside the database follows in the durable queue:
 * - admin-delete-storage: removes the objects under the deletion's storage prefixes, a page
 *   at a time. Stopped half-way (the api shutting down), it runs again from the start: what
 *   it removed is gone, so it lists what is left.
 * - admin-delete-gateway: cancels the payment customer's live subscriptions at the gateway
 *   (one idempotency key per subscription, so a retried try never cancels twice). The local
 *   ledger's rows went with the customer's, so it finds none there; Stripe's stay until
 *   cancelled here.
 * Each marks its half of the deletion done; the audit log shows the deletion's cleanup
 * pending until both are.
 */

export const ADMIN_DELETE_STORAGE_QUEUE = 'admin-delete-storage';
export const ADMIN_DELETE_GATEWAY_QUEUE = 'admin-delete-gateway';
/** Generous retries: a store or gateway outage must not leave a deletion half-done for good. */
export const ADMIN_QUEUES: readonly QueueSpec[] = [
  { name: ADMIN_DELETE_STORAGE_QUEUE, retryLimit: 10, expireInSeconds: 60 * 60 },
  { name: ADMIN_DELETE_GATEWAY_QUEUE, retryLimit: 10, expireInSeconds: 15 * 60 },
];

export interface DeletionJob {
  readonly deletionId: number;
}

/** Keys removed per listing. */
const STORAGE_PAGE = 200;
const DEAD: ReadonlySet<string> = new Set([ADMIN_SUBSCRIPTION_STATUSES.canceled, ADMIN_SUBSCRIPTION_STATUSES.incomplete_expired]);

export interface Deletion {
  readonly id: number;
  readonly identitySub: string;
  readonly email: string;
  readonly billingCustomerId: string | null;
  readonly storagePrefixes: readonly string[];
  readonly storageDone: boolean;
  readonly gatewayDone: boolean;
}

export interface NewDeletion {
  readonly identitySub: string;
  readonly email: string;
  readonly billingCustomerId: string | null;
  readonly storagePrefixes: readonly string[];
  readonly at: Date;
}

export interface DeletionRepository {
  insert(d: NewDeletion): Promise<number>;
  find(id: number): Promise<Deletion | null>;
  markDone(id: number, part: 'storage' | 'gateway', at: Date): Promise<void>;
}

export function deletionRepository(db: Db): DeletionRepository {
  return {
    async insert(d) {
      const { rows } = await db.query<{ id: string }>(
        `insert into admin_user_deletions (identity_sub, email, billing_customer_id, storage_prefixes, created_at)
         values ($1, $2, $3, $4, $5) returning id`,
        [d.identitySub, d.email, d.billingCustomerId, d.storagePrefixes, d.at],
      );
      return Number(rows[0]?.id);
    },
    async find(id) {
      const { rows } = await db.query<{
        id: string;
        identity_sub: string;
        email: string;
        billing_customer_id: string | null;
        storage_prefixes: string[];
        storage_done_at: Date | null;
        gateway_done_at: Date | null;
      }>('select id, identity_sub, email, billing_customer_id, storage_prefixes, storage_done_at, gateway_done_at from admin_user_deletions where id = $1', [id]);
      const r = rows[0];
      if (!r) return null;
      return {
        id: Number(r.id),
        identitySub: r.identity_sub,
        email: r.email,
        billingCustomerId: r.billing_customer_id,
        storagePrefixes: r.storage_prefixes,
        storageDone: r.storage_done_at !== null,
        gatewayDone: r.gateway_done_at !== null,
      };
    },
    async markDone(id, part, at) {
      const column = part === 'storage' ? 'storage_done_at' : 'gateway_done_at';
      await db.query(`update admin_user_deletions set ${column} = coalesce(${column}, $2) where id = $1`, [id, at]);
    },
  };
}

export interface DeletionJobDeps {
  readonly db: Db;
  readonly storage: ObjectStorage;
  readonly payments: PaymentGateway;
  readonly clock: Clock;
}

export type DeletionJobContext = Pick<JobContext, 'signal'>;

/** admin-delete-storage: every object under the deletion's prefixes. */
export async function runStorageDeletion(deps: Pick<DeletionJobDeps, 'db' | 'storage' | 'clock'>, data: DeletionJob, job: DeletionJobContext): Promise<void> {
  const deletions = deletionRepository(deps.db);
  const deletion = await deletions.find(data.deletionId);
  if (!deletion || deletion.storageDone) return;
  for (const prefix of deletion.storagePrefixes) {
    for (;;) {
      job.signal.throwIfAborted();
      const keys = await deps.storage.list(prefix, { limit: STORAGE_PAGE });
      if (keys.length === 0) break;
      for (const key of keys) {
        job.signal.throwIfAborted();
        await deps.storage.delete(key);
      }
    }
  }
  await deletions.markDone(deletion.id, 'storage', new Date(deps.clock.now()));
}

/** admin-delete-gateway: the payment customer's live subscriptions, cancelled at the gateway. */
export async function runGatewayDeletion(deps: Pick<DeletionJobDeps, 'db' | 'payments' | 'clock'>, data: DeletionJob, job: DeletionJobContext): Promise<void> {
  const deletions = deletionRepository(deps.db);
  const deletion = await deletions.find(data.deletionId);
  if (!deletion || deletion.gatewayDone) return;
  if (deletion.billingCustomerId) {
    for (const subscription of await deps.payments.listSubscriptions(deletion.billingCustomerId)) {
      if (DEAD.has(subscription.status)) continue;
      job.signal.throwIfAborted();
      try {
        await deps.payments.cancel(subscription.id, new Date(deps.clock.now()), { idempotencyKey: `admin-delete-${deletion.id}-${subscription.id}` });
      } catch (err) {
        if (!(err instanceof SubscriptionNotLiveError)) throw err;
      }
    }
  }
  await deletions.markDone(deletion.id, 'gateway', new Date(deps.clock.now()));
}
