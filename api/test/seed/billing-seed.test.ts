import { runMigrations, type Db } from '../../src/db';
import { monthlyPriceIdOf } from '../../src/plugins/app/billing';
import { localGatewayPort } from '../../src/plugins/app/billing/local-gateway';
import { userRepository } from '../../src/plugins/app/identity/store/user-repository';
import { DEMO_ACCOUNTS, demoSubscriptionId, runSeed } from '../../src/seed';
import { memoryDb, testConfig } from '../helpers';

interface Snapshot {
  email: string;
  cus: string | null;
  subscription: unknown;
  attributes: Readonly<Record<string, string>>;
}

async function snapshot(db: Db): Promise<Snapshot[]> {
  const billing = localGatewayPort(db, { now: () => Date.now() });
  const out: Snapshot[] = [];
  for (const a of DEMO_ACCOUNTS) {
    const { rows } = await db.query<{ id: number }>('select id from customers where email = $1', [a.email]);
    const cus = await billing.customerIdOf(Number(rows[0]?.id));
    const subscription = cus ? await billing.currentSubscription(cus) : null;
    const user = await userRepository(db).findByEmail(a.email);
    out.push({ email: a.email, cus, subscription, attributes: user?.attributes ?? {} });
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

  it("gives each tiered demo account an active subscription on its tier's monthly price, matching custom:subscriptions", async () => {
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
                  (select count(*)::int from billing_prices) as prices`,
        )
      ).rows[0];
    const countsBefore = await counts();
    await runSeed(db, testConfig());
    expect(await snapshot(db)).toEqual(before);
    expect(await counts()).toEqual(countsBefore);
    expect(countsBefore).toEqual({ customers: 4, subscriptions: 4, items: 4, prices: 7 });
  });
});
