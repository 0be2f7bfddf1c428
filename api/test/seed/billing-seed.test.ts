import { runMigrations, type Db } from '../../src/db';
import { CATALOGUE, monthlyPriceIdOf } from '../../src/plugins/app/billing';
import { localGatewayPort } from '../../src/plugins/app/billing/local-gateway';
import { userRepository } from '../../src/plugins/app/identity/store/user-repository';
import { DEMO_ACCOUNTS, demoSubscriptionId, runSeed } from '../../src/seed';
import { memoryDb, testConfig } from '../helpers';

interface Snapshot {
  email: string;
  cus: string | null;
  subscription: unknown;
  attributes: Readonly<Record<string, string>>;
  card: unknown;
  invoices: unknown[];
}

async function snapshot(db: Db): Promise<Snapshot[]> {
  const billing = localGatewayPort(db, { now: () => Date.now() });
  const out: Snapshot[] = [];
  for (const a of DEMO_ACCOUNTS) {
    const { rows } = await db.query<{ id: number }>('select id from customers where email = $1', [a.email]);
    const cus = await billing.customerIdOf(Number(rows[0]?.id));
    const subscription = cus ? await billing.currentSubscription(cus) : null;
    const user = await userRepository(db).findByEmail(a.email);
    const card = cus ? (await billing.retrieveCustomer(cus)).invoice_settings.default_payment_method : null;
    const invoices = cus ? await billing.listInvoices(cus) : [];
    out.push({ email: a.email, cus, subscription, attributes: user?.attributes ?? {}, card, invoices });
  }
  return out;
}

describe('demo billing seed', () => {
  let db: Db;
  beforeAll(async () => {
    db = await memoryDb();
    await runMigrations(db);
  });
  afterAll(() => db.close());

  it("gives each tiered demo account the Visa card, an active subscription on its tier's monthly price with its current invoice, matching custom:subscriptions", async () => {
    await runSeed(db, testConfig());
    const seeded = await snapshot(db);
    for (const account of DEMO_ACCOUNTS) {
      const s = seeded.find((x) => x.email === account.email);
      if (!account.tier) {
        expect(s).toMatchObject({ cus: null, subscription: null });
        expect(s?.attributes['custom:subscriptions']).toBeUndefined();
        expect(s?.attributes['custom:stripe-customer-id']).toBeUndefined();
        continue;
      }
      expect(s?.cus).toMatch(/^cus_/);
      expect(s?.subscription).toMatchObject({
        id: demoSubscriptionId(account),
        status: 'active',
        trial_end: null,
        items: { data: [{ price: { id: monthlyPriceIdOf(account.tier), recurring: { interval: 'month' } } }] },
      });
      const created = (s?.subscription as { created: number }).created;
      expect(JSON.parse(s?.attributes['custom:subscriptions'] ?? '[]')).toEqual([
        { name: account.tier, id: demoSubscriptionId(account), created },
      ]);
      expect(s?.attributes['custom:stripe-customer-id']).toBe(s?.cus);
      expect(s?.card).toMatchObject({ type: 'card', card: { brand: 'visa', last4: '4242' } });
      const sub = s?.subscription as { id: string; current_period_start: number; current_period_end: number };
      const monthly = CATALOGUE.find((p) => p.name === account.tier)?.prices[0]?.unitAmount ?? -1;
      const gst = account.country === 'Australia' ? 1.1 : 1;
      // The invoice of the current period, paid with the card; the free plan has none.
      expect(s?.invoices).toEqual(
        monthly === 0
          ? []
          : [
              expect.objectContaining({
                subscription: sub.id,
                status: 'paid',
                subtotal: monthly,
                total: Math.round(monthly * gst),
                period_start: sub.current_period_start,
                period_end: sub.current_period_end,
              }),
            ],
      );
    }
  });

  it('changes nothing on a second run', async () => {
    const before = await snapshot(db);
    const counts = async () =>
      (
        await db.query(
          `select (select count(*)::int from billing_customers) as customers,
                  (select count(*)::int from billing_subscriptions) as subscriptions,
                  (select count(*)::int from billing_subscription_items) as items,
                  (select count(*)::int from billing_prices) as prices,
                  (select count(*)::int from billing_payment_methods) as cards,
                  (select count(*)::int from billing_setup_intents) as intents,
                  (select count(*)::int from billing_invoices) as invoices`,
        )
      ).rows[0];
    const countsBefore = await counts();
    await runSeed(db, testConfig());
    expect(await snapshot(db)).toEqual(before);
    expect(await counts()).toEqual(countsBefore);
    expect(countsBefore).toEqual({ customers: 4, subscriptions: 4, items: 4, prices: 7, cards: 4, intents: 4, invoices: 3 });
  });

  it('adds the current-period invoice to a ledger seeded before invoices existed, once', async () => {
    await db.query('delete from billing_invoices');
    await runSeed(db, testConfig());
    await runSeed(db, testConfig());
    const { rows } = await db.query<{ subscription_id: string; n: number }>(
      'select subscription_id, count(*)::int as n from billing_invoices group by subscription_id order by subscription_id',
    );
    expect(rows).toEqual([
      { subscription_id: 'sub_demo_entry', n: 1 },
      { subscription_id: 'sub_demo_pro', n: 1 },
      { subscription_id: 'sub_demo_starter', n: 1 },
    ]);
  });
});
