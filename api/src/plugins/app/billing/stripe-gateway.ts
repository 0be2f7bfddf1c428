import Stripe from 'stripe';
import type { StripeSettings } from '../../../config';
import type { Db } from '../../../db';
import { BILLING_INTERVALS, chargesGst, TRIAL_PERIOD_DAYS, type Price, type Product } from '../../../contracts';
import { invoicePrefixOf, sha256Hex } from './ids';
import {
  CardError,
  GatewayUnavailableError,
  LiveSubscriptionExistsError,
  PaymentMethodNotFoundError,
  SubscriptionNotLiveError,
  UnknownPriceError,
  type PaymentGateway,
  type PaymentGatewayService,
  type PriceDetails,
  type WriteOptions,
} from './payment-gateway';
import { stripeAdminDashboard } from './stripe-admin-dashboard';
import { stripeAdminReads } from './stripe-admin-reads';
import { priceDetailsOf, toBillingCustomer, toInvoice, toPaymentMethod, toSubscription } from './stripe-mapping';

/** The Stripe SDK client, pointed at STRIPE_API_HOST/PORT/PROTOCOL when set (an emulator). */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'story-portal-api' },
  });
}

const NOT_FOUND = Symbol('not found');

/** Stripe's errors as the port's: card refusals, unknown objects (NOT_FOUND), anything else unavailable. */
async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const e = err as { type?: string; statusCode?: number; code?: string; decline_code?: string; message?: string };
    if (e.type === 'StripeCardError') {
      throw new CardError(e.code ?? 'card_declined', e.message ?? 'Your card was declined.', e.decline_code);
    }
    if (e.type === 'StripeInvalidRequestError' && e.statusCode === 404) throw NOT_FOUND;
    throw new GatewayUnavailableError(`Stripe: ${e.message ?? String(err)}`, { cause: err });
  }
}

/** `call`, with an unknown object answered as null. */
async function find<T>(fn: () => Promise<T>): Promise<T | null> {
  try {
    return await call(fn);
  } catch (err) {
    if (err === NOT_FOUND) return null;
    throw err;
  }
}

const requestOptions = (o?: WriteOptions): Stripe.RequestOptions => (o?.idempotencyKey ? { idempotencyKey: o.idempotencyKey } : {});
const DEAD_STATUSES = new Set(['canceled', 'incomplete_expired']);

/**
 * The payment gateway on Stripe (STRIPE_SECRET_KEY). Only the portal-customer-to-`cus_`
 * mapping is in the database (billing_customers); everything else is Stripe's. Cards
 * are confirmed by Stripe.js in the browser; payments use `error_if_incomplete`, so a
 * declined card fails the call (402) instead of leaving an incomplete subscription.
 */
export function stripeGatewayPort(stripe: Stripe, db: Db, settings: Pick<StripeSettings, 'gstTaxRate'>): PaymentGateway {
  /** 10% GST for Australian customers, through the configured Stripe tax rate. */
  const taxRatesFor = async (billingCustomerId: string): Promise<{ default_tax_rates?: string[] }> => {
    if (!settings.gstTaxRate) return {};
    const { rows } = await db.query<{ country: string }>(
      'select c.country from billing_customers b join customers c on c.id = b.customer_id where b.id = $1',
      [billingCustomerId],
    );
    return chargesGst(rows[0]?.country) ? { default_tax_rates: [settings.gstTaxRate] } : {};
  };

  const activePrice = async (priceId: string): Promise<PriceDetails> => {
    const details = await port.findPrice(priceId);
    if (!details?.active || !details.product.active) throw new UnknownPriceError(priceId);
    return details;
  };

  const liveSubscription = async (subscriptionId: string): Promise<Stripe.Subscription> => {
    const s = await find(() => stripe.subscriptions.retrieve(subscriptionId));
    if (!s || DEAD_STATUSES.has(s.status)) throw new SubscriptionNotLiveError(subscriptionId, s !== null);
    return s;
  };

  const port: PaymentGateway = {
    kind: 'stripe',

    async listProducts(filter = {}) {
      const prices = await call(() => stripe.prices.list({ active: true, limit: 100, expand: ['data.product'] }));
      const byProduct = new Map<string, { details: PriceDetails[]; sort: number; description: string | null }>();
      for (const p of prices.data) {
        const details = priceDetailsOf(p);
        if (!details?.product.active || (filter.hubOnly && !details.product.soldInHub)) continue;
        const product = p.product as Stripe.Product;
        const entry = byProduct.get(product.id) ?? {
          details: [],
          sort: Number(product.metadata['sort_order'] ?? Number.MAX_SAFE_INTEGER),
          description: product.description,
        };
        entry.details.push(details);
        byProduct.set(product.id, entry);
      }
      return [...byProduct.values()]
        .sort((a, b) => a.sort - b.sort || (a.details[0]?.product.name ?? '').localeCompare(b.details[0]?.product.name ?? ''))
        .map((entry): Product => {
          const first = entry.details[0] as PriceDetails;
          const monthly = (p: Price): number => Number(p.recurring.interval === BILLING_INTERVALS.month);
          // Monthly before yearly (000 §2 toggles), then cheapest first, as the local ledger lists them.
          const ordered = entry.details.map((d) => d.price).sort((a, b) => monthly(b) - monthly(a) || a.unit_amount - b.unit_amount);
          return { id: first.product.id, name: first.product.name, description: entry.description, prices: ordered };
        });
    },

    async findPrice(priceId) {
      const p = await find(() => stripe.prices.retrieve(priceId, { expand: ['product'] }));
      return p ? priceDetailsOf(p) : null;
    },

    async ensureCustomer(customerId, email, options) {
      const existing = await port.customerIdOf(customerId);
      if (existing) return existing;
      const normalised = email.trim().toLowerCase();
      const key = options?.idempotencyKey ?? `portal-customer-${customerId}-${sha256Hex(normalised).slice(0, 16)}`;
      const created = await call(() =>
        stripe.customers.create({ email: normalised, metadata: { portal_customer_id: String(customerId) } }, { idempotencyKey: key }),
      );
      const inserted = await db.query<{ id: string }>(
        `insert into billing_customers (id, customer_id, email, invoice_prefix, created) values ($1, $2, $3, $4, to_timestamp($5))
         on conflict (customer_id) do nothing returning id`,
        [created.id, customerId, normalised, invoicePrefixOf(created.id), created.created],
      );
      const id = inserted.rows[0]?.id ?? (await port.customerIdOf(customerId));
      if (!id) throw new Error(`billing customer of ${customerId} vanished`);
      return id;
    },

    async customerIdOf(customerId) {
      const { rows } = await db.query<{ id: string }>('select id from billing_customers where customer_id = $1', [customerId]);
      return rows[0]?.id ?? null;
    },

    async retrieveCustomer(billingCustomerId) {
      const c = await call(() => stripe.customers.retrieve(billingCustomerId, { expand: ['invoice_settings.default_payment_method'] }));
      if ('deleted' in c && c.deleted) throw new GatewayUnavailableError(`Stripe customer ${billingCustomerId} was deleted`);
      return toBillingCustomer(c as Stripe.Customer);
    },

    async createSetupIntent(billingCustomerId, options) {
      const params: Stripe.SetupIntentCreateParams = {
        customer: billingCustomerId,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
      };
      const si = await call(() => stripe.setupIntents.create(params, requestOptions(options)));
      if (!si.client_secret) throw new GatewayUnavailableError(`Stripe returned setup intent ${si.id} without a client secret`);
      return { id: si.id, client_secret: si.client_secret, status: si.status === 'succeeded' ? 'succeeded' : 'requires_payment_method' };
    },

    async findPaymentMethod(paymentMethodId) {
      const pm = await find(() => stripe.paymentMethods.retrieve(paymentMethodId));
      const paymentMethod = pm ? toPaymentMethod(pm) : null;
      if (!pm || !paymentMethod) return null;
      const customer = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null);
      return { paymentMethod, customer };
    },

    async setDefaultPaymentMethod(billingCustomerId, paymentMethodId) {
      const owned = await port.findPaymentMethod(paymentMethodId);
      if (owned?.customer !== billingCustomerId) throw new PaymentMethodNotFoundError(paymentMethodId);
      const c = await call(() =>
        stripe.customers.update(billingCustomerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
          expand: ['invoice_settings.default_payment_method'],
        }),
      );
      return toBillingCustomer(c);
    },

    async startTrial(billingCustomerId, priceId, now) {
      const details = await activePrice(priceId);
      return port.subscribe(billingCustomerId, priceId, now, { trialDays: details.price.unit_amount === 0 ? 0 : TRIAL_PERIOD_DAYS });
    },

    async subscribe(billingCustomerId, priceId, _now, options = {}) {
      await activePrice(priceId);
      if (await port.currentSubscription(billingCustomerId)) throw new LiveSubscriptionExistsError(billingCustomerId);
      const trialDays = options.trialDays ?? 0;
      const s = await call(async () =>
        stripe.subscriptions.create(
          {
            customer: billingCustomerId,
            items: [{ price: priceId }],
            payment_behavior: 'error_if_incomplete',
            ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
            ...(await taxRatesFor(billingCustomerId)),
          },
          requestOptions(options),
        ),
      );
      return toSubscription(s);
    },

    async currentSubscription(billingCustomerId) {
      const list = await call(() => stripe.subscriptions.list({ customer: billingCustomerId, status: 'all', limit: 10 }));
      const live = list.data.find((s) => !DEAD_STATUSES.has(s.status));
      return live ? toSubscription(live) : null;
    },

    async findSubscription(subscriptionId) {
      const s = await find(() => stripe.subscriptions.retrieve(subscriptionId));
      return s ? toSubscription(s) : null;
    },

    async changePrice(subscriptionId, priceId, _now, options) {
      await activePrice(priceId);
      const s = await liveSubscription(subscriptionId);
      const item = s.items.data[0];
      if (!item) throw new GatewayUnavailableError(`Stripe subscription ${subscriptionId} has no item`);
      if (item.price.id === priceId) return toSubscription(s);
      const customer = typeof s.customer === 'string' ? s.customer : s.customer.id;
      const params: Stripe.SubscriptionUpdateParams = {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: 'none',
        billing_cycle_anchor: { type: 'now' },
        payment_behavior: 'error_if_incomplete',
        ...(s.status === 'trialing' ? { trial_end: 'now' } : {}),
        ...(await taxRatesFor(customer)),
      };
      const updated = await call(() => stripe.subscriptions.update(subscriptionId, params, requestOptions(options)));
      return toSubscription(updated);
    },

    async cancel(subscriptionId, _now, options) {
      await liveSubscription(subscriptionId);
      return toSubscription(await call(() => stripe.subscriptions.cancel(subscriptionId, {}, requestOptions(options))));
    },

    async listInvoices(billingCustomerId, limit = 100) {
      const list = await call(() => stripe.invoices.list({ customer: billingCustomerId, limit: Math.min(limit, 100) }));
      return list.data.map(toInvoice);
    },

    async findInvoice(invoiceId) {
      const i = await find(() => stripe.invoices.retrieve(invoiceId));
      return i ? toInvoice(i) : null;
    },

    ...stripeAdminReads({ stripe, call, find }),
    ...stripeAdminDashboard({ stripe, call, find }),
  };
  return port;
}

/** The Stripe gateway as the billing plugin decorates the app with it. */
export function stripeGateway(stripe: Stripe, db: Db, settings: Pick<StripeSettings, 'gstTaxRate'>): PaymentGatewayService {
  return { ...stripeGatewayPort(stripe, db, settings), bind: (tx) => stripeGatewayPort(stripe, tx, settings) };
}
