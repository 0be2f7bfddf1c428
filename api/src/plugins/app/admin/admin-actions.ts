import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import {
  ADMIN_ACTIONS,
  ADMIN_ERROR_CODES,
  ADMIN_MESSAGES,
  ADMIN_OUTCOMES,
  CUSTOMER_ATTRIBUTES as ATTR,
  type AdminAction,
  type AdminSubscription,
  type AdminUpdateUserAttributes,
} from '../../../contracts';
import { toBillingApiError } from '../billing/billing-errors';
import { SubscriptionNotLiveError, type PaymentGatewayService } from '../billing/payment-gateway';
import { NO_SUBSCRIPTIONS } from '../billing/subscription-attribute';
import { customerRepository } from '../customers/customer-repository';
import { ApiError, toErrorResponse } from '../errors';
import { identityOf } from '../identity';
import { serverAttributes } from '../identity/attributes';
import type { Clock } from '../identity/clock';
import type { IdentityServices } from '../identity/identity-services';
import type { IdentityUser, UserRepository } from '../identity/store/user-repository';
import type { TokenVerifier } from '../identity/tokens/token-verifier';
import type { JobQueue } from '../jobs';
import { adminRepository } from './admin-repository';
import { auditLog, type AuditTarget } from './audit-log';
import { assertFreshReauth } from './reauth';

/** What the admin actions work with. */
export interface AdminDeps {
  readonly db: Db;
  readonly payments: PaymentGatewayService;
  /** The local user pool; null against a real Cognito pool (the actions then answer 501). */
  readonly identity: IdentityServices | null;
  readonly jobs: JobQueue;
  readonly clock: Clock;
  /** The id-token verifier of the authenticate hook (re-authentication proofs). */
  readonly verifier: TokenVerifier;
}

/** What an action's work answers: the route's result, and the deletion it started (delete user). */
export interface ActionDone<T> {
  readonly result: T;
  readonly deletionId?: number;
}

/**
 * Runs an admin action of the confirmation modal (002 §4) and writes its audit entry: the
 * re-authentication proof is checked first; the work and the entry of its success commit
 * in one transaction; a refusal (4xx) or failure (5xx) rolls the work back and is written
 * after. `target` is filled in by the work as it learns whom the action is about.
 */
export async function runAdminAction<T>(
  deps: AdminDeps,
  request: FastifyRequest,
  action: AdminAction,
  target: AuditTarget,
  work: (tx: Db) => Promise<ActionDone<T>>,
): Promise<T> {
  const caller = identityOf(request);
  const actor = { sub: caller.sub, email: caller.email };
  const at = (): Date => new Date(deps.clock.now());
  try {
    await assertFreshReauth(deps, request);
    return await deps.db.transaction(async (tx) => {
      const done = await work(tx);
      const deletion = done.deletionId === undefined ? {} : { deletionId: done.deletionId };
      await auditLog(tx).write({ at: at(), actor, action, target, outcome: ADMIN_OUTCOMES.succeeded, ...deletion });
      return done.result;
    });
  } catch (err) {
    const { status, body } = toErrorResponse(err);
    const failed = status >= 500;
    // A failure's own detail (never shown to the caller) helps whoever reads the log.
    const cause = err instanceof ApiError && err.cause instanceof Error ? err.cause : err;
    const detail = failed && cause instanceof Error ? `${body.error_message}: ${cause.message}` : body.error_message;
    try {
      await auditLog(deps.db).write({ at: at(), actor, action, target, outcome: failed ? ADMIN_OUTCOMES.failed : ADMIN_OUTCOMES.refused, errorCode: body.error_code, errorMessage: detail });
    } catch (auditErr) {
      request.log.error({ err: auditErr, action }, 'admin audit entry not written');
    }
    throw err;
  }
}

/** The local pool's users, or 501 against a real Cognito pool (this api holds no admin credentials for it). */
export function localUsers(deps: Pick<AdminDeps, 'identity'>, tx?: Db): UserRepository {
  if (!deps.identity) throw new ApiError(501, ADMIN_ERROR_CODES.NOT_AVAILABLE, 'The admin area needs the local user pool (PORTAL_MODE=local)');
  return deps.identity.users(tx);
}

/** The identity user of a username (the pool's UUID username or the e-mail); 404 USER_NOT_FOUND. */
export async function identityUserOf(users: UserRepository, username: string): Promise<IdentityUser> {
  const user = await users.findByUsername(username);
  if (!user) throw new ApiError(404, ADMIN_ERROR_CODES.USER_NOT_FOUND, `No user ${username}`);
  return user;
}

/** PUT /admin/updateUserAttributes: custom:industry of the identity user, and its copy on the customer record. */
export function updateIndustry(deps: AdminDeps, request: FastifyRequest, data: AdminUpdateUserAttributes): Promise<AdminUpdateUserAttributes> {
  const target: AuditTarget = { username: data.username, email: null, customerId: null };
  const industry = data.attributes['custom:industry'];
  return runAdminAction(deps, request, ADMIN_ACTIONS.updateIndustry, target, async (tx) => {
    const users = localUsers(deps, tx);
    const user = await identityUserOf(users, data.username);
    Object.assign(target, { username: user.sub, email: user.email, customerId: user.attributes[ATTR.STRIPE_CUSTOMER_ID] ?? null });
    await users.mergeAttributes(user.sub, serverAttributes({ [ATTR.INDUSTRY]: industry }));
    const repo = adminRepository(tx);
    const customer = await repo.customerByEmail(user.email);
    if (customer) await repo.setIndustry(customer.id, industry);
    return { result: { username: user.sub, attributes: { 'custom:industry': industry } } };
  });
}

/**
 * POST /admin/cancelSubscriptionByCustomerId: cancels the payment customer's live
 * subscription at once (as the customer's own cancel does: custom:subscriptions becomes
 * `[]`). None live: 409 "User is Already Cancelled" when there were some, 404 "No Stripe
 * Subscription Found." when there never was one (002 §8).
 */
export function cancelSubscription(
  deps: AdminDeps,
  request: FastifyRequest,
  billingCustomerId: string,
): Promise<{ customer_id: string; subscription: AdminSubscription }> {
  const target: AuditTarget = { username: null, email: null, customerId: billingCustomerId };
  return runAdminAction(deps, request, ADMIN_ACTIONS.cancelSubscription, target, async (tx) => {
    try {
      const gateway = deps.payments.bind(tx);
      const owner = await customerRepository(tx).findBillingOwner(billingCustomerId);
      const users = deps.identity?.users(tx) ?? null;
      const user = owner && users ? await users.findByEmail(owner.email) : null;
      Object.assign(target, { email: owner?.email ?? null, username: user?.sub ?? null });
      const current = await gateway.currentSubscription(billingCustomerId);
      if (!current) {
        if ((await gateway.listSubscriptions(billingCustomerId)).length === 0) {
          throw new ApiError(404, ADMIN_ERROR_CODES.NO_SUBSCRIPTION, ADMIN_MESSAGES.noSubscription);
        }
        throw new ApiError(409, ADMIN_ERROR_CODES.ALREADY_CANCELLED, ADMIN_MESSAGES.alreadyCancelled);
      }
      await gateway.cancel(current.id, new Date(deps.clock.now()), { idempotencyKey: `admin-cancel-${current.id}` });
      if (user && users) await users.mergeAttributes(user.sub, serverAttributes({ [ATTR.SUBSCRIPTIONS]: NO_SUBSCRIPTIONS }));
      const subscription = (await gateway.listSubscriptions(billingCustomerId)).find((s) => s.id === current.id);
      if (!subscription) throw new Error(`subscription ${current.id} not listed after its cancellation`);
      return { result: { customer_id: billingCustomerId, subscription } };
    } catch (err) {
      // Cancelled by someone else between the read and the cancel.
      if (err instanceof SubscriptionNotLiveError && err.exists) throw new ApiError(409, ADMIN_ERROR_CODES.ALREADY_CANCELLED, ADMIN_MESSAGES.alreadyCancelled);
      throw toBillingApiError(err, ADMIN_MESSAGES.cancelUserError);
    }
  });
}
