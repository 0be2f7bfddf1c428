import type { Db } from '../../../db';
import { TRIAL_PERIOD_DAYS, type Product } from '../../../contracts';
import type { Clock } from '../identity/clock';
import { invoicePrefixOf, newId } from './ids';
import { createSetupIntentLocal, findPaymentMethodLocal, retrieveCustomerLocal, setDefaultLocal } from './local-cards';
import { findLocalInvoice, listLocalInvoices } from './local-invoices';
import { adminDashboardLocal } from './local-admin-dashboard';
import { findCustomersLocal, listCustomersLocal, listInvoicePageLocal, listSubscriptionsLocal } from './local-admin-reads';
import { PRICE_COLUMNS, subscriptionRow, toPrice, toSubscription, type PriceRow } from './local-rows';
import { cancelLocal, changePriceLocal, currentLocal, subscribeLocal } from './local-subscriptions';
import {
  UnknownPriceError,
  type PaymentGateway,
  type PaymentGatewayService,
  type PriceDetails,
} from './payment-gateway';

interface ProductRow {
  id: string;
  name: string;
  description: string | null;
}

/** Monthly before yearly (000 §2 toggles), then cheapest first. */
const PRICE_ORDER = `(p.recurring_interval = 'month') desc, p.unit_amount, p.id`;

/**
 * The local payment gateway: the ledger in the database (migrations 003 and 005), bound
 * to `db` or a transaction. Stripe's test cards only; refused in production unless
 * LOCAL_PAYMENTS=enabled (see the billing plugin).
 */
export function localGatewayPort(db: Db, clock: Clock): PaymentGateway {
  const now = (): Date => new Date(clock.now());

  const activePrice = async (priceId: string): Promise<PriceDetails> => {
    const details = await port.findPrice(priceId);
    if (!details?.active || !details.product.active) throw new UnknownPriceError(priceId);
    return details;
  };

  const port: PaymentGateway = {
    kind: 'local',

    async listProducts(filter = {}) {
      const hubOnly = filter.hubOnly ?? false;
      const products = await db.query<ProductRow>(
        `select id, name, description from billing_products
         where active and ($1::boolean = false or sold_in_hub)
         order by sort_order, name`,
        [hubOnly],
      );
      const prices = await db.query<PriceRow>(`select ${PRICE_COLUMNS} from billing_prices p where p.active order by ${PRICE_ORDER}`);
      return products.rows.map(
        (p): Product => ({
          id: p.id,
          name: p.name,
          description: p.description,
          prices: prices.rows.filter((price) => price.product_id === p.id).map(toPrice),
        }),
      );
    },

    async findPrice(priceId) {
      const { rows } = await db.query<PriceRow & { product_name: string; product_active: boolean; sold_in_hub: boolean }>(
        `select ${PRICE_COLUMNS}, pr.name as product_name, pr.active as product_active, pr.sold_in_hub
         from billing_prices p join billing_products pr on pr.id = p.product_id where p.id = $1`,
        [priceId],
      );
      const r = rows[0];
      if (!r) return null;
      return {
        price: toPrice(r),
        active: r.active,
        product: { id: r.product_id, name: r.product_name, active: r.product_active, soldInHub: r.sold_in_hub },
      };
    },

    async ensureCustomer(customerId, email) {
      const id = newId('cus');
      const inserted = await db.query<{ id: string }>(
        `insert into billing_customers (id, customer_id, email, invoice_prefix, created) values ($1, $2, $3, $4, $5)
         on conflict (customer_id) do nothing returning id`,
        [id, customerId, email.trim().toLowerCase(), invoicePrefixOf(id), now()],
      );
      const found = inserted.rows[0]?.id ?? (await port.customerIdOf(customerId));
      if (!found) throw new Error(`billing customer of ${customerId} vanished`);
      return found;
    },

    async customerIdOf(customerId) {
      const { rows } = await db.query<{ id: string }>('select id from billing_customers where customer_id = $1', [customerId]);
      return rows[0]?.id ?? null;
    },

    retrieveCustomer: (billingCustomerId) => retrieveCustomerLocal(db, billingCustomerId),
    createSetupIntent: (billingCustomerId) => createSetupIntentLocal(db, billingCustomerId, now()),
    findPaymentMethod: (paymentMethodId) => findPaymentMethodLocal(db, paymentMethodId),
    setDefaultPaymentMethod: (billingCustomerId, paymentMethodId) => setDefaultLocal(db, billingCustomerId, paymentMethodId),

    async startTrial(billingCustomerId, priceId, at) {
      const details = await activePrice(priceId);
      const free = details.price.unit_amount === 0;
      return port.subscribe(billingCustomerId, priceId, at, { trialDays: free ? 0 : TRIAL_PERIOD_DAYS });
    },

    async subscribe(billingCustomerId, priceId, at, options = {}) {
      const id = await subscribeLocal(db, billingCustomerId, await activePrice(priceId), at, options);
      const created = await port.findSubscription(id);
      if (!created) throw new Error(`subscription ${id} not readable after insert`);
      return created;
    },

    currentSubscription: (billingCustomerId) => currentLocal(db, billingCustomerId, now()),

    async findSubscription(subscriptionId) {
      const row = await subscriptionRow(db, subscriptionId);
      return row ? toSubscription(db, row) : null;
    },

    async changePrice(subscriptionId, priceId, at) {
      return changePriceLocal(db, subscriptionId, await activePrice(priceId), at);
    },

    cancel: (subscriptionId, at) => cancelLocal(db, subscriptionId, at),
    listInvoices: (billingCustomerId, limit = 100) => listLocalInvoices(db, billingCustomerId, limit),
    findInvoice: (invoiceId) => findLocalInvoice(db, invoiceId),
    listCustomers: (page) => listCustomersLocal(db, page),
    findCustomers: (ids) => findCustomersLocal(db, ids),
    listSubscriptions: (billingCustomerId) => listSubscriptionsLocal(db, billingCustomerId),
    listInvoicePage: (page) => listInvoicePageLocal(db, page),
    adminDashboard: (window) => adminDashboardLocal(db, window),
  };
  return port;
}

/** The local gateway as the billing plugin decorates the app with it. */
export function localGateway(db: Db, clock: Clock): PaymentGatewayService {
  return { ...localGatewayPort(db, clock), bind: (tx) => localGatewayPort(tx, clock) };
}
