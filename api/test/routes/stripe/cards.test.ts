import type { FastifyInstance } from 'fastify';
import { customerResponseSchema, localConfirmSetupResponseSchema, setupIntentResponseSchema, TEST_CARDS } from '../../../src/contracts';
import { seededApp, signIn } from '../../support/account';
import { confirmCard, newCustomer, nextYear, saveDefaultCard, stripeCall } from '../../support/billing';

describe('cards: setup intents, local confirmation, default payment method, payment customer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await seededApp();
  });
  afterAll(() => app.close());

  const counts = async (): Promise<{ pms: number; succeeded: number }> => {
    const { rows } = await app.db.query<{ pms: number; succeeded: number }>(
      `select (select count(*)::int from billing_payment_methods) as pms,
              (select count(*)::int from billing_setup_intents where status = 'succeeded') as succeeded`,
    );
    return rows[0] ?? { pms: -1, succeeded: -1 };
  };

  it('needs the token on every card call', async () => {
    for (const path of ['setup-intent', 'update-customer', 'create-customer']) {
      expect((await stripeCall(app, 'POST', path, { body: { paymentMethodId: 'pm_x' } })).statusCode).toBe(401);
    }
    expect((await stripeCall(app, 'GET', 'get-account')).statusCode).toBe(401);
  });

  it('creates a setup intent with an unguessable client secret, stored only as a hash', async () => {
    const { token } = await newCustomer(app);
    const res = await stripeCall(app, 'POST', 'setup-intent', { token });
    expect(res.statusCode).toBe(200);
    const intent = setupIntentResponseSchema.parse(res.json());
    expect(intent.id).toMatch(/^seti_[A-Za-z0-9]{14}$/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9_-]{32}$`));
    const { rows } = await app.db.query(`select * from billing_setup_intents where id = $1`, [intent.id]);
    expect(JSON.stringify(rows)).not.toContain(intent.client_secret);
    expect(rows[0]).toMatchObject({ status: 'requires_payment_method', payment_method_id: null });
  });

  it('saves the Visa test card (brand, last4 and expiry only) and makes it the default', async () => {
    const { token } = await newCustomer(app);
    const confirmed = await confirmCard(app, token, '4242 4242 4242 4242', { exp_month: 7, exp_year: nextYear(), cvc: '987' });
    expect(confirmed.statusCode).toBe(200);
    const body = localConfirmSetupResponseSchema.parse(confirmed.json());
    if (!('setupIntent' in body)) throw new Error('expected a setup intent');
    expect(body.setupIntent).toEqual({ id: expect.stringMatching(/^seti_/), status: 'succeeded', payment_method: expect.stringMatching(/^pm_/) });

    const stored = await app.db.query(`select * from billing_payment_methods where id = $1`, [body.setupIntent.payment_method]);
    expect(stored.rows[0]).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 7, exp_year: nextYear(), billing_name: 'Card Holder' });
    const everything = JSON.stringify(stored.rows) + JSON.stringify((await app.db.query('select * from billing_setup_intents')).rows);
    expect(everything).not.toContain('4242424242424242');
    // Nowhere to keep a number or a CVC: these are all the columns a card has.
    expect(Object.keys(stored.rows[0] ?? {}).sort()).toEqual(
      ['billing_country', 'billing_customer_id', 'billing_name', 'brand', 'created', 'exp_month', 'exp_year', 'id', 'last4'],
    );

    const updated = await stripeCall(app, 'POST', 'update-customer', { token, body: { paymentMethodId: body.setupIntent.payment_method } });
    expect(updated.statusCode).toBe(200);
    expect(customerResponseSchema.parse(updated.json()).customer.invoice_settings.default_payment_method).toEqual({
      id: body.setupIntent.payment_method,
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 7, exp_year: nextYear() },
    });
    const account = await stripeCall(app, 'GET', 'get-account', { token });
    expect(account.json().customer.invoice_settings.default_payment_method.card.last4).toBe('4242');
  });

  it.each([
    [TEST_CARDS.declined, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }],
    [
      TEST_CARDS.insufficientFunds,
      { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    ],
    ['4111 1111 1111 1111', { type: 'card_error', code: 'invalid_number', message: 'Your card number is not a valid test card.' }],
  ])('refuses %s with 402 and changes nothing', async (number, error) => {
    const { token } = await newCustomer(app);
    const before = await counts();
    const res = await confirmCard(app, token, number);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error });
    expect(await counts()).toEqual(before);
    expect((await stripeCall(app, 'GET', 'get-account', { token })).json().customer.invoice_settings.default_payment_method).toBeNull();
  });

  it('refuses an expiry in the past (expired_card) and a malformed cvc', async () => {
    const { token } = await newCustomer(app);
    const year = new Date().getUTCFullYear();
    const expired = await confirmCard(app, token, TEST_CARDS.succeeds, { exp_month: 1, exp_year: year - 1 });
    expect(expired.statusCode).toBe(402);
    expect(expired.json().error).toMatchObject({ code: 'expired_card', message: 'Your card has expired.' });
    const cvc = await confirmCard(app, token, TEST_CARDS.succeeds, { cvc: '12a' });
    expect(cvc.json().error).toMatchObject({ code: 'incorrect_cvc' });
  });

  it('refuses an unknown client secret, a second confirmation and a malformed body', async () => {
    const card = { number: TEST_CARDS.succeeds, exp_month: 12, exp_year: nextYear(), cvc: '123' };
    const unknown = await stripeCall(app, 'POST', 'local/confirm-setup', {
      body: { client_secret: 'seti_nope_secret_nope', card, billing_details: {} },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_code).toBe('resource_missing');

    const { token } = await newCustomer(app);
    const intent = (await stripeCall(app, 'POST', 'setup-intent', { token })).json();
    const body = { client_secret: intent.client_secret, card, billing_details: {} };
    expect((await stripeCall(app, 'POST', 'local/confirm-setup', { body })).statusCode).toBe(200);
    const again = await stripeCall(app, 'POST', 'local/confirm-setup', { body });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe('setup_intent_unexpected_state');

    const bad = await stripeCall(app, 'POST', 'local/confirm-setup', { body: { client_secret: intent.client_secret, card: { number: '42' } } });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses another customer's payment method as if it did not exist", async () => {
    const a = await newCustomer(app);
    const b = await newCustomer(app);
    const pmOfA = await saveDefaultCard(app, a.token);
    const res = await stripeCall(app, 'POST', 'update-customer', { token: b.token, body: { paymentMethodId: pmOfA } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('PAYMENT_METHOD_NOT_FOUND');
    const unknown = await stripeCall(app, 'POST', 'update-customer', { token: b.token, body: { paymentMethodId: 'pm_doesnotexist' } });
    expect(unknown.json()).toEqual(res.json());
    expect((await stripeCall(app, 'GET', 'get-account', { token: b.token })).json().customer.invoice_settings.default_payment_method).toBeNull();
    expect((await stripeCall(app, 'POST', 'update-customer', { token: b.token, body: {} })).statusCode).toBe(400);
  });

  it('creates the payment customer once (201, then 200) and records custom:stripe-customer-id', async () => {
    // The admin has a customer record but no payment customer.
    const { IdToken } = await signIn(app, 'admin@demo.test');
    const account = await stripeCall(app, 'GET', 'get-account', { token: IdToken });
    expect(account.statusCode).toBe(404);
    expect(account.json()).toEqual({ error_code: 'NO_PAYMENT_CUSTOMER', error_message: 'Failed to retrieve Customer account.' });
    expect((await stripeCall(app, 'POST', 'update-customer', { token: IdToken, body: { paymentMethodId: 'pm_x' } })).json().error_code).toBe(
      'NO_PAYMENT_CUSTOMER',
    );

    const first = await stripeCall(app, 'POST', 'create-customer', { token: IdToken });
    expect(first.statusCode).toBe(201);
    const created = customerResponseSchema.parse(first.json()).customer;
    expect(created).toEqual({ id: expect.stringMatching(/^cus_/), email: 'admin@demo.test', invoice_settings: { default_payment_method: null } });
    const second = await stripeCall(app, 'POST', 'create-customer', { token: IdToken, body: {} });
    expect(second.statusCode).toBe(200);
    expect(second.json().customer.id).toBe(created.id);
    const user = await app.identityPool.local?.findUserByEmail('admin@demo.test');
    expect(user?.attributes['custom:stripe-customer-id']).toBe(created.id);
    expect((await stripeCall(app, 'GET', 'get-account', { token: IdToken })).json()).toEqual({
      customer: created,
      subscriptions: { data: [] },
    });
  });
});
