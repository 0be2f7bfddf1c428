import type { FastifyInstance } from 'fastify';
import { listInvoicesResponseSchema } from '../../../src/contracts';
import { bearer, seededApp, signIn } from '../../support/account';
import { newCustomer, saveDefaultCard, stripeCall, testClock } from '../../support/billing';

const DAY_MS = 86_400_000;

describe('invoices: list, renewals, PDF', () => {
  let app: FastifyInstance;
  const clock = testClock(new Date());
  beforeAll(async () => {
    app = await seededApp({ identity: { clock } });
  });
  afterAll(() => app.close());

  const list = async (token: string) => {
    const res = await stripeCall(app, 'GET', 'list-invoices', { token });
    expect(res.statusCode).toBe(200);
    return listInvoicesResponseSchema.parse(res.json()).data;
  };
  const pdf = (token: string | null, id: string) =>
    app.inject({ url: `/stripe/invoices/${id}/pdf`, ...(token ? { headers: bearer(token) } : {}) });

  it("lists the demo Pro customer's current-period invoice, with GST and a PDF link", async () => {
    const { IdToken } = await signIn(app, 'pro@demo.test');
    const [invoice, ...rest] = await list(IdToken);
    expect(rest).toEqual([]);
    expect(invoice).toMatchObject({
      id: expect.stringMatching(/^in_/),
      number: expect.stringMatching(/^[A-Z0-9]{8}-0001$/),
      subscription: 'sub_demo_pro',
      status: 'paid',
      currency: 'aud',
      subtotal: 16000,
      tax: 1600,
      total: 17600,
      amount_paid: 17600,
      invoice_pdf: `http://localhost:4000/stripe/invoices/${invoice?.id}/pdf`,
    });
  });

  it('issues the renewals when the periods have passed, newest first', async () => {
    const c = await newCustomer(app, { country: 'Australia' });
    await saveDefaultCard(app, c.token);
    const trial = (await stripeCall(app, 'GET', 'get-account', { token: c.token })).json().subscriptions.data[0];
    await stripeCall(app, 'POST', 'update-subscription', { token: c.token, body: { subscriptionId: trial.id, priceId: 'price_entry_monthly' } });
    expect(await list(c.token)).toHaveLength(1);

    clock.set(new Date(clock.now() + 65 * DAY_MS));
    const token = (await signIn(app, c.email, 'Sunrise!2026')).IdToken;
    const invoices = await list(token);
    expect(invoices).toHaveLength(3);
    expect(invoices.map((i) => i.total)).toEqual([8800, 8800, 8800]);
    expect(invoices[2]?.period_end).toBe(invoices[1]?.period_start);
    expect(invoices[1]?.period_end).toBe(invoices[0]?.period_start);
    const account = (await stripeCall(app, 'GET', 'get-account', { token })).json();
    expect(account.subscriptions.data[0].current_period_start).toBe(invoices[0]?.period_start);
    expect(account.subscriptions.data[0].current_period_end).toBeGreaterThan(Math.floor(clock.now() / 1000));
  });

  it('serves the PDF to its customer and to an admin only', async () => {
    const { IdToken: pro } = await signIn(app, 'pro@demo.test');
    const [invoice] = await list(pro);
    if (!invoice) throw new Error('no invoice');

    const res = await pdf(pro, invoice.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="invoice-${invoice.number}.pdf"`);
    const text = res.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('($176.00 AUD)');
    expect(text).toContain('($160.00 AUD)');
    expect(text).toContain('(GST \\(10%\\))');
    expect(text).toContain(`(Invoice number: ${invoice.number})`);
    expect(text).toContain('(Tax invoice)');
    expect(text).toContain('(Priya Patel)');

    const { IdToken: admin } = await signIn(app, 'admin@demo.test');
    expect((await pdf(admin, invoice.id)).statusCode).toBe(200);

    const { IdToken: entry } = await signIn(app, 'entry@demo.test');
    const foreign = await pdf(entry, invoice.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error_code: 'INVOICE_NOT_FOUND', error_message: 'No such invoice' });
    expect((await pdf(entry, 'in_doesnotexist')).json()).toEqual(foreign.json());
    expect((await pdf(null, invoice.id)).statusCode).toBe(401);
  });

  it('needs the token; a caller without a payment customer has no invoices', async () => {
    expect((await stripeCall(app, 'GET', 'list-invoices')).statusCode).toBe(401);
    const { IdToken } = await signIn(app, 'admin@demo.test');
    expect(await list(IdToken)).toEqual([]);
  });
});
