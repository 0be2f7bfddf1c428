import { runMigrations, type Db } from '../../src/db';
import { CATALOGUE, syncCatalogue } from '../../src/plugins/app/billing';
import { UnknownCursorError } from '../../src/plugins/app/billing/payment-gateway';
import { deletionRepository, runGatewayDeletion } from '../../src/plugins/app/admin';
import { memoryDb } from '../helpers';
import { GATEWAYS, type GatewayHarness } from './gateway-harness';

/*
 * The admin reads of the payment gateway port (002 §7) answer alike on the local ledger and
 * on Stripe (through the emulator of test/support): payment customers newest first, paged
 * after the last id; given customers with every subscription; invoices with their plan.
 */

describe.each(GATEWAYS)('admin reads on %s', (_name, make) => {
  let db: Db;
  let h: GatewayHarness;
  const ids: string[] = [];

  beforeAll(async () => {
    db = await memoryDb();
    await runMigrations(db);
    await syncCatalogue(db);
    h = await make(db);
    // Three payment customers: Pro (cancelled, then Starter), Entry, and one without a subscription.
    for (const [n, plan] of [[1, 'price_pro_monthly'], [2, 'price_entry_yearly'], [3, null]] as const) {
      const { rows } = await db.query<{ id: string }>(`insert into customers (email, country) values ($1, 'Australia') returning id`, [`admin-read${n}@example.test`]);
      const cus = await h.gateway.ensureCustomer(Number(rows[0]?.id), `admin-read${n}@example.test`);
      ids.push(cus);
      if (plan) {
        await h.addCard(cus);
        await h.gateway.subscribe(cus, plan, h.now());
      }
      h.tick();
    }
    const first = await h.gateway.currentSubscription(ids[0] as string);
    await h.gateway.cancel(first?.id as string, h.now());
    h.tick();
    await h.gateway.subscribe(ids[0] as string, 'price_starter_monthly', h.now());
  });
  afterAll(async () => {
    await h.close();
    await db.close();
  });

  it('pages the payment customers newest first, after the last id', async () => {
    const all = await h.gateway.listCustomers({ limit: 10 });
    expect(all.has_more).toBe(false);
    expect(all.data.map((c) => c.id)).toEqual([...ids].reverse());
    const paged: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await h.gateway.listCustomers({ limit: 2, ...(after ? { startingAfter: after } : {}) });
      paged.push(...page.data.map((c) => c.id));
      if (!page.has_more) break;
      after = page.data[page.data.length - 1]?.id;
    }
    expect(paged).toEqual(all.data.map((c) => c.id));
    const entry = all.data.find((c) => c.id === ids[1]);
    expect(entry).toMatchObject({ email: 'admin-read2@example.test', created: expect.any(Number) });
    expect(entry?.subscriptions).toEqual([
      expect.objectContaining({ plan: 'Entry', status: 'active', subscription_plan_interval: 'year', currency: 'aud', canceled_at: null, trial_end: null }),
    ]);
    const pro = all.data.find((c) => c.id === ids[0]);
    expect(pro?.subscriptions.map((s) => [s.plan, s.status])).toEqual(h.listsCancelled ? [['Starter', 'active'], ['Pro', 'canceled']] : [['Starter', 'active']]);
  });

  it('answers given customers with every subscription, newest first, unknown ones left out', async () => {
    const found = await h.gateway.findCustomers([ids[2] as string, 'cus_unknown', ids[0] as string]);
    expect(found.map((c) => c.id)).toEqual([ids[2], ids[0]]);
    expect(found[0]?.subscriptions).toEqual([]);
    const subscriptions = found[1]?.subscriptions ?? [];
    expect(subscriptions.map((s) => [s.plan, s.status])).toEqual([['Starter', 'active'], ['Pro', 'canceled']]);
    expect(subscriptions[1]).toMatchObject({ canceled_at: expect.any(Number), unit_amount: CATALOGUE.find((p) => p.name === 'Pro')?.prices.find((p) => p.id === 'price_pro_monthly')?.unitAmount });
    expect(await h.gateway.listSubscriptions(ids[0] as string)).toEqual(subscriptions);
    expect(await h.gateway.listSubscriptions(ids[2] as string)).toEqual([]);
  });

  it('pages every invoice newest first with its plan and customer, and one customer\'s', async () => {
    const all = await h.gateway.listInvoicePage({ limit: 100 });
    expect(all.data.map((i) => [i.subscription_plan, i.customer_email, i.status])).toEqual([
      ['Starter', 'admin-read1@example.test', 'paid'],
      ['Entry', 'admin-read2@example.test', 'paid'],
      ['Pro', 'admin-read1@example.test', 'paid'],
    ]);
    expect(all.data[0]).toMatchObject({ customer: ids[0], currency: 'aud', paid_time: expect.any(Number), amount: expect.any(Number) });
    const first = await h.gateway.listInvoicePage({ limit: 2 });
    const rest = await h.gateway.listInvoicePage({ limit: 2, startingAfter: first.data[1]?.id as string });
    expect({ first: first.has_more, rest: rest.has_more }).toEqual({ first: true, rest: false });
    expect([...first.data, ...rest.data]).toEqual(all.data);
    const own = await h.gateway.listInvoicePage({ limit: 100, customer: ids[0] as string });
    expect(own.data.map((i) => i.subscription_plan)).toEqual(['Starter', 'Pro']);
  });

  it('refuses to page after a customer or an invoice it does not know', async () => {
    await expect(h.gateway.listInvoicePage({ limit: 2, startingAfter: 'in_unknown' })).rejects.toThrow(UnknownCursorError);
    await expect(h.gateway.listCustomers({ limit: 2, startingAfter: 'cus_unknown' })).rejects.toThrow(UnknownCursorError);
  });

  it("cancels a deleted user's live subscriptions at the gateway, once, however often the job runs", async () => {
    const deletions = deletionRepository(db);
    const deletionId = await deletions.insert({ identitySub: 'sub-of-entry', email: 'admin-read2@example.test', billingCustomerId: ids[1] as string, storagePrefixes: [], at: h.now() });
    const deps = { db, payments: h.gateway, clock: { now: () => h.now().getTime() } };
    const job = { signal: new AbortController().signal };
    await runGatewayDeletion(deps, { deletionId }, job);
    expect((await h.gateway.listSubscriptions(ids[1] as string)).map((s) => s.status)).toEqual(['canceled']);
    expect(await deletions.find(deletionId)).toMatchObject({ gatewayDone: true, storageDone: false });
    await runGatewayDeletion(deps, { deletionId }, job);
    expect((await h.gateway.listSubscriptions(ids[1] as string)).map((s) => s.status)).toEqual(['canceled']);
  });
});
