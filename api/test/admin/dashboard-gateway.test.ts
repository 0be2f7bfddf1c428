import { runMigrations, type Db } from '../../src/db';
import { CATALOGUE, syncCatalogue } from '../../src/plugins/app/billing';
import { brisbaneDay, type PaymentFigures } from '../../src/plugins/app/admin/dashboard-rules';
import { memoryDb } from '../helpers';
import { GATEWAYS, type GatewayHarness } from './gateway-harness';

/*
 * The dashboard's payment figures through the gateway port (docs/adr/032): the local
 * ledger's SQL aggregates and Stripe's paged lists folded in the api answer alike for the
 * same history.
 */

const DAY = 86_400_000;
const amountOf = (priceId: string): number => CATALOGUE.flatMap((p) => p.prices).find((p) => p.id === priceId)?.unitAmount ?? Number.NaN;

describe.each(GATEWAYS)('the dashboard figures on %s', (_name, make) => {
  let db: Db;
  let h: GatewayHarness;
  let startMs: number;
  let n = 0;

  /** A payment customer, with a default card unless told. */
  const payer = async (card = true): Promise<string> => {
    n += 1;
    const email = `dash-gateway${n}@example.test`;
    const { rows } = await db.query<{ id: string }>('insert into customers (email) values ($1) returning id', [email]);
    const cus = await h.gateway.ensureCustomer(Number(rows[0]?.id), email);
    if (card) await h.addCard(cus);
    return cus;
  };

  beforeAll(async () => {
    db = await memoryDb();
    await runMigrations(db);
    await syncCatalogue(db);
    h = await make(db);
    startMs = h.now().getTime();
    await h.gateway.subscribe(await payer(), 'price_pro_monthly', h.now());
    await h.gateway.subscribe(await payer(), 'price_entry_yearly', h.now());
    await h.gateway.subscribe(await payer(false), 'price_beginner_monthly', h.now());
    await h.gateway.startTrial(await payer(false), 'price_starter_monthly', h.now());
    const starter = await h.gateway.subscribe(await payer(), 'price_starter_monthly', h.now());
    await h.gateway.cancel(starter.id, h.now());
    const switcher = await payer();
    const pro = await h.gateway.subscribe(switcher, 'price_pro_monthly', h.now());
    await h.gateway.cancel(pro.id, h.now());
    h.tick();
    await h.gateway.subscribe(switcher, 'price_entry_monthly', h.now());
  });
  afterAll(async () => {
    await h.close();
    await db.close();
  });

  it("counts each customer's newest subscription, renewals, MRR, cancellations and paid invoices", async () => {
    const window = { fromMs: startMs - DAY, toMs: h.now().getTime() + DAY, nowMs: h.now().getTime() };
    const figures: PaymentFigures = await h.gateway.adminDashboard(window);
    const byKey = (g: { plan: string | null; status: string }): string => `${g.plan}/${g.status}`;
    expect([...figures.current].sort((a, b) => byKey(a).localeCompare(byKey(b)))).toEqual([
      { plan: 'Beginner', status: 'active', count: 1 },
      { plan: 'Entry', status: 'active', count: 2 },
      { plan: 'Pro', status: 'active', count: 1 },
      { plan: 'Starter', status: 'canceled', count: 1 },
      { plan: 'Starter', status: 'trialing', count: 1 },
    ]);
    expect(figures.renewed).toBe(3);
    expect(figures.mrr).toEqual([{ currency: 'aud', amount: Math.round(amountOf('price_pro_monthly') + amountOf('price_entry_monthly') + amountOf('price_entry_yearly') / 12) }]);
    expect(figures.cancellations).toEqual([{ day: brisbaneDay(startMs), count: 2 }]);
    const paid = ['price_pro_monthly', 'price_entry_yearly', 'price_starter_monthly', 'price_pro_monthly', 'price_entry_monthly'].map(amountOf);
    expect(figures.invoicesPaid).toEqual({ count: 5, amounts: [{ currency: 'aud', amount: paid.reduce((a, b) => a + b, 0) }] });
  });

  it('leaves out what happened outside the range', async () => {
    const figures = await h.gateway.adminDashboard({ fromMs: startMs - 3 * DAY, toMs: startMs - DAY, nowMs: h.now().getTime() });
    expect({ cancellations: figures.cancellations, invoices: figures.invoicesPaid }).toEqual({ cancellations: [], invoices: { count: 0, amounts: [] } });
  });
});
