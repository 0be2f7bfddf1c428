import type { AppConfig } from '../../../config';
import type { Db } from '../../../db';
import { CUSTOMER_ATTRIBUTES as ATTR, type Tier } from '../../../contracts';
import { DEMO_ACCOUNTS, demoSubscriptionId, type DemoAccount } from '../../../seed/demo-accounts';
import type { Seeder } from '../../../seed/seeders';
import { customerRepository } from '../customers/customer-repository';
import { serverAttributes } from '../identity/attributes';
import { systemClock, type Clock } from '../identity/clock';
import { loadIdentityConfig } from '../identity/identity-config';
import { userRepository } from '../identity/store/user-repository';
import type { BillingPort, Subscription } from './billing-port';
import { monthlyPriceIdOf, syncCatalogue } from './catalogue';
import { localBillingPort } from './local-billing';
import { subscriptionsAttribute } from './subscription-attribute';

/**
 * The demo accounts' billing: the catalogue, a billing customer and an active subscription
 * on the tier's monthly price (the admin has neither: every feature comes with the role),
 * then custom:subscriptions and custom:stripe-customer-id rewritten from the ledger so the
 * identity attributes and the ledger agree. Idempotent: an existing live subscription is
 * kept as it is (a demo user who changed plan keeps the new plan).
 */
export async function seedDemoBilling(
  db: Db,
  opts: { writeAttributes: boolean; clock?: Clock; accounts?: readonly DemoAccount[] },
): Promise<void> {
  await syncCatalogue(db);
  const clock = opts.clock ?? systemClock;
  const billing = localBillingPort(db, clock);
  for (const account of opts.accounts ?? DEMO_ACCOUNTS) {
    if (!account.tier) continue;
    const customer = await customerRepository(db).findByEmail(account.email);
    if (!customer) throw new Error(`demo customer ${account.email} missing: run the core seed first`);
    const billingCustomerId = await billing.ensureCustomer(customer.id, account.email);
    const subscription =
      (await billing.currentSubscription(billingCustomerId)) ??
      (await subscribeDemo(db, billing, billingCustomerId, account, account.tier, new Date(clock.now())));
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

async function subscribeDemo(
  db: Db,
  billing: BillingPort,
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

/** The billing seeder for src/seed/seeders.ts (after identity, whose users it updates). */
export function seedBilling(config: AppConfig): Seeder {
  const identity = loadIdentityConfig(config);
  return (db) => seedDemoBilling(db, { writeAttributes: identity.mode === 'local' });
}
