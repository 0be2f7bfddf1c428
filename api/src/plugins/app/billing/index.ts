import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { syncCatalogue } from './catalogue';
import type { BillingService } from './billing-port';
import { localBilling } from './local-billing';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway port (the local ledger); `bind(tx)` joins a caller's transaction. */
    billing: BillingService;
  }
}

/**
 * Billing: writes the catalogue into the ledger (idempotent, every start, so a fresh
 * production database can sell at once) and decorates the app with the local gateway.
 */
export const billingPlugin = fp(
  async function billing(app: FastifyInstance): Promise<void> {
    await syncCatalogue(app.db);
    app.decorate('billing', localBilling(app.db, app.clock));
    app.log.info({ gateway: 'local' }, 'billing ready');
  },
  { name: 'billing', dependencies: ['db', 'clock'] },
);

export {
  LiveSubscriptionExistsError,
  SUBSCRIPTION_STATUSES,
  UnknownPriceError,
  type BillingPort,
  type BillingService,
  type PriceDetails,
  type Subscription,
  type SubscriptionItem,
  type SubscriptionStatus,
} from './billing-port';
export { CATALOGUE, monthlyPriceIdOf, syncCatalogue, yearlyAmount } from './catalogue';
export { subscriptionsAttribute, type SubscriptionSummary } from './subscription-attribute';
