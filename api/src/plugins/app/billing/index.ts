import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig, PaymentsConfig } from '../../../config';
import type { Feature } from '../../../contracts';
import type { AuthHook } from '../identity/auth/authenticate';
import { syncCatalogue } from './catalogue';
import { createRequireFeature } from './entitlements';
import { pruneIdempotencyKeys } from './idempotency';
import { localGateway } from './local-gateway';
import type { PaymentGatewayService } from './payment-gateway';
import { createStripeClient, stripeGateway } from './stripe-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway (local ledger or Stripe); `bind(tx)` joins a caller's transaction. */
    payments: PaymentGatewayService;
    /**
     * preHandler factory: lets the request through only for an admin or a customer whose
     * current subscription's tier includes `feature` (403 FEATURE_NOT_IN_PLAN otherwise).
     * See entitlements.ts.
     */
    requireFeature(feature: Feature): AuthHook;
  }
}

/** Raised at start when the configuration would take test-card payments without being asked to. */
export class LocalPaymentsRefusedError extends Error {
  override readonly name = 'LocalPaymentsRefusedError';
}

/**
 * The local gateway accepts only test cards and charges nobody: on a server customers reach
 * that would give every plan away. It runs only when asked for (LOCAL_DEV=enabled, which
 * `npm start` and the tests set, or LOCAL_PAYMENTS=enabled); otherwise STRIPE_SECRET_KEY.
 */
export function assertGatewayAllowed(payments: PaymentsConfig): void {
  if (payments.gateway === 'local' && !payments.localAllowed) {
    throw new LocalPaymentsRefusedError(
      'Refusing to start: no STRIPE_SECRET_KEY, and the local payment gateway (test cards only, charges nobody) was not ' +
        'asked for. Set STRIPE_SECRET_KEY to take payments with Stripe, or LOCAL_DEV=enabled (a developer machine) or ' +
        'LOCAL_PAYMENTS=enabled to run the local gateway.',
    );
  }
}

export interface BillingPluginOptions {
  config: Pick<AppConfig, 'payments'>;
}

/**
 * Billing: picks the payment gateway (Stripe when STRIPE_SECRET_KEY is set, else the local
 * ledger), writes the catalogue into the ledger (idempotent, every start, so a fresh
 * database can sell at once) and decorates the app with `payments` and `requireFeature`.
 */
export const billingPlugin = fp<BillingPluginOptions>(
  async function billing(app: FastifyInstance, opts: BillingPluginOptions): Promise<void> {
    const { payments } = opts.config;
    assertGatewayAllowed(payments);
    await syncCatalogue(app.db);
    await pruneIdempotencyKeys(app.db, app.clock);
    const gateway =
      payments.gateway === 'stripe' && payments.stripe
        ? stripeGateway(createStripeClient(payments.stripe), app.db, payments.stripe)
        : localGateway(app.db, app.clock);
    app.decorate('payments', gateway);
    app.decorate('requireFeature', createRequireFeature({ db: app.db, gateway, authenticate: app.authenticate }));
    app.log.info({ gateway: gateway.kind }, 'billing ready');
  },
  { name: 'billing', dependencies: ['db', 'clock', 'identity'] },
);

export {
  CardError,
  GatewayUnavailableError,
  LEDGER_STATUSES,
  LiveSubscriptionExistsError,
  PaymentMethodNotFoundError,
  SubscriptionNotLiveError,
  UnknownPriceError,
  type BillingCustomer,
  type Invoice,
  type LedgerStatus,
  type PaymentGateway,
  type PaymentGatewayService,
  type PriceDetails,
  type SetupIntent,
  type Subscription,
} from './payment-gateway';
export { CATALOGUE, monthlyPriceIdOf, syncCatalogue, yearlyAmount } from './catalogue';
export { currentTierOf } from './entitlements';
export { NO_SUBSCRIPTIONS, subscriptionsAttribute, type SubscriptionSummary } from './subscription-attribute';
