import type { FastifyInstance } from 'fastify';
import { runMigrations, type Db } from '../../src/db';
import { syncCatalogue } from '../../src/plugins/app/billing';
import type { AdminGatewayInvoice, InvoicePageRequest } from '../../src/plugins/app/billing/payment-gateway';
import { adminInvoicesResponseSchema, type AdminInvoice } from '../../src/contracts';
import { memoryDb } from '../helpers';
import { seededApp, signIn } from '../support/account';
import { GATEWAYS, type GatewayHarness } from './gateway-harness';
import { adminCall } from './support';

/*
 * The invoice lists' created range (ours: the admin page's from/to filter): created_gte and
 * created_lt (epoch seconds) keep the invoices created in [created_gte, created_lt), on the
 * local ledger and on Stripe alike, and the cursor (the last id) pages within the range.
 */

/** Every page of a list, one invoice a page, following the last id while has_more. */
async function everyPage(read: (page: InvoicePageRequest) => Promise<{ data: AdminGatewayInvoice[]; has_more: boolean }>, range: Omit<InvoicePageRequest, 'limit'>): Promise<string[]> {
  const ids: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await read({ ...range, limit: 1, startingAfter: after });
    ids.push(...page.data.map((i) => i.id));
    if (!page.has_more) return ids;
    after = page.data[page.data.length - 1]?.id;
    if (!after) throw new Error('has_more on an empty page');
  }
}

/** Invoice i is created at BASE + i * STEP (oldest first). */
const BASE = 1_900_000_000;
const STEP = 1000;

describe.each(GATEWAYS)('the invoice range on %s', (_name, make) => {
  let db: Db;
  let h: GatewayHarness;
  const customers: string[] = [];
  /** The invoices oldest first, as made. */
  let made: string[] = [];

  beforeAll(async () => {
    db = await memoryDb();
    await runMigrations(db);
    await syncCatalogue(db);
    h = await make(db);
    // Two customers with two invoices each: a subscription, then a move to another price.
    for (const [n, first, second] of [[1, 'price_pro_monthly', 'price_entry_monthly'], [2, 'price_starter_monthly', 'price_pro_yearly']] as const) {
      const { rows } = await db.query<{ id: string }>(`insert into customers (email, country) values ($1, 'Australia') returning id`, [`range${n}@example.test`]);
      const cus = await h.gateway.ensureCustomer(Number(rows[0]?.id), `range${n}@example.test`);
      customers.push(cus);
      await h.addCard(cus);
      const subscription = await h.gateway.subscribe(cus, first, h.now());
      h.tick();
      await h.gateway.changePrice(subscription.id, second, h.now());
      h.tick();
    }
    made = (await h.gateway.listInvoicePage({ limit: 100 })).data.map((i) => i.id).reverse();
    expect(made).toHaveLength(4);
    for (const [i, id] of made.entries()) await h.setInvoiceCreated(id, BASE + i * STEP);
  });
  afterAll(async () => {
    await h.close();
    await db.close();
  });

  const read = (page: InvoicePageRequest) => h.gateway.listInvoicePage(page);
  const newestFirst = (...indexes: number[]): string[] => indexes.map((i) => made[i] as string);

  it('keeps the invoices created in [gte, lt), newest first, paged by the last id within the range', async () => {
    const range = { createdGte: BASE + STEP, createdLt: BASE + 3 * STEP };
    const page = await read({ ...range, limit: 100 });
    expect(page.data.map((i) => i.id)).toEqual(newestFirst(2, 1));
    expect(page.data.map((i) => i.created)).toEqual([BASE + 2 * STEP, BASE + STEP]);
    expect(page.has_more).toBe(false);
    expect(await everyPage(read, range)).toEqual(newestFirst(2, 1));
  });

  it('takes the lower bound inclusive and the upper one exclusive, each alone too', async () => {
    expect(await everyPage(read, { createdGte: BASE + 2 * STEP })).toEqual(newestFirst(3, 2));
    expect(await everyPage(read, { createdLt: BASE + 2 * STEP })).toEqual(newestFirst(1, 0));
    expect(await everyPage(read, { createdGte: BASE + STEP - 1, createdLt: BASE + STEP + 1 })).toEqual(newestFirst(1));
    expect(await everyPage(read, { createdGte: BASE + 4 * STEP })).toEqual([]);
    expect(await everyPage(read, { createdGte: BASE + 2 * STEP, createdLt: BASE + STEP })).toEqual([]);
  });

  it("narrows one customer's invoices alike", async () => {
    const own = (await read({ limit: 100, customer: customers[1] })).data.map((i) => i.id);
    expect(own).toEqual(newestFirst(3, 2));
    expect(await everyPage(read, { customer: customers[1], createdLt: BASE + 3 * STEP })).toEqual(newestFirst(2));
    expect(await everyPage(read, { customer: customers[0], createdGte: BASE + 2 * STEP })).toEqual([]);
  });
});

describe('GET /admin/stripeInvoices with created_gte / created_lt', () => {
  let app: FastifyInstance;
  let admin: string;
  /** The seeded invoices newest first, after spreading their creation STEP apart. */
  let all: AdminInvoice[];

  beforeAll(async () => {
    app = await seededApp({ jobs: { workers: false } });
    admin = (await signIn(app, 'admin@demo.test')).IdToken;
    const { rows } = await app.db.query<{ id: string }>('select id from billing_invoices order by created, id');
    for (const [i, row] of rows.entries()) await app.db.query('update billing_invoices set created = to_timestamp($2) where id = $1', [row.id, BASE + i * STEP]);
    all = await list('/admin/stripeInvoices?limit=100');
    expect(all.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => app.close());

  async function list(url: string): Promise<AdminInvoice[]> {
    const res = await adminCall(app, 'GET', url, { token: admin });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    return adminInvoicesResponseSchema.parse(res.json()).result.invoices;
  }

  it('answers the invoices of the range, a page at a time after the last id', async () => {
    const gte = BASE + STEP;
    const lt = BASE + 3 * STEP;
    const wanted = all.filter((i) => i.created >= gte && i.created < lt).map((i) => i.id);
    expect(wanted).toHaveLength(2);
    const paged: string[] = [];
    let id: string | null = null;
    do {
      const url: string = `/admin/stripeInvoices?limit=1&created_gte=${gte}&created_lt=${lt}${id ? `&id=${id}` : ''}`;
      const res = await adminCall(app, 'GET', url, { token: admin });
      const page = adminInvoicesResponseSchema.parse(res.json()).result;
      paged.push(...page.invoices.map((i) => i.id));
      id = page.has_more ? (page.invoices[page.invoices.length - 1]?.id ?? null) : null;
    } while (id);
    expect(paged).toEqual(wanted);
  });

  it("narrows one customer's invoices alike", async () => {
    const newest = all[0] as AdminInvoice;
    const own = await list(`/admin/stripeInvoicesByCustomerId?customer_id=${newest.customer}&created_gte=${newest.created}`);
    expect(own.map((i) => i.id)).toEqual([newest.id]);
    expect(await list(`/admin/stripeInvoicesByCustomerId?customer_id=${newest.customer}&created_lt=${BASE}`)).toEqual([]);
  });

  it.each(['created_gte=-1', 'created_lt=soon', 'created_gte=1.5', `created_lt=${'9'.repeat(30)}`])('refuses %s (400)', async (query) => {
    const res = await adminCall(app, 'GET', `/admin/stripeInvoices?${query}`, { token: admin });
    expect({ status: res.statusCode, code: res.json().error_code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
  });
});
