import type { FastifyInstance } from 'fastify';
import {
  getAccountResponseSchema,
  intervalOf,
  isOnTrial,
  subscriptionResponseSchema,
  TRIAL_PERIOD_DAYS,
} from '../../../src/contracts';
import { bearer, seededApp, signIn, tampered } from '../../support/account';
import { newCustomer, saveDefaultCard, stripeCall, subscriptionsClaim, testClock } from '../../support/billing';

const DAY = 86_400;

describe('subscriptions: create, update, cancel, account', () => {
  let app: FastifyInstance;
  const clock = testClock(new Date());
  beforeAll(async () => {
    app = await seededApp({ identity: { clock } });
  });
  afterAll(() => app.close());

  const nowSeconds = (): number => Math.floor(clock.now() / 1000);
  const account = async (token: string) => getAccountResponseSchema.parse((await stripeCall(app, 'GET', 'get-account', { token })).json());
  const invoicesOf = async (subscriptionId: string) =>
    (
      await app.db.query<{ subtotal: number; tax: number; amount_due: number; amount_paid: number; status: string; price_id: string }>(
        `select subtotal, tax, amount_due, amount_paid, status, price_id from billing_invoices where subscription_id = $1 order by created, number`,
        [subscriptionId],
      )
    ).rows;
  /** A customer whose sign-up trial was cancelled: no live subscription. */
  const customerWithoutPlan = async (country = 'Australia') => {
    const c = await newCustomer(app, { country });
    const trial = (await account(c.token)).subscriptions.data[0];
    const res = await stripeCall(app, 'POST', 'cancel-subscription', { token: c.token, body: { subscriptionId: trial?.id } });
    expect(res.statusCode).toBe(200);
    return c;
  };

  it('get-account: the demo Pro customer has the Visa card and an active monthly Pro subscription', async () => {
    const { IdToken } = await signIn(app, 'pro@demo.test');
    const body = await account(IdToken);
    expect(body.customer).toMatchObject({
      id: expect.stringMatching(/^cus_/),
      email: 'pro@demo.test',
      invoice_settings: { default_payment_method: { type: 'card', card: { brand: 'visa', last4: '4242' } } },
    });
    const [sub] = body.subscriptions.data;
    expect(body.subscriptions.data).toHaveLength(1);
    expect(sub).toMatchObject({ id: 'sub_demo_pro', status: 'active', trial_end: null, items: { data: [{ price: { id: 'price_pro_monthly' } }] } });
    expect(intervalOf(sub!)).toBe('month');
    expect(isOnTrial(sub!, nowSeconds())).toBe(false);
  });

  it('get-account: a new sign-up is on its trial', async () => {
    const { token } = await newCustomer(app);
    const [sub] = (await account(token)).subscriptions.data;
    expect(sub?.status).toBe('trialing');
    expect(sub?.trial_end).toBe(nowSeconds() + TRIAL_PERIOD_DAYS * DAY);
    expect(isOnTrial(sub!, nowSeconds())).toBe(true);
  });

  it('get-account: a token without a customer record gets the spec message', async () => {
    // The identity user stays; only the product backend's record goes (as for a pool-only user).
    await app.db.query(`delete from customers where email = 'starter@demo.test'`);
    const { IdToken } = await signIn(app, 'starter@demo.test');
    const missing = await stripeCall(app, 'GET', 'get-account', { token: IdToken });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error_code: 'USER_NOT_FOUND', error_message: 'Failed to retrieve Customer account.' });
  });

  it('refuses a missing, tampered or expired token on every caller-specific call', async () => {
    const calls: [method: 'GET' | 'POST', url: string][] = [
      ['POST', '/stripe/create-customer'],
      ['POST', '/stripe/setup-intent'],
      ['POST', '/stripe/update-customer'],
      ['POST', '/stripe/create-subscription'],
      ['POST', '/stripe/update-subscription'],
      ['POST', '/stripe/cancel-subscription'],
      ['GET', '/stripe/get-account'],
      ['GET', '/stripe/list-invoices'],
      ['GET', '/stripe/invoices/in_x/pdf'],
    ];
    const { IdToken } = await signIn(app, 'pro@demo.test');
    // A body every write accepts (unknown fields are dropped), so only the token decides.
    const payload = { paymentMethodId: 'pm_x', priceId: 'price_pro_monthly', subscriptionId: 'sub_demo_pro' };
    const status = async (method: 'GET' | 'POST', url: string, token: string | null) =>
      (await app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(method === 'POST' ? { payload } : {}) })).statusCode;
    for (const [method, url] of calls) {
      expect([url, await status(method, url, null)]).toEqual([url, 401]);
      expect([url, await status(method, url, tampered(IdToken))]).toEqual([url, 401]);
    }
    clock.advanceDays(1);
    for (const [method, url] of calls) expect([url, await status(method, url, IdToken)]).toEqual([url, 401]);
  });

  it('validates the bodies', async () => {
    const { IdToken: token } = await signIn(app, 'pro@demo.test');
    for (const [path, body] of [
      ['create-subscription', { priceId: '' }],
      ['update-subscription', { subscriptionId: 'sub_demo_pro' }],
      ['cancel-subscription', {}],
      ['update-customer', { paymentMethodId: 42 }],
    ] as const) {
      const res = await stripeCall(app, 'POST', path, { token, body });
      expect([path, res.statusCode, res.json().error_code]).toEqual([path, 400, 'VALIDATION_ERROR']);
    }
  });

  describe('create-subscription', () => {
    it('refuses a second live subscription (409), unknown prices (400) and ids that are not the caller\'s (403)', async () => {
      const { token, email } = await newCustomer(app);
      const live = await stripeCall(app, 'POST', 'create-subscription', { token, body: { priceId: 'price_pro_monthly' } });
      expect(live.statusCode).toBe(409);
      expect(live.json().error_code).toBe('SUBSCRIPTION_EXISTS');

      const other = await customerWithoutPlan();
      const create = (body: object) => stripeCall(app, 'POST', 'create-subscription', { token: other.token, body });
      expect((await create({ priceId: 'price_nope' })).json().error_code).toBe('UNKNOWN_PRICE');
      expect((await create({ priceId: 'price_nope' })).statusCode).toBe(400);
      expect((await create({ priceId: 'price_beginner_monthly', email })).statusCode).toBe(403);
      const foreignCus = (await account(token)).customer.id;
      expect((await create({ priceId: 'price_beginner_monthly', customerId: foreignCus })).statusCode).toBe(403);
      expect((await create({})).statusCode).toBe(400);
      expect((await account(other.token)).subscriptions.data).toEqual([]);
    });

    it('starts the free Beginner plan without a card and no invoice', async () => {
      const c = await customerWithoutPlan();
      const res = await stripeCall(app, 'POST', 'create-subscription', {
        token: c.token,
        body: { priceId: 'price_beginner_monthly', email: c.email.toUpperCase(), customerId: (await account(c.token)).customer.id },
      });
      expect(res.statusCode).toBe(201);
      const { subscription } = subscriptionResponseSchema.parse(res.json());
      expect(subscription).toMatchObject({ status: 'active', trial_end: null, current_period_start: nowSeconds() });
      expect(await invoicesOf(subscription.id)).toEqual([]);
      expect(await subscriptionsClaim(app, c.email)).toEqual([{ name: 'Beginner', id: subscription.id, created: subscription.created }]);
    });

    it('refuses a paid price without a default card (402 payment_method_required), then charges the card with GST', async () => {
      const c = await customerWithoutPlan('Australia');
      const refused = await stripeCall(app, 'POST', 'create-subscription', { token: c.token, body: { priceId: 'price_pro_monthly' } });
      expect(refused.statusCode).toBe(402);
      expect(refused.json().error_code).toBe('payment_method_required');
      expect((await account(c.token)).subscriptions.data).toEqual([]);

      await saveDefaultCard(app, c.token);
      const res = await stripeCall(app, 'POST', 'create-subscription', { token: c.token, body: { priceId: 'price_pro_monthly' } });
      expect(res.statusCode).toBe(201);
      const { subscription } = subscriptionResponseSchema.parse(res.json());
      expect(subscription).toMatchObject({ status: 'active', items: { data: [{ price: { id: 'price_pro_monthly', unit_amount: 16000 } }] } });
      expect(intervalOf(subscription)).toBe('month');
      expect(await invoicesOf(subscription.id)).toEqual([
        { subtotal: 16000, tax: 1600, amount_due: 17600, amount_paid: 17600, status: 'paid', price_id: 'price_pro_monthly' },
      ]);
      expect(await subscriptionsClaim(app, c.email)).toEqual([{ name: 'Pro', id: subscription.id, created: subscription.created }]);
    });

    it('adds no GST outside Australia', async () => {
      const c = await customerWithoutPlan('New Zealand');
      await saveDefaultCard(app, c.token);
      const res = await stripeCall(app, 'POST', 'create-subscription', { token: c.token, body: { priceId: 'price_starter_yearly' } });
      const { subscription } = subscriptionResponseSchema.parse(res.json());
      expect(intervalOf(subscription)).toBe('year');
      expect(await invoicesOf(subscription.id)).toEqual([
        { subtotal: 42000, tax: 0, amount_due: 42000, amount_paid: 42000, status: 'paid', price_id: 'price_starter_yearly' },
      ]);
    });
  });

  describe('update-subscription', () => {
    it('switches a trial at once to a paid yearly price: new period from now, invoiced, trial over, attribute updated', async () => {
      const c = await newCustomer(app, { country: 'Australia' });
      await saveDefaultCard(app, c.token);
      const trial = (await account(c.token)).subscriptions.data[0];
      clock.advanceDays(3);
      c.token = (await signIn(app, c.email, 'Sunrise!2026')).IdToken;
      const res = await stripeCall(app, 'POST', 'update-subscription', {
        token: c.token,
        body: { subscriptionId: trial?.id, priceId: 'price_entry_yearly' },
      });
      expect(res.statusCode).toBe(200);
      const { subscription } = subscriptionResponseSchema.parse(res.json());
      expect(subscription).toMatchObject({
        id: trial?.id,
        status: 'active',
        created: trial?.created,
        current_period_start: nowSeconds(),
        items: { data: [{ id: trial?.items.data[0]?.id, price: { id: 'price_entry_yearly' } }] },
      });
      expect(isOnTrial(subscription, nowSeconds())).toBe(false);
      expect(intervalOf(subscription)).toBe('year');
      expect(await invoicesOf(subscription.id)).toEqual([
        { subtotal: 84000, tax: 8400, amount_due: 92400, amount_paid: 92400, status: 'paid', price_id: 'price_entry_yearly' },
      ]);
      expect(await subscriptionsClaim(app, c.email)).toEqual([{ name: 'Entry', id: subscription.id, created: subscription.created }]);

      // The same price again changes nothing and issues nothing.
      const same = await stripeCall(app, 'POST', 'update-subscription', {
        token: c.token,
        body: { subscriptionId: subscription.id, priceId: 'price_entry_yearly' },
      });
      expect(same.statusCode).toBe(200);
      expect(same.json().subscription).toEqual(subscription);
      expect(await invoicesOf(subscription.id)).toHaveLength(1);

      // Down to the free plan needs no card and issues no invoice.
      const down = await stripeCall(app, 'POST', 'update-subscription', {
        token: c.token,
        body: { subscriptionId: subscription.id, priceId: 'price_beginner_monthly' },
      });
      expect(down.json().subscription.items.data[0].price.id).toBe('price_beginner_monthly');
      expect(await invoicesOf(subscription.id)).toHaveLength(1);
    });

    it('needs a card for a paid price (402) and leaves the subscription as it was', async () => {
      const c = await newCustomer(app);
      const before = (await account(c.token)).subscriptions.data[0];
      const res = await stripeCall(app, 'POST', 'update-subscription', {
        token: c.token,
        body: { subscriptionId: before?.id, priceId: 'price_pro_monthly' },
      });
      expect(res.statusCode).toBe(402);
      expect(res.json().error_code).toBe('payment_method_required');
      expect((await account(c.token)).subscriptions.data[0]).toEqual(before);
    });

    it('fails with "Failed to update subscription" without a subscription of the caller', async () => {
      const a = await newCustomer(app);
      const b = await newCustomer(app);
      const subOfA = (await account(a.token)).subscriptions.data[0]?.id;
      const update = (token: string, subscriptionId: string | undefined) =>
        stripeCall(app, 'POST', 'update-subscription', { token, body: { subscriptionId, priceId: 'price_beginner_monthly' } });

      const foreign = await update(b.token, subOfA);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error_code: 'SUBSCRIPTION_NOT_FOUND', error_message: 'Failed to update subscription' });
      expect((await update(b.token, 'sub_doesnotexist')).json()).toEqual(foreign.json());
      expect((await account(a.token)).subscriptions.data[0]?.items.data[0]?.price.id).toBe('price_starter_monthly');

      const { IdToken: admin } = await signIn(app, 'admin@demo.test');
      expect((await update(admin, 'sub_demo_pro')).statusCode).toBe(404);

      await stripeCall(app, 'POST', 'cancel-subscription', { token: a.token, body: { subscriptionId: subOfA } });
      const canceled = await update(a.token, subOfA);
      expect(canceled.statusCode).toBe(409);
      expect(canceled.json()).toEqual({ error_code: 'SUBSCRIPTION_NOT_LIVE', error_message: 'Failed to update subscription' });
    });
  });

  describe('cancel-subscription', () => {
    it('cancels at once: no live subscription, custom:subscriptions [] (no tier)', async () => {
      const c = await newCustomer(app);
      const sub = (await account(c.token)).subscriptions.data[0];
      const res = await stripeCall(app, 'POST', 'cancel-subscription', { token: c.token, body: { subscriptionId: sub?.id } });
      expect(res.statusCode).toBe(200);
      expect(subscriptionResponseSchema.parse(res.json()).subscription).toMatchObject({ id: sub?.id, status: 'canceled' });
      expect((await account(c.token)).subscriptions.data).toEqual([]);
      expect(await subscriptionsClaim(app, c.email)).toEqual([]);
      const again = await stripeCall(app, 'POST', 'cancel-subscription', { token: c.token, body: { subscriptionId: sub?.id } });
      expect(again.statusCode).toBe(409);
    });

    it("refuses another customer's subscription", async () => {
      const c = await newCustomer(app);
      const res = await stripeCall(app, 'POST', 'cancel-subscription', { token: c.token, body: { subscriptionId: 'sub_demo_entry' } });
      expect(res.statusCode).toBe(404);
      const { IdToken } = await signIn(app, 'entry@demo.test');
      expect((await account(IdToken)).subscriptions.data[0]?.status).toBe('active');
    });
  });
});
