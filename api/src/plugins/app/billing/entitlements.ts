import type { Db } from '../../../db';
import { BILLING_ERROR_CODES, ROLES, TIER_FEATURES, toTier, type Feature, type Tier } from '../../../contracts';
import { customerRepository } from '../customers/customer-repository';
import { ApiError } from '../errors';
import type { AuthHook } from '../identity/auth/authenticate';
import type { PaymentGateway } from './payment-gateway';

/**
 * The tier a portal customer holds now: the product of their live subscription in the
 * payment ledger (trialing counts), or null without one. Never the token's claims, which
 * are as old as the token.
 */
export async function currentTierOf(gateway: PaymentGateway, customerId: number): Promise<Tier | null> {
  const payer = await gateway.customerIdOf(customerId);
  const subscription = payer ? await gateway.currentSubscription(payer) : null;
  const priceId = subscription?.items.data[0]?.price.id;
  if (!priceId) return null;
  return toTier((await gateway.findPrice(priceId))?.product.name);
}

export interface RequireFeatureDeps {
  readonly db: Db;
  readonly gateway: PaymentGateway;
  readonly authenticate: AuthHook;
}

/**
 * Server-side entitlements (000 §4, §6): `preHandler: app.requireFeature('viewInsights')`
 * lets a request through when the caller
 * - is an admin (`customers.role`; an admin has every feature), or
 * - is a customer whose CURRENT subscription's tier includes the feature per TIER_FEATURES.
 * Anyone else gets 403 `{ error_code: 'FEATURE_NOT_IN_PLAN', error_message }` naming the
 * feature and the tier. It authenticates first when `app.authenticate` has not run, so it
 * may stand alone or after it: `onRequest: app.authenticate, preHandler: app.requireFeature(f)`.
 * A caller without a customer record is refused like a customer without a plan.
 */
export function createRequireFeature(deps: RequireFeatureDeps): (feature: Feature) => AuthHook {
  return (feature) => async (request, reply) => {
    if (!request.identity) await deps.authenticate(request, reply);
    const customer = request.identity ? await customerRepository(deps.db).findByEmail(request.identity.email) : null;
    if (customer?.role === ROLES.admin) return;
    const tier = customer ? await currentTierOf(deps.gateway, customer.id) : null;
    if (tier && TIER_FEATURES[tier].includes(feature)) return;
    const message = tier
      ? `${feature} is not included in your ${tier} plan`
      : `${feature} needs a subscription plan that includes it; you have none`;
    throw new ApiError(403, BILLING_ERROR_CODES.FEATURE_NOT_IN_PLAN, message);
  };
}
