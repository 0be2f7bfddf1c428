import type { FastifyRequest } from 'fastify';
import { ADMIN_ACTIONS, ADMIN_CLEANUP_STATES, ADMIN_ERROR_CODES, ASSET_STORAGE_PREFIXES, LIBRARY_ASSET_LIMITS } from '../../../contracts';
import { ApiError } from '../errors';
import { identityOf } from '../identity';
import { localUsers, identityUserOf, runAdminAction, type AdminDeps } from './admin-actions';
import { adminRepository } from './admin-repository';
import type { AuditTarget } from './audit-log';
import { ADMIN_DELETE_GATEWAY_QUEUE, ADMIN_DELETE_STORAGE_QUEUE, deletionRepository, type DeletionJob } from './deletion-jobs';

/**
 * The storage prefixes of a user's files: everything under their identity
 * (`private/{identity}/`: uploads, renders, downloads, Deep Story output, stock photos) and
 * the library folders of their project codes (`protected/library/{code}/`, what end users
 * filmed through them; a project code is one customer's).
 */
export function storagePrefixesOf(identity: string, projectCodes: readonly string[]): string[] {
  return [
    `${ASSET_STORAGE_PREFIXES.PRIVATE}${identity}/`,
    ...projectCodes.map((code) => `${ASSET_STORAGE_PREFIXES.PROTECTED}${LIBRARY_ASSET_LIMITS.KEY_FOLDER}/${code}/`),
  ];
}

/**
 * DELETE /admin/deleteUserByUsername (docs/adr/031). One transaction removes the identity
 * (and with it every sign-in: their tokens stop working), the customer and every row they
 * own (adminRepository.deleteCustomer), records the deletion and queues its compensating
 * jobs: the files under their storage prefixes, and their live subscriptions at the payment
 * gateway, cancelled there (deletion-jobs.ts). The jobs are sent in the same transaction,
 * so either all of it happens or none; a job stopped half-way runs again until done.
 * An admin cannot delete their own account (409 CANNOT_DELETE_SELF).
 */
export function deleteUser(deps: AdminDeps, request: FastifyRequest, username: string): Promise<{ username: string; email: string; cleanup: 'pending' }> {
  const target: AuditTarget = { username, email: null, customerId: null };
  return runAdminAction(deps, request, ADMIN_ACTIONS.deleteUser, target, async (tx) => {
    const users = localUsers(deps, tx);
    const user = await identityUserOf(users, username);
    Object.assign(target, { username: user.sub, email: user.email });
    if (user.sub === identityOf(request).sub) throw ApiError.conflict('An admin cannot delete their own account', ADMIN_ERROR_CODES.CANNOT_DELETE_SELF);
    const repo = adminRepository(tx);
    const customer = await repo.customerByEmail(user.email);
    const billingCustomerId = customer ? await deps.payments.bind(tx).customerIdOf(customer.id) : null;
    target.customerId = billingCustomerId;
    const deletions = deletionRepository(tx);
    const deletionId = await deletions.insert({
      identitySub: user.sub,
      email: user.email,
      billingCustomerId,
      storagePrefixes: storagePrefixesOf(user.sub, customer?.projectCodes ?? []),
      at: new Date(deps.clock.now()),
    });
    if (customer) await repo.deleteCustomer(customer.id, user.email);
    else await repo.deleteMailOf(user.email);
    await users.delete(user.sub);
    const job: DeletionJob = { deletionId };
    await deps.jobs.send(ADMIN_DELETE_STORAGE_QUEUE, job, { tx, singletonKey: `storage-${deletionId}` });
    await deps.jobs.send(ADMIN_DELETE_GATEWAY_QUEUE, job, { tx, singletonKey: `gateway-${deletionId}` });
    return { result: { username: user.sub, email: user.email, cleanup: ADMIN_CLEANUP_STATES.pending }, deletionId };
  });
}
