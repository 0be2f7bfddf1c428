import { runMigrations, type Db } from '../../src/db';
import { syncCatalogue, type PaymentGatewayService } from '../../src/plugins/app/billing';
import { confirmSetupLocal, createSetupIntentLocal } from '../../src/plugins/app/billing/local-cards';
import { localGateway } from '../../src/plugins/app/billing/local-gateway';
import { TEST_CARDS } from '../../src/contracts';
import { memoryDb } from '../helpers';
import { testClock } from '../support/billing';

const at = (iso: string): number => Math.floor(new Date(iso).getTime() / 1000);

describe('local gateway: renewals and invoices', () => {
  let db: Db;
  let gateway: PaymentGatewayService;
  const clock = testClock('2031-01-31T10:00:00Z');
  let n = 0;

  /** A billing customer in `country`, with the Visa test card as default when `card`. */
  const payer = async (opts: { country?: string; card?: boolean } = {}): Promise<string> => {
    n += 1;
    const { rows } = await db.query<{ id: number }>(`insert into customers (email, country) values ($1, $2) returning id`, [
      `renew${n}@example.test`,
      opts.country ?? 'Australia',
    ]);
    const cus = await gateway.ensureCustomer(Number(rows[0]?.id), `renew${n}@example.test`);
    if (opts.card ?? true) {
      const now = new Date(clock.now());
      const intent = await createSetupIntentLocal(db, cus, now);
      const card = { number: TEST_CARDS.succeeds, exp_month: 12, exp_year: 2040, cvc: '123' };
      const { payment_method } = await confirmSetupLocal(db, intent.id, card, {}, now);
      await gateway.setDefaultPaymentMethod(cus, payment_method);
    }
    return cus;
  };

  beforeAll(async () => {
    db = await memoryDb();
    await runMigrations(db);
    await syncCatalogue(db);
    gateway = localGateway(db, clock);
  });
  afterAll(() => db.close());

  it('renews monthly from the billing anchor (31 January: end of February, then 31 March) and invoices each period start', async () => {
    clock.set('2031-01-31T10:00:00Z');
    const cus = await payer();
    const sub = await gateway.subscribe(cus, 'price_pro_monthly', new Date(clock.now()));
    expect(sub.current_period_end).toBe(at('2031-02-28T10:00:00Z'));

    clock.set('2031-04-02T00:00:00Z');
    const renewed = await gateway.currentSubscription(cus);
    expect(renewed).toMatchObject({ id: sub.id, status: 'active', current_period_start: at('2031-03-31T10:00:00Z'), current_period_end: at('2031-04-30T10:00:00Z') });

    const invoices = await gateway.listInvoices(cus);
    expect(invoices.map((i) => [i.period_start, i.period_end, i.created])).toEqual([
      [at('2031-03-31T10:00:00Z'), at('2031-04-30T10:00:00Z'), at('2031-03-31T10:00:00Z')],
      [at('2031-02-28T10:00:00Z'), at('2031-03-31T10:00:00Z'), at('2031-02-28T10:00:00Z')],
      [at('2031-01-31T10:00:00Z'), at('2031-02-28T10:00:00Z'), at('2031-01-31T10:00:00Z')],
    ]);
    expect(invoices.every((i) => i.status === 'paid' && i.total === 17600 && i.tax === 1600 && i.paid_at === i.created)).toBe(true);
    const prefix = invoices[0]?.number?.split('-')[0];
    expect(invoices.map((i) => i.number)).toEqual([`${prefix}-0003`, `${prefix}-0002`, `${prefix}-0001`]);
    expect(invoices[0]).toMatchObject({
      customer: cus,
      subscription: sub.id,
      currency: 'aud',
      subtotal: 16000,
      amount_due: 17600,
      amount_paid: 17600,
      lines: { data: [{ amount: 16000, price: 'price_pro_monthly', description: '1 × Pro (at $160.00 / month)' }] },
    });

    // Reading again, or two readers at once, issues nothing more.
    await Promise.all([gateway.currentSubscription(cus), gateway.currentSubscription(cus)]);
    expect(await gateway.listInvoices(cus)).toHaveLength(3);
  });

  it("starts the first paid period at the trial's end; without a card the invoices stay open", async () => {
    clock.set('2031-01-01T00:00:00Z');
    const cus = await payer({ card: false, country: 'United Kingdom' });
    const trial = await gateway.startTrial(cus, 'price_starter_monthly', new Date(clock.now()));
    expect(trial).toMatchObject({ status: 'trialing', trial_end: at('2031-01-15T00:00:00Z'), current_period_end: at('2031-01-15T00:00:00Z') });
    expect(await gateway.listInvoices(cus)).toEqual([]);

    clock.set('2031-01-14T23:59:59Z');
    expect((await gateway.currentSubscription(cus))?.status).toBe('trialing');
    clock.set('2031-02-20T00:00:00Z');
    const sub = await gateway.currentSubscription(cus);
    expect(sub).toMatchObject({
      status: 'active',
      trial_end: at('2031-01-15T00:00:00Z'),
      current_period_start: at('2031-02-15T00:00:00Z'),
      current_period_end: at('2031-03-15T00:00:00Z'),
    });
    const invoices = await gateway.listInvoices(cus);
    expect(invoices.map((i) => [i.period_start, i.status, i.amount_due, i.amount_paid, i.tax, i.paid_at])).toEqual([
      [at('2031-02-15T00:00:00Z'), 'open', 4000, 0, 0, null],
      [at('2031-01-15T00:00:00Z'), 'open', 4000, 0, 0, null],
    ]);
  });

  it('renews yearly, never renews a canceled subscription and never invoices the free plan', async () => {
    clock.set('2031-03-01T00:00:00Z');
    const yearly = await payer();
    await gateway.subscribe(yearly, 'price_entry_yearly', new Date(clock.now()));
    const free = await payer({ card: false });
    await gateway.subscribe(free, 'price_beginner_monthly', new Date(clock.now()));
    const canceled = await payer();
    const gone = await gateway.subscribe(canceled, 'price_starter_monthly', new Date(clock.now()));
    await gateway.cancel(gone.id, new Date(clock.now()));

    clock.set('2033-03-02T00:00:00Z');
    expect(await gateway.currentSubscription(yearly)).toMatchObject({
      current_period_start: at('2033-03-01T00:00:00Z'),
      current_period_end: at('2034-03-01T00:00:00Z'),
    });
    expect((await gateway.listInvoices(yearly)).map((i) => i.total)).toEqual([92400, 92400, 92400]);
    expect((await gateway.currentSubscription(free))?.current_period_start).toBe(at('2033-03-01T00:00:00Z'));
    expect(await gateway.listInvoices(free)).toEqual([]);
    expect(await gateway.currentSubscription(canceled)).toBeNull();
    expect(await gateway.findSubscription(gone.id)).toMatchObject({ status: 'canceled', current_period_end: at('2031-04-01T00:00:00Z') });
    expect(await gateway.listInvoices(canceled)).toHaveLength(1);
  });
});
