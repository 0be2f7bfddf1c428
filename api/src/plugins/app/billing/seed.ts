import type { AppConfig } from '../../../config';
import type { Db } from '../../../db';
import { CUSTOMER_ATTRIBUTES as ATTR, TEST_CARDS, type Tier } from '../../../contracts';
import { DEMO_ACCOUNTS, demoSubscriptionId, type DemoAccount } from '../../../seed/demo-accounts';
import type { Seeder } from '../../../seed/seeders';
import { customerRepository } from '../customers/customer-repository';
import { serverAttributes } from '../identity/attributes';
import { systemClock, type Clock } from '../identity/clock';
import { loadIdentityConfig } from '../identity/identity-config';
import { userRepository } from '../identity/store/user-repository';
import { monthlyPriceIdOf, syncCatalogue } from './catalogue';
import { confirmSetupLocal, createSetupIntentLocal } from './local-cards';
import { localGatewayPort } from './local-gateway';
import { issueInvoice } from './local-invoices';
import { itemPriceOf } from './local-rows';
import type { PaymentGateway, Subscription } from './payment-gateway';
import { subscriptionsAttribute } from './subscription-attribute';

/**
 * The demo accounts' billing: the catalogue, a billing customer with a default card (the
 * Visa test card, saved through a setup intent as the card form would), an active
 * subscription on the tier's monthly price with the invoice of its current period (the
 * admin has none of it: every feature comes with the role), then custom:subscriptions and
 * custom:stripe-customer-id rewritten from the ledger so the identity attributes and the
 * ledger agree. Idempotent: an existing card and live subscription are kept as they are
 * (a demo user who changed plan keeps the new plan), an existing invoice is not repeated.
 */
export async function seedDemoBilling(
  db: Db,
  opts: { writeAttributes: boolean; clock?: Clock; accounts?: readonly DemoAccount[] },
): Promise<void> {
  await syncCatalogue(db);
  const clock = opts.clock ?? systemClock;
  const billing = localGatewayPort(db, clock);
  for (const account of opts.accounts ?? DEMO_ACCOUNTS) {
    if (!account.tier) continue;
    const customer = await customerRepository(db).findByEmail(account.email);
    if (!customer) throw new Error(`demo customer ${account.email} missing: run the core seed first`);
    const billingCustomerId = await billing.ensureCustomer(customer.id, account.email);
    const now = new Date(clock.now());
    await ensureDemoCard(db, billing, billingCustomerId, now);
    const subscription =
      (await billing.currentSubscription(billingCustomerId)) ??
      (await subscribeDemo(db, billing, billingCustomerId, account, account.tier, now));
    await ensureCurrentInvoice(db, subscription);
    if (!opts.writeAttributes) continue;

    const user = await userRepository(db).findByEmail(account.email);
    if (!user) continue;
    const priceId = subscription.items.data[0]?.price.id;
    const product = priceId ? (await billing.findPrice(priceId))?.product.name : undefined;
    await userRepository(db).mergeAttributes(
      user.sub,
      serverAttributes({
        [ATTR.SUBSCRIPTIONS]: subscriptionsAttribute(product ?? account.tier, subscription),
        [ATTR.STRIPE_CUSTOMER_ID]: billingCustomerId,
      }),
    );
  }
}

/** The Visa test card as the default payment method, unless the customer has one. */
async function ensureDemoCard(db: Db, billing: PaymentGateway, billingCustomerId: string, now: Date): Promise<void> {
  const current = await billing.retrieveCustomer(billingCustomerId);
  if (current.invoice_settings.default_payment_method) return;
  const intent = await createSetupIntentLocal(db, billingCustomerId, now);
  const card = { number: TEST_CARDS.succeeds, exp_month: 12, exp_year: now.getUTCFullYear() + 3, cvc: '123' };
  const confirmed = await confirmSetupLocal(db, intent.id, card, { name: 'Demo Card' }, now);
  await billing.setDefaultPaymentMethod(billingCustomerId, confirmed.payment_method);
}

/** The invoice of the subscription's current period, for ledgers seeded before invoices existed. */
async function ensureCurrentInvoice(db: Db, subscription: Subscription): Promise<void> {
  if (subscription.status === 'trialing') return;
  const periodStart = new Date(subscription.current_period_start * 1000);
  // Epoch seconds on the wire, milliseconds in the ledger: compare whole seconds.
  const { rows } = await db.query(
    'select 1 from billing_invoices where subscription_id = $1 and floor(extract(epoch from period_start)) = $2',
    [subscription.id, subscription.current_period_start],
  );
  const item = await itemPriceOf(db, subscription.id);
  if (rows.length > 0 || !item || Number(item.price.unit_amount) === 0) return;
  await issueInvoice(db, {
    billingCustomerId: subscription.customer,
    subscriptionId: subscription.id,
    price: item.price,
    productName: item.productName,
    periodStart,
    periodEnd: new Date(subscription.current_period_end * 1000),
    issuedAt: periodStart,
  });
}

async function subscribeDemo(
  db: Db,
  billing: PaymentGateway,
  billingCustomerId: string,
  account: DemoAccount,
  tier: Tier,
  now: Date,
): Promise<Subscription> {
  const stableId = demoSubscriptionId(account);
  // The stable id is used once; after a cancellation the next demo subscription gets a fresh one.
  const { rows } = await db.query('select 1 from billing_subscriptions where id = $1', [stableId]);
  const options = rows.length === 0 ? { id: stableId } : {};
  return billing.subscribe(billingCustomerId, monthlyPriceIdOf(tier), now, options);
}

/**
 * The billing seeder for src/seed/seeders.ts (after identity, whose users it updates).
 * With Stripe as the gateway the demo accounts' billing would live in Stripe, which a seed
 * does not write to: only the catalogue is synced then.
 */
export function seedBilling(config: AppConfig): Seeder {
  const identity = loadIdentityConfig(config);
  return async (db) => {
    if (config.payments.gateway !== 'local') return syncCatalogue(db);
    return seedDemoBilling(db, { writeAttributes: identity.mode === 'local' });
  };
}
