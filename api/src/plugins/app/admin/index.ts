import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminDeps } from './admin-actions';
import {
  ADMIN_DELETE_GATEWAY_QUEUE,
  ADMIN_DELETE_STORAGE_QUEUE,
  ADMIN_QUEUES,
  runGatewayDeletion,
  runStorageDeletion,
  type DeletionJob,
  type DeletionJobDeps,
} from './deletion-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the /admin/* routes work with (docs/adr/031). */
    admin: AdminDeps;
  }
}

export interface AdminPluginOptions {
  /** The app's job seams: `workers: false` leaves the jobs queued; a shorter expiry for tests. */
  readonly jobs?: { readonly workers?: boolean; readonly expireInSeconds?: number };
}

/** The admin area (002 §2–§9): its dependencies, and the queues and workers of user deletions. */
export const adminPlugin = fp<AdminPluginOptions>(
  async function admin(app: FastifyInstance, opts: AdminPluginOptions): Promise<void> {
    const expireInSeconds = opts.jobs?.expireInSeconds;
    for (const queue of ADMIN_QUEUES) await app.jobs.createQueue({ ...queue, ...(expireInSeconds ? { expireInSeconds } : {}) });
    app.decorate('admin', {
      db: app.db,
      payments: app.payments,
      identity: app.identityPool.local?.services ?? null,
      jobs: app.jobs,
      clock: app.clock,
      verifier: app.identityPool.idTokens,
    });
    if (opts.jobs?.workers === false) return;
    const deps: DeletionJobDeps = { db: app.db, storage: app.storage, payments: app.payments, clock: app.clock };
    await app.jobs.work<DeletionJob>(ADMIN_DELETE_STORAGE_QUEUE, (data, job) => runStorageDeletion(deps, data, job));
    await app.jobs.work<DeletionJob>(ADMIN_DELETE_GATEWAY_QUEUE, (data, job) => runGatewayDeletion(deps, data, job));
  },
  { name: 'admin', dependencies: ['db', 'clock', 'identity', 'billing', 'jobs', 'storage'] },
);

export { cancelSubscription, updateIndustry, type AdminDeps } from './admin-actions';
export { countOf, gatewayPage, withPdfLinks } from './admin-reads';
export { adminDashboard } from './dashboard';
export { auditLog } from './audit-log';
export { deleteUser, storagePrefixesOf } from './user-deletion';
export { listIdentityUsers } from './user-list';
export {
  ADMIN_DELETE_GATEWAY_QUEUE,
  ADMIN_DELETE_STORAGE_QUEUE,
  deletionRepository,
  runGatewayDeletion,
  runStorageDeletion,
  type DeletionJobDeps,
} from './deletion-jobs';
