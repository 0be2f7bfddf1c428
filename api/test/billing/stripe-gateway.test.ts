import type { FastifyInstance } from 'fastify';
import { runMigrations, type Db } from '../../src/db';
import {
  CardError,
  GatewayUnavailableError,
  LiveSubscriptionExistsError,
  PaymentMethodNotFoundError,
  SubscriptionNotLiveError,
  type PaymentGatewayService,
} from '../../src/plugins/app/billing';
import { createStripeClient, stripeGateway } from '../../src/plugins/app/billing/stripe-gateway';
import { getAccountResponseSchema, subscriptionResponseSchema } from '../../src/contracts';
import { memoryDb } from '../helpers';
import { seededApp, signIn } from '../support/account';
import { stripeCall, subscriptionsClaim } from '../support/billing';
import { parseForm, StripeEmulator } from '../support/stripe-emulator';

const KEY = 'sk_test_emulator';

describe('Stripe emulator form parsing', () => {
  it('reads Stripe bracket notation', () => {
    expect(parseForm('items[0][price]=p&items[0][id]=si&expand[0]=a&expand[1]=b&metadata[x]=1&email=a%40b.c')).toEqual({
      items: [{ price: 'p', id: 'si' }],
      expand: ['a', 'b'],
      metadata: { x: '1' },
      email: 'a@b.c',
    });
  });
});

describe('Stripe gateway against the emulator', () => {
  const emulator = new StripeEmulator();
  let db: Db;
  let gateway: PaymentGatewayService;
  let customerSeq = 0;

  const portalCustomer = async (country: string): Promise<{ id: number; email: string }> => {
    customerSeq += 1;
    const email = `stripe${customerSeq}@example.test`;
    const { rows } = await db.query<{ id: number }>(`insert into customers (email, country) values ($1, $2) returning id`, [email, country]);
    return { id: Number(rows[0]?.id), email };
  };

  beforeAll(async () => {
    const port = await emulator.start();
    db = await memoryDb();
    await runMigrations(db);
    const stripe = createStripeClient({ secretKey: KEY, host: '127.0.0.1', port, protocol: 'http', gstTaxRate: 'txr_gst' });
    gateway = stripeGateway(stripe, db, { gstTaxRate: 'txr_gst' });
  });
  afterAll(async () => {
    await emulator.stop();
    await db.close();
  });

  it('creates the customer at Stripe once, with an idempotency key, and maps it in billing_customers', async () => {
    const c = await portalCustomer('Australia');
    const cus = await gateway.ensureCustomer(c.id, c.email.toUpperCase());
    expect(cus).toMatch(/^cus_/);
    expect(await gateway.ensureCustomer(c.id, c.email)).toBe(cus);
    const created = emulator.calls('POST', /^\/v1\/customers$/);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      params: { email: c.email, metadata: { portal_customer_id: String(c.id) } },
      idempotencyKey: expect.stringMatching(/^portal-customer-/),
      authorization: `Bearer ${KEY}`,
    });
    expect(await gateway.customerIdOf(c.id)).toBe(cus);
    expect(await gateway.retrieveCustomer(cus)).toEqual({ id: cus, email: c.email, invoice_settings: { default_payment_method: null } });
  });

  it('creates setup intents and sets only the customer\'s own card as default', async () => {
    const c = await portalCustomer('Australia');
    const cus = await gateway.ensureCustomer(c.id, c.email);
    const intent = await gateway.createSetupIntent(cus, { idempotencyKey: 'seti-key' });
    expect(intent).toEqual({ id: expect.stringMatching(/^seti_/), client_secret: expect.stringContaining('_secret_'), status: 'requires_payment_method' });
    expect(emulator.calls('POST', /^\/v1\/setup_intents$/).at(-1)).toMatchObject({
      params: { customer: cus, usage: 'off_session', allowed_payment_method_types: ['card'] },
      idempotencyKey: 'seti-key',
    });

    const pm = emulator.attachCard(cus);
    const updated = await gateway.setDefaultPaymentMethod(cus, pm);
    expect(updated.invoice_settings.default_payment_method).toEqual({
      id: pm,
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: expect.any(Number) },
    });
    expect(emulator.calls('POST', new RegExp(`^/v1/customers/${cus}$`)).at(-1)?.params).toMatchObject({
      invoice_settings: { default_payment_method: pm },
    });

    const other = await gateway.ensureCustomer((await portalCustomer('Australia')).id, 'x@example.test');
    await expect(gateway.setDefaultPaymentMethod(other, pm)).rejects.toThrow(PaymentMethodNotFoundError);
    await expect(gateway.setDefaultPaymentMethod(other, 'pm_unknown')).rejects.toThrow(PaymentMethodNotFoundError);
  });

  it('lists the hub catalogue from Stripe prices in hub order and finds prices', async () => {
    const products = await gateway.listProducts({ hubOnly: true });
    expect(products.map((p) => p.name)).toEqual(['Beginner', 'Starter', 'Pro', 'Entry']);
    expect(products[2]?.prices.map((p) => [p.id, p.unit_amount, p.recurring.interval])).toEqual([
      ['price_pro_monthly', 16000, 'month'],
      ['price_pro_yearly', 168000, 'year'],
    ]);
    expect((await gateway.listProducts()).map((p) => p.name)).not.toContain('Enterprise'); // it has no prices
    expect(await gateway.findPrice('price_entry_yearly')).toMatchObject({ active: true, product: { name: 'Entry', soldInHub: true } });
    expect(await gateway.findPrice('price_nope')).toBeNull();
  });

  it('creates, changes (no proration, new period now) and cancels a subscription, with GST for Australia', async () => {
    const c = await portalCustomer('Australia');
    const cus = await gateway.ensureCustomer(c.id, c.email);
    await gateway.setDefaultPaymentMethod(cus, emulator.attachCard(cus));

    const trial = await gateway.startTrial(cus, 'price_starter_monthly', new Date());
    expect(trial).toMatchObject({ status: 'trialing', customer: cus, items: { data: [{ price: { id: 'price_starter_monthly' } }] } });
    expect(trial.trial_end).toBe(trial.current_period_end);
    expect(emulator.calls('POST', /^\/v1\/subscriptions$/).at(-1)?.params).toMatchObject({
      customer: cus,
      items: [{ price: 'price_starter_monthly' }],
      trial_period_days: '14',
      payment_behavior: 'error_if_incomplete',
      default_tax_rates: ['txr_gst'],
    });
    await expect(gateway.subscribe(cus, 'price_pro_monthly', new Date())).rejects.toThrow(LiveSubscriptionExistsError);
    expect((await gateway.currentSubscription(cus))?.id).toBe(trial.id);

    const changed = await gateway.changePrice(trial.id, 'price_pro_yearly', new Date(), { idempotencyKey: 'change-1' });
    expect(changed).toMatchObject({ id: trial.id, status: 'active', items: { data: [{ id: trial.items.data[0]?.id, price: { id: 'price_pro_yearly' } }] } });
    expect(changed.current_period_end - changed.current_period_start).toBeGreaterThan(10_000_000);
    expect(emulator.calls('POST', new RegExp(`^/v1/subscriptions/${trial.id}$`)).at(-1)).toMatchObject({
      params: {
        items: [{ id: trial.items.data[0]?.id, price: 'price_pro_yearly' }],
        proration_behavior: 'none',
        billing_cycle_anchor: { type: 'now' },
        trial_end: 'now',
        payment_behavior: 'error_if_incomplete',
        default_tax_rates: ['txr_gst'],
      },
      idempotencyKey: 'change-1',
    });
    const [invoice] = await gateway.listInvoices(cus);
    expect(invoice).toMatchObject({ subscription: trial.id, subtotal: 168000, tax: 16800, total: 184800, status: 'paid', lines: { data: [{ price: 'price_pro_yearly' }] } });
    expect(await gateway.findInvoice(invoice?.id ?? '')).toEqual(invoice);
    expect(await gateway.findInvoice('in_unknown')).toBeNull();

    const canceled = await gateway.cancel(trial.id, new Date());
    expect(canceled.status).toBe('canceled');
    expect(emulator.calls('DELETE', new RegExp(`^/v1/subscriptions/${trial.id}$`))).toHaveLength(1);
    expect(await gateway.currentSubscription(cus)).toBeNull();
    await expect(gateway.changePrice(trial.id, 'price_pro_monthly', new Date())).rejects.toThrow(SubscriptionNotLiveError);
    expect(await gateway.findSubscription('sub_unknown')).toBeNull();
  });

  it('adds no tax outside Australia and turns a declined card into a CardError', async () => {
    const c = await portalCustomer('New Zealand');
    const cus = await gateway.ensureCustomer(c.id, c.email);
    await gateway.setDefaultPaymentMethod(cus, emulator.attachCard(cus, '0002'));
    const declined = gateway.subscribe(cus, 'price_entry_monthly', new Date());
    await expect(declined).rejects.toThrow(CardError);
    await expect(gateway.subscribe(cus, 'price_entry_monthly', new Date())).rejects.toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    expect(await gateway.currentSubscription(cus)).toBeNull();

    await gateway.setDefaultPaymentMethod(cus, emulator.attachCard(cus));
    await gateway.subscribe(cus, 'price_entry_monthly', new Date());
    expect(emulator.calls('POST', /^\/v1\/subscriptions$/).at(-1)?.params['default_tax_rates']).toBeUndefined();
    expect((await gateway.listInvoices(cus))[0]).toMatchObject({ subtotal: 8000, tax: 0, total: 8000 });
  });

  it('reports an unreachable Stripe as GatewayUnavailableError', async () => {
    const down = stripeGateway(createStripeClient({ secretKey: KEY, host: '127.0.0.1', port: 1, protocol: 'http', gstTaxRate: null }), db, {
      gstTaxRate: null,
    });
    await expect(down.findPrice('price_pro_monthly')).rejects.toThrow(GatewayUnavailableError);
  });
});

describe('/stripe/* routes on the Stripe gateway (emulator)', () => {
  const emulator = new StripeEmulator();
  let app: FastifyInstance;

  beforeAll(async () => {
    const port = await emulator.start();
    app = await seededApp({
      env: { STRIPE_SECRET_KEY: KEY, STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(port), STRIPE_API_PROTOCOL: 'http' },
    });
  });
  afterAll(async () => {
    await app.close();
    await emulator.stop();
  });

  it('runs the payment flow of 000 §4: customer, setup intent, card, subscription, plan change, account, invoices, cancel', async () => {
    expect(app.payments.kind).toBe('stripe');
    const { IdToken: token } = await signIn(app, 'starter@demo.test');

    const customer = await stripeCall(app, 'POST', 'create-customer', { token });
    expect(customer.statusCode).toBe(201);
    const cus = customer.json().customer.id as string;
    expect(emulator.customers.get(cus)).toMatchObject({ email: 'starter@demo.test' });

    const intent = await stripeCall(app, 'POST', 'setup-intent', { token, idempotencyKey: 'k1' });
    expect(intent.statusCode).toBe(200);
    expect(intent.json().client_secret).toContain('_secret_');
    expect(emulator.calls('POST', /^\/v1\/setup_intents$/).at(-1)?.idempotencyKey).toMatch(/^portal-[0-9a-f]{64}:setup-intent$/);
    expect((await stripeCall(app, 'POST', 'local/confirm-setup', { body: {} })).statusCode).toBe(404);

    // The browser confirms the intent with Stripe.js; Stripe attaches the card to the customer.
    const pm = emulator.attachCard(cus);
    expect((await stripeCall(app, 'POST', 'update-customer', { token, body: { paymentMethodId: pm } })).statusCode).toBe(200);

    const created = await stripeCall(app, 'POST', 'create-subscription', { token, body: { priceId: 'price_pro_monthly', customerId: cus } });
    expect(created.statusCode).toBe(201);
    const { subscription } = subscriptionResponseSchema.parse(created.json());
    expect(subscription).toMatchObject({ customer: cus, status: 'active', items: { data: [{ price: { id: 'price_pro_monthly' } }] } });
    expect(await subscriptionsClaim(app, 'starter@demo.test')).toEqual([{ name: 'Pro', id: subscription.id, created: subscription.created }]);

    const updated = await stripeCall(app, 'POST', 'update-subscription', {
      token,
      body: { subscriptionId: subscription.id, priceId: 'price_entry_monthly' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().subscription.items.data[0].price.id).toBe('price_entry_monthly');
    expect(await subscriptionsClaim(app, 'starter@demo.test')).toEqual([{ name: 'Entry', id: subscription.id, created: subscription.created }]);

    const account = getAccountResponseSchema.parse((await stripeCall(app, 'GET', 'get-account', { token })).json());
    expect(account.customer.invoice_settings.default_payment_method?.card.last4).toBe('4242');
    expect(account.subscriptions.data.map((s) => s.id)).toEqual([subscription.id]);

    const invoices = (await stripeCall(app, 'GET', 'list-invoices', { token })).json().data;
    expect(invoices.map((i: { subtotal: number }) => i.subtotal)).toEqual([8000, 16000]);
    const pdf = await app.inject({ url: `/stripe/invoices/${invoices[0].id}/pdf`, headers: { authorization: `Bearer ${token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain('($80.00 AUD)');

    const foreign = await stripeCall(app, 'POST', 'cancel-subscription', {
      token: (await signIn(app, 'entry@demo.test')).IdToken,
      body: { subscriptionId: subscription.id },
    });
    expect(foreign.statusCode).toBe(404);
    const canceled = await stripeCall(app, 'POST', 'cancel-subscription', { token, body: { subscriptionId: subscription.id } });
    expect(canceled.json().subscription.status).toBe('canceled');
    expect(await subscriptionsClaim(app, 'starter@demo.test')).toEqual([]);
  });

  it('answers a declined card at subscription time with 402 and its code', async () => {
    const { IdToken: token } = await signIn(app, 'entry@demo.test');
    const cus = (await stripeCall(app, 'POST', 'create-customer', { token })).json().customer.id as string;
    await stripeCall(app, 'POST', 'update-customer', { token, body: { paymentMethodId: emulator.attachCard(cus, '0002') } });
    const res = await stripeCall(app, 'POST', 'create-subscription', { token, body: { priceId: 'price_entry_yearly' } });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error_code: 'card_declined', error_message: 'Your card was declined.' });
  });

  it('answers 502 with the spec message when Stripe cannot be reached', async () => {
    const { IdToken: token } = await signIn(app, 'entry@demo.test');
    await emulator.stop();
    const account = await stripeCall(app, 'GET', 'get-account', { token });
    expect(account.statusCode).toBe(502);
    expect(account.json()).toEqual({ error_code: 'PAYMENT_GATEWAY_ERROR', error_message: 'Failed to retrieve Customer account.' });
    const update = await stripeCall(app, 'POST', 'update-subscription', { token, body: { subscriptionId: 'sub_x', priceId: 'price_pro_monthly' } });
    expect(update.statusCode).toBe(502);
    expect(update.json().error_message).toBe('Failed to update subscription');
  });
});
