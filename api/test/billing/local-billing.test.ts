import { runMigrations, type Db } from '../../src/db';
import { TRIAL_PERIOD_DAYS } from '../../src/contracts';
import {
  LiveSubscriptionExistsError,
  syncCatalogue,
  UnknownPriceError,
  type PaymentGatewayService,
} from '../../src/plugins/app/billing';
import { localGateway } from '../../src/plugins/app/billing/local-gateway';
import { memoryDb } from '../helpers';

const DAY = 86_400;
const NOW = new Date('2025-05-10T08:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);

describe('local billing port', () => {
  let db: Db;
  let billing: PaymentGatewayService;
  let nextCustomer = 0;
  const newCustomer = async (): Promise<number> => {
    nextCustomer += 1;
    const { rows } = await db.query<{ id: number }>(`insert into customers (email) values ($1) returning id`, [
      `c${nextCustomer}@example.test`,
    ]);
    return Number(rows[0]?.id);
  };

  beforeAll(async () => {
    db = await memoryDb();
    await runMigrations(db);
    await syncCatalogue(db);
    billing = localGateway(db, { now: () => NOW.getTime() });
  });
  afterAll(() => db.close());

  it('syncs the catalogue idempotently', async () => {
    await syncCatalogue(db);
    await syncCatalogue(db);
    const { rows } = await db.query<{ products: number; prices: number }>(
      'select (select count(*)::int from billing_products) as products, (select count(*)::int from billing_prices) as prices',
    );
    expect(rows[0]).toEqual({ products: 5, prices: 7 });
  });

  it('lists hub products in hub order with active prices monthly first, in Stripe shape', async () => {
    const products = await billing.listProducts({ hubOnly: true });
    expect(products.map((p) => p.name)).toEqual(['Beginner', 'Starter', 'Pro', 'Entry']);
    const starter = products[1];
    expect(starter).toEqual({
      id: 'prod_starter',
      name: 'Starter',
      description: expect.any(String),
      prices: [
        { id: 'price_starter_monthly', product: 'prod_starter', unit_amount: 4000, currency: 'aud', nickname: 'Starter Monthly', recurring: { interval: 'month' } },
        { id: 'price_starter_yearly', product: 'prod_starter', unit_amount: 42000, currency: 'aud', nickname: 'Starter Yearly', recurring: { interval: 'year' } },
      ],
    });
    expect((await billing.listProducts()).map((p) => p.name)).toContain('Enterprise');
  });

  it('leaves inactive prices out of the list but still finds them', async () => {
    await db.query(`insert into billing_prices (id, product_id, unit_amount, nickname, recurring_interval, active)
                    values ('price_starter_old', 'prod_starter', 3000, 'old', 'month', false)`);
    const starter = (await billing.listProducts({ hubOnly: true })).find((p) => p.name === 'Starter');
    expect(starter?.prices.map((p) => p.id)).toEqual(['price_starter_monthly', 'price_starter_yearly']);
    expect(await billing.findPrice('price_starter_old')).toMatchObject({ active: false, product: { name: 'Starter', soldInHub: true } });
    expect(await billing.findPrice('price_nope')).toBeNull();
  });

  it('creates one billing customer per customer', async () => {
    const customer = await newCustomer();
    const first = await billing.ensureCustomer(customer, 'C@Example.test');
    expect(first).toMatch(/^cus_[A-Za-z0-9]{14}$/);
    expect(await billing.ensureCustomer(customer, 'c@example.test')).toBe(first);
    expect(await billing.customerIdOf(customer)).toBe(first);
    expect(await billing.customerIdOf(-1)).toBeNull();
  });

  it(`starts a ${TRIAL_PERIOD_DAYS}-day trial on a paid price`, async () => {
    const cus = await billing.ensureCustomer(await newCustomer(), 'x@example.test');
    expect(await billing.currentSubscription(cus)).toBeNull();
    const sub = await billing.startTrial(cus, 'price_pro_monthly', NOW);
    expect(sub).toEqual({
      id: expect.stringMatching(/^sub_[A-Za-z0-9]{14}$/),
      customer: cus,
      status: 'trialing',
      trial_end: nowSeconds + TRIAL_PERIOD_DAYS * DAY,
      current_period_start: nowSeconds,
      current_period_end: nowSeconds + TRIAL_PERIOD_DAYS * DAY,
      cancel_at_period_end: false,
      created: nowSeconds,
      items: {
        data: [
          {
            id: expect.stringMatching(/^si_/),
            quantity: 1,
            price: expect.objectContaining({ id: 'price_pro_monthly', product: 'prod_pro', unit_amount: 16000 }),
          },
        ],
      },
    });
    expect(await billing.currentSubscription(cus)).toEqual(sub);
    await expect(billing.startTrial(cus, 'price_entry_monthly', NOW)).rejects.toBeInstanceOf(LiveSubscriptionExistsError);
  });

  it('starts the free price active, with no trial, for one month', async () => {
    const cus = await billing.ensureCustomer(await newCustomer(), 'y@example.test');
    const sub = await billing.startTrial(cus, 'price_beginner_monthly', NOW);
    expect(sub).toMatchObject({
      status: 'active',
      trial_end: null,
      current_period_start: nowSeconds,
      current_period_end: Math.floor(Date.parse('2025-06-10T08:00:00Z') / 1000),
    });
  });

  it('refuses unknown and retired prices', async () => {
    const cus = await billing.ensureCustomer(await newCustomer(), 'z@example.test');
    await expect(billing.startTrial(cus, 'price_nope', NOW)).rejects.toBeInstanceOf(UnknownPriceError);
    await expect(billing.subscribe(cus, 'price_starter_old', NOW)).rejects.toBeInstanceOf(UnknownPriceError);
    expect(await billing.currentSubscription(cus)).toBeNull();
  });

  it("runs inside a caller's transaction and rolls back with it", async () => {
    const customer = await newCustomer();
    await expect(
      db.transaction(async (tx) => {
        const port = billing.bind(tx);
        const cus = await port.ensureCustomer(customer, 'tx@example.test');
        const sub = await port.startTrial(cus, 'price_entry_yearly', NOW);
        // Visible inside the transaction...
        expect((await port.currentSubscription(cus))?.id).toBe(sub.id);
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    // ...and gone after the rollback.
    expect(await billing.customerIdOf(customer)).toBeNull();
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from billing_subscription_items i join billing_prices p on p.id = i.price_id
       where p.id = 'price_entry_yearly'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('enforces the ledger constraints in the schema', async () => {
    const cus = await billing.ensureCustomer(await newCustomer(), 'k@example.test');
    await expect(db.query(`insert into billing_customers (id, customer_id, email) values ('cus_bad', -5, 'a@b.c')`)).rejects.toThrow(/foreign key/i);
    await expect(db.query(`insert into billing_customers (id, customer_id, email) values ('customer_1', 1, 'a@b.c')`)).rejects.toThrow(/check/i);
    await expect(
      db.query(`insert into billing_subscriptions
                  (id, billing_customer_id, status, current_period_start, current_period_end, billing_cycle_anchor, created)
                values ('sub_x', $1, 'trialing', now(), now() + interval '1 day', now(), now())`, [cus]),
    ).rejects.toThrow(/check/i);
    await expect(
      db.query(`insert into billing_prices (id, product_id, unit_amount, recurring_interval) values ('price_dup', 'prod_pro', 1, 'month')`),
    ).rejects.toThrow(/unique|duplicate/i);
  });
});
