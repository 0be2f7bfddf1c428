import type { FastifyInstance } from 'fastify';
import { ADMIN_DASHBOARD_MESSAGES, ADMIN_FIGURES, ADMIN_MESSAGES, adminDashboardResponseSchema, type AdminDashboard } from '../../src/contracts';
import { adminDashboard } from '../../src/plugins/app/admin';
import { CATALOGUE, GatewayUnavailableError } from '../../src/plugins/app/billing';
import { renewalCutoffs } from '../../src/plugins/app/admin/dashboard-rules';
import { seededApp, signIn } from '../support/account';
import { testClock } from '../support/billing';
import { StripeEmulator } from '../support/stripe-emulator';
import { localHarness } from './gateway-harness';
import { adminCall } from './support';

/*
 * GET /admin/dashboard (docs/adr/032): the figures of data made here, on the local ledger and
 * on Stripe (the emulator: the statuses only Stripe has, paused and past_due, and invoices
 * paid after they were issued); the admin role; the range's rules.
 */

const SECOND = 1000;
const HOUR = 3600_000;
const DAY = 86_400_000;

/** A price's amount in the api's catalogue (minor units). */
function amountOf(priceId: string): number {
  const price = CATALOGUE.flatMap((p) => p.prices).find((p) => p.id === priceId);
  if (!price) throw new Error(`no price ${priceId}`);
  return price.unitAmount;
}

/** Midnight in Brisbane starting the day `ms` falls on there. */
const brisbaneMidnight = (ms: number): number => Math.floor((ms + 10 * HOUR) / DAY) * DAY - 10 * HOUR;

/** A customer account (identity user and customer record) created at `created`, last signed in at `lastLogin`. */
async function account(app: FastifyInstance, email: string, created: number, lastLogin: number | null = null): Promise<number> {
  const { rows } = await app.db.query<{ id: string }>('insert into customers (email, created_at, last_login_at) values ($1, $2, $3) returning id', [
    email,
    new Date(created),
    lastLogin === null ? null : new Date(lastLogin),
  ]);
  await app.db.query(
    `insert into identity_users (sub, email, email_verified, status, srp_salt, srp_verifier, created_at)
     values (gen_random_uuid(), $1, true, 'CONFIRMED', 'x', 'x', $2)`,
    [email, new Date(created)],
  );
  return Number(rows[0]?.id);
}

async function dashboard(app: FastifyInstance, token: string, from: number, to: number): Promise<AdminDashboard> {
  const res = await adminCall(app, 'GET', `/admin/dashboard?from=${from}&to=${to}`, { token });
  expect({ status: res.statusCode, body: res.statusCode === 200 ? null : res.json() }).toEqual({ status: 200, body: null });
  return adminDashboardResponseSchema.parse(res.json()).result;
}

const counts = (over: Partial<AdminDashboard['subscribers']['by_status']> = {}) => ({ cancelled: 0, trialling: 0, active: 0, unpaid: 0, suspended: 0, ...over });

describe('the admin dashboard on the local ledger', () => {
  const clock = testClock(new Date());
  const T = clock.now();
  // Three Brisbane days, 20 days back: nothing the demo seed made falls in them.
  const from = brisbaneMidnight(T - 20 * DAY);
  const to = from + 3 * DAY;
  const days = [0, 1, 2].map((d) => new Date(from + d * DAY + 10 * HOUR).toISOString().slice(0, 10));
  let app: FastifyInstance;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    app = await seededApp({ identity: { clock }, jobs: { workers: false } });
    admin = (await signIn(app, 'admin@demo.test')).IdToken;
    customer = (await signIn(app, 'pro@demo.test')).IdToken;

    // Sign-ups: the first instant of the range counts, its end and the instant before it do not.
    await account(app, 'signup-first@dash.test', from);
    await account(app, 'signup-late@dash.test', from + 2 * DAY - 1);
    await account(app, 'signup-day2@dash.test', from + DAY + 5 * HOUR);
    await account(app, 'signup-day3@dash.test', from + 2 * DAY + 8 * HOUR);
    await account(app, 'signup-before@dash.test', from - 1);
    await account(app, 'signup-after@dash.test', to);
    // Logins 89 and 91 days ago; accounts a year old minus and plus a second.
    await account(app, 'login-89@dash.test', T - 200 * DAY, T - 89 * DAY);
    await account(app, 'login-91@dash.test', T - 200 * DAY, T - 91 * DAY);
    await account(app, 'year-minus@dash.test', T - ADMIN_FIGURES.LONG_TERM_ACCOUNT_MS + SECOND);
    await account(app, 'year-plus@dash.test', T - ADMIN_FIGURES.LONG_TERM_ACCOUNT_MS - SECOND);

    // Payment customers with a card (accounts made 300 days ago: neither sign-ups nor long-term).
    const ledger = await localHarness(app.db);
    const payer = async (name: string): Promise<string> => {
      const email = `${name}@dash.test`;
      const cus = await app.payments.ensureCustomer(await account(app, email, T - 300 * DAY), email);
      await ledger.addCard(cus);
      return cus;
    };
    const at = (ms: number): Date => new Date(ms);
    const cut = renewalCutoffs(T);
    await app.payments.subscribe(await payer('pro-recent'), 'price_pro_monthly', at(T - 10 * DAY));
    await app.payments.subscribe(await payer('pro-month-ago'), 'price_pro_monthly', at(cut.month - SECOND));
    await app.payments.subscribe(await payer('entry-year-in'), 'price_entry_yearly', at(cut.year + SECOND));
    await app.payments.subscribe(await payer('entry-year-out'), 'price_entry_yearly', at(cut.year - SECOND));
    await app.payments.subscribe(await payer('beginner'), 'price_beginner_monthly', at(T - DAY));
    await app.payments.startTrial(await payer('trial'), 'price_starter_monthly', at(T - 5 * DAY));
    // Paid in the range (day 1), cancelled on day 2.
    const starter = await app.payments.subscribe(await payer('starter-cancelled'), 'price_starter_monthly', at(from + HOUR));
    await app.payments.cancel(starter.id, at(from + DAY + 2 * HOUR));
    // Pro for two months, cancelled on day 3, then Entry the same day (paid in the range).
    const switcher = await payer('switcher');
    const pro = await app.payments.subscribe(switcher, 'price_pro_monthly', at(T - 60 * DAY));
    await app.payments.cancel(pro.id, at(from + 2 * DAY + 3 * HOUR));
    await app.payments.subscribe(switcher, 'price_entry_monthly', at(from + 2 * DAY + 4 * HOUR));
    // Paid at the range's end: not in it.
    await app.payments.subscribe(await payer('pro-at-end'), 'price_pro_monthly', at(to));
  });
  afterAll(() => app.close());

  it("answers the figures of the accounts and the ledger, each customer counted by their newest subscription", async () => {
    const figures = await dashboard(app, admin, from, to);
    expect({ from: figures.from, to: figures.to, as_of: figures.as_of, source: figures.payment_source }).toEqual({ from, to, as_of: T, source: 'local' });
    // The seed's four customers plus the 6 sign-up, 4 login/age and 9 payment accounts here; the admin is none.
    expect(figures.customers).toEqual({ total: 23, recent_logins: 1, long_term: 1 });
    expect(figures.sign_ups).toEqual({ total: 4, by_day: [{ day: days[0], count: 1 }, { day: days[1], count: 2 }, { day: days[2], count: 1 }] });
    expect(figures.cancellations).toEqual({ total: 2, by_day: [{ day: days[0], count: 0 }, { day: days[1], count: 1 }, { day: days[2], count: 1 }] });

    // The seed's Beginner, Starter, Entry and Pro (active, monthly, made at seed time) and the nine here.
    expect(figures.subscribers.by_status).toEqual(counts({ active: 11, trialling: 1, cancelled: 1 }));
    expect(figures.subscribers.total).toBe(12);
    expect(figures.subscribers.by_plan).toEqual([
      { plan: 'Beginner', by_status: counts({ active: 2 }) },
      { plan: 'Starter', by_status: counts({ active: 1, trialling: 1, cancelled: 1 }) },
      { plan: 'Entry', by_status: counts({ active: 4 }) },
      { plan: 'Pro', by_status: counts({ active: 4 }) },
      { plan: 'Enterprise', by_status: counts() },
    ]);
    // Seed: Starter, Entry, Pro; here: pro-recent, entry-year-in, the switcher's Entry, pro-at-end.
    expect(figures.subscribers.renewed).toBe(7);
    const proMonthly = amountOf('price_pro_monthly');
    const entryMonthly = amountOf('price_entry_monthly');
    const entryYearly = amountOf('price_entry_yearly');
    const starterMonthly = amountOf('price_starter_monthly');
    expect(figures.mrr).toEqual([{ currency: 'aud', amount: Math.round(starterMonthly + 2 * entryMonthly + 4 * proMonthly + (2 * entryYearly) / 12) }]);
    expect(figures.invoices_paid).toEqual({ count: 2, amounts: [{ currency: 'aud', amount: starterMonthly + entryMonthly }] });
  });

  it('answers an empty range with zeros and the default currency', async () => {
    const quiet = brisbaneMidnight(T - 100 * DAY);
    const figures = await dashboard(app, admin, quiet, quiet + DAY);
    expect(figures.sign_ups).toEqual({ total: 0, by_day: [{ day: new Date(quiet + 10 * HOUR).toISOString().slice(0, 10), count: 0 }] });
    expect(figures.invoices_paid).toEqual({ count: 0, amounts: [{ currency: 'aud', amount: 0 }] });
  });

  it('refuses a customer (403) and an anonymous caller (401)', async () => {
    const refused = await adminCall(app, 'GET', `/admin/dashboard?from=${from}&to=${to}`, { token: customer });
    expect({ status: refused.statusCode, code: refused.json().error_code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    const anonymous = await adminCall(app, 'GET', `/admin/dashboard?from=${from}&to=${to}`);
    expect({ status: anonymous.statusCode, code: anonymous.json().error_code }).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  });

  it.each([
    ['from after to', from + DAY, from, ADMIN_MESSAGES.fromBeforeTo],
    ['from equal to to', from, from, ADMIN_MESSAGES.fromBeforeTo],
    ['a range over 366 days', from, from + 366 * DAY + 1, 'The date range may cover at most 366 days.'],
  ])('refuses %s (400 INVALID_RANGE)', async (_case, f, t, message) => {
    const res = await adminCall(app, 'GET', `/admin/dashboard?from=${f}&to=${t}`, { token: admin });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error_code: 'INVALID_RANGE', error_message: message } });
  });

  it('answers 502 with its own message when the payment gateway fails', async () => {
    const payments = { ...app.payments, adminDashboard: () => Promise.reject(new GatewayUnavailableError('Stripe: connection reset')) };
    await expect(adminDashboard({ db: app.db, clock: app.clock, payments }, { from, to })).rejects.toMatchObject({
      status: 502,
      code: 'PAYMENT_GATEWAY_ERROR',
      message: ADMIN_DASHBOARD_MESSAGES.gatewayFailed,
    });
  });

  it('answers a range of 366 days, and refuses bounds that are not epoch milliseconds', async () => {
    expect((await dashboard(app, admin, from - 363 * DAY, from + 3 * DAY)).sign_ups.by_day).toHaveLength(366);
    for (const query of ['from=abc&to=1', 'from=1', 'from=-5&to=10', 'from=1.5&to=10']) {
      const res = await adminCall(app, 'GET', `/admin/dashboard?${query}`, { token: admin });
      expect({ query, status: res.statusCode, code: res.json().error_code }).toEqual({ query, status: 400, code: 'VALIDATION_ERROR' });
    }
  });
});

describe('the admin dashboard on Stripe', () => {
  const emulator = new StripeEmulator();
  const clock = testClock(new Date());
  const T = clock.now();
  const to = brisbaneMidnight(T);
  const from = to - 3 * DAY;
  let app: FastifyInstance;
  let admin: string;

  /** The emulator's copy of a subscription or of its invoice, to set what only Stripe's own clock and dunning would. */
  const subscriptionAt = (id: string): Record<string, unknown> => emulator.subscriptions.get(id) as Record<string, unknown>;
  const invoiceOf = (subscriptionId: string): Record<string, unknown> => {
    const found = [...emulator.invoices.values()].find((i) => (i['parent'] as { subscription_details: { subscription: string } }).subscription_details.subscription === subscriptionId);
    if (!found) throw new Error(`no invoice of ${subscriptionId}`);
    return found;
  };
  const seconds = (ms: number): number => Math.floor(ms / 1000);

  beforeAll(async () => {
    const port = await emulator.start();
    app = await seededApp({
      identity: { clock },
      jobs: { workers: false },
      env: { STRIPE_SECRET_KEY: 'sk_test_emulator', STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(port), STRIPE_API_PROTOCOL: 'http' },
    });
    admin = (await signIn(app, 'admin@demo.test')).IdToken;
    const payer = async (name: string): Promise<string> => {
      const email = `${name}@stripe-dash.test`;
      const cus = await app.payments.ensureCustomer(await account(app, email, T - 300 * DAY), email);
      await app.payments.setDefaultPaymentMethod(cus, emulator.attachCard(cus));
      return cus;
    };
    const now = new Date(T);
    const cut = renewalCutoffs(T);
    // Paused: suspended; its invoice issued and paid within the range.
    const paused = await app.payments.subscribe(await payer('paused'), 'price_pro_monthly', now);
    Object.assign(subscriptionAt(paused.id), { status: 'paused' });
    Object.assign(invoiceOf(paused.id), { created: seconds(from + HOUR), status_transitions: { paid_at: seconds(from + HOUR) } });
    // Past due: unpaid, still in MRR; its invoice issued 30 days before the range and paid within it.
    const pastDue = await app.payments.subscribe(await payer('past-due'), 'price_starter_monthly', now);
    Object.assign(subscriptionAt(pastDue.id), { status: 'past_due' });
    Object.assign(invoiceOf(pastDue.id), { created: seconds(from - 30 * DAY), status_transitions: { paid_at: seconds(from + 2 * HOUR) } });
    // Active yearly made a year ago plus a second: renewed; its invoice paid at the range's end (not in it).
    const yearly = await app.payments.subscribe(await payer('yearly'), 'price_entry_yearly', now);
    Object.assign(subscriptionAt(yearly.id), { created: seconds(cut.year) + 1 });
    Object.assign(invoiceOf(yearly.id), { created: seconds(to - DAY), status_transitions: { paid_at: seconds(to) } });
    // Active monthly made a month ago minus a second: not renewed.
    const monthly = await app.payments.subscribe(await payer('monthly'), 'price_pro_monthly', now);
    Object.assign(subscriptionAt(monthly.id), { created: seconds(cut.month) - 1 });
    await app.payments.startTrial(await payer('trial'), 'price_starter_monthly', now);
    // Cancelled on the range's second day.
    const cancelled = await app.payments.subscribe(await payer('cancelled'), 'price_pro_monthly', now);
    await app.payments.cancel(cancelled.id, now);
    Object.assign(subscriptionAt(cancelled.id), { canceled_at: seconds(from + DAY + HOUR) });
  });
  afterAll(async () => {
    await app.close();
    await emulator.stop();
  });

  it("folds Stripe's subscriptions and paid invoices with the ledger's rules", async () => {
    const figures = await dashboard(app, admin, from, to);
    expect(figures.payment_source).toBe('stripe');
    expect(figures.subscribers.by_status).toEqual(counts({ suspended: 1, unpaid: 1, active: 2, trialling: 1, cancelled: 1 }));
    expect(figures.subscribers.total).toBe(5);
    expect(figures.subscribers.by_plan.find((p) => p.plan === 'Pro')?.by_status).toEqual(counts({ suspended: 1, active: 1, cancelled: 1 }));
    expect(figures.subscribers.by_plan.find((p) => p.plan === 'Starter')?.by_status).toEqual(counts({ unpaid: 1, trialling: 1 }));
    expect(figures.subscribers.renewed).toBe(1);
    expect(figures.mrr).toEqual([
      { currency: 'aud', amount: Math.round(amountOf('price_starter_monthly') + amountOf('price_pro_monthly') + amountOf('price_entry_yearly') / 12) },
    ]);
    expect(figures.cancellations.by_day.map((d) => d.count)).toEqual([0, 1, 0]);
    expect(figures.invoices_paid).toEqual({ count: 2, amounts: [{ currency: 'aud', amount: amountOf('price_pro_monthly') + amountOf('price_starter_monthly') }] });
    // Every subscription in pages of 100 (one page here), and the paid invoices created from 90 days before the range.
    const lists = emulator.calls('GET', /^\/v1\/subscriptions$/).filter((r) => r.params['status'] === 'all' && r.params['customer'] === undefined);
    expect(lists.at(-1)?.params).toMatchObject({ limit: '100' });
    expect(emulator.calls('GET', /^\/v1\/invoices$/).at(-1)?.params).toMatchObject({
      status: 'paid',
      created: { gte: String(seconds(from - 90 * DAY)), lt: String(Math.ceil(to / 1000)) },
    });
  });

  it('pages through every subscription, 100 at a time', async () => {
    const before = await dashboard(app, admin, from, to);
    const template = [...emulator.subscriptions.values()].find((s) => s['status'] === 'trialing') as Record<string, unknown>;
    for (let i = 0; i < 150; i += 1) {
      const id = `sub_paged${i}`;
      emulator.subscriptions.set(id, { ...template, id, customer: `cus_paged${i}`, created: seconds(T) - 1000 - i });
    }
    const requests = emulator.calls('GET', /^\/v1\/subscriptions$/).length;
    const after = await dashboard(app, admin, from, to);
    expect(after.subscribers.by_status.trialling).toBe(before.subscribers.by_status.trialling + 150);
    const pages = emulator.calls('GET', /^\/v1\/subscriptions$/).slice(requests);
    expect(pages.map((r) => r.params['starting_after'] ?? null)).toEqual([null, expect.stringMatching(/^sub_/)]);
  });
});
