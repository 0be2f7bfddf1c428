import type { Db } from '../../../db';
import type { AdminInvoice, AdminPaymentCustomer, AdminSubscription, Invoice, PaymentMethod, Price, Product, Subscription } from '../../../contracts';
import type { DashboardWindow, PaymentFigures } from '../admin/dashboard-rules';

export type { Invoice, PaymentMethod, Price, Product, Subscription } from '../../../contracts';

/** The statuses the local ledger writes (Stripe's others come only from Stripe). */
export const LEDGER_STATUSES = { trialing: 'trialing', active: 'active', canceled: 'canceled' } as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[keyof typeof LEDGER_STATUSES];

/** A price with what sign-up and the hub need to know about it and its product. */
export interface PriceDetails {
  readonly price: Price;
  readonly active: boolean;
  readonly product: { readonly id: string; readonly name: string; readonly active: boolean; readonly soldInHub: boolean };
}

/** Stripe's customer as the portal reads it (000 §3): the default card, brand and last4. */
export interface BillingCustomer {
  readonly id: string;
  readonly email: string | null;
  readonly invoice_settings: { readonly default_payment_method: PaymentMethod | null };
}

/** A setup intent: the browser confirms it with the card provider using `client_secret`. */
export interface SetupIntent {
  readonly id: string;
  readonly client_secret: string;
  readonly status: 'requires_payment_method' | 'succeeded';
}

/** A saved card and the customer it is attached to (null: attached to nobody). */
export interface OwnedPaymentMethod {
  readonly paymentMethod: PaymentMethod;
  readonly customer: string | null;
}

/** Options of the writes that change what a customer pays. */
export interface WriteOptions {
  /**
   * Forwarded as Stripe's Idempotency-Key, so a retried request whose first attempt
   * reached Stripe but failed afterwards does not create a second object there.
   */
  readonly idempotencyKey?: string;
}

export interface SubscribeOptions extends WriteOptions {
  /** Trial length in days; 0 (the default) starts the subscription active. */
  readonly trialDays?: number;
  /** A fixed id (the demo seed keeps ids stable; local gateway only); a new `sub_...` otherwise. */
  readonly id?: string;
}

/** A page of a gateway list, as Stripe pages: `has_more` while more follow the last item. */
export interface GatewayPage<T> {
  readonly data: T[];
  readonly has_more: boolean;
}

/** Which page: `limit` items after the item `startingAfter` (Stripe's starting_after), from the newest. */
export interface PageRequest {
  readonly startingAfter?: string;
  readonly limit: number;
}

/**
 * Which invoices a page of the admin list reads: every customer's or `customer`'s, and
 * those created in [createdGte, createdLt) when given (epoch seconds, Stripe's
 * `created[gte]` / `created[lt]`); the page's cursor moves within that range.
 */
export interface InvoicePageRequest extends PageRequest {
  readonly customer?: string;
  readonly createdGte?: number;
  readonly createdLt?: number;
}

/** An invoice as the admin lists read it; the api adds the link to its PDF. */
export type AdminGatewayInvoice = Omit<AdminInvoice, 'invoice_pdf'>;

/**
 * The payment gateway: the one port every /stripe/* route, sign-up, the seed and the
 * admin area use. Two implementations answer alike, in Stripe's shapes:
 * - local (default): the ledger in the database, Stripe's test cards, invoices issued at
 *   each period start (local-gateway.ts and its local-* modules);
 * - Stripe: the official SDK (stripe-gateway.ts), when STRIPE_SECRET_KEY is set.
 * The mapping from a portal customer to its `cus_...` lives in `billing_customers` for
 * both. Methods act within the `Db` the port was bound to, so a caller's transaction
 * covers the database writes (`PaymentGatewayService.bind`); Stripe's own writes cannot
 * roll back, which is why they carry idempotency keys.
 */
export interface PaymentGateway {
  readonly kind: 'local' | 'stripe';

  // ---- catalogue ----
  /** Active products with their active prices (monthly first); `hubOnly` in hub order. */
  listProducts(filter?: { readonly hubOnly?: boolean }): Promise<Product[]>;
  /** A price by id, active or not; null when unknown. */
  findPrice(priceId: string): Promise<PriceDetails | null>;

  // ---- customers and cards ----
  /** The customer's `cus_...` id, created on first call (idempotent). */
  ensureCustomer(customerId: number, email: string, options?: WriteOptions): Promise<string>;
  /** The `cus_...` id of a portal customer, or null when none was created. */
  customerIdOf(customerId: number): Promise<string | null>;
  retrieveCustomer(billingCustomerId: string): Promise<BillingCustomer>;
  createSetupIntent(billingCustomerId: string, options?: WriteOptions): Promise<SetupIntent>;
  /** A card by id with its customer, or null when unknown. */
  findPaymentMethod(paymentMethodId: string): Promise<OwnedPaymentMethod | null>;
  /** Makes an attached card the default (invoice_settings.default_payment_method). */
  setDefaultPaymentMethod(billingCustomerId: string, paymentMethodId: string): Promise<BillingCustomer>;

  // ---- subscriptions ----
  /**
   * Starts the sign-up trial on a price (TRIAL_PERIOD_DAYS). A free price has nothing to
   * try out, so it starts active instead ("Free Forever", 000 §2).
   */
  startTrial(billingCustomerId: string, priceId: string, now: Date): Promise<Subscription>;
  /** Creates a subscription on an active price; the customer must have no live one. */
  subscribe(billingCustomerId: string, priceId: string, now: Date, options?: SubscribeOptions): Promise<Subscription>;
  /**
   * The customer's live (not canceled) subscription, or null. The local gateway first
   * advances periods that have ended, issuing their invoices (renewals happen lazily).
   */
  currentSubscription(billingCustomerId: string): Promise<Subscription | null>;
  /** A subscription by id, canceled or not; null when unknown. */
  findSubscription(subscriptionId: string): Promise<Subscription | null>;
  /**
   * Moves a live subscription to another price at once, without proration: a new period
   * starts now and is invoiced now; a trial ends. The same price changes nothing.
   */
  changePrice(subscriptionId: string, priceId: string, now: Date, options?: WriteOptions): Promise<Subscription>;
  /** Cancels at once (no refund); the customer then has no live subscription. */
  cancel(subscriptionId: string, now: Date, options?: WriteOptions): Promise<Subscription>;

  // ---- invoices ----
  /** A customer's invoices, newest first. */
  listInvoices(billingCustomerId: string, limit?: number): Promise<Invoice[]>;
  findInvoice(invoiceId: string): Promise<Invoice | null>;

  // ---- admin reads (002 §7) ----
  /** Payment customers with their subscriptions, newest first. UnknownCursorError for an unknown `startingAfter`. */
  listCustomers(page: PageRequest): Promise<GatewayPage<AdminPaymentCustomer>>;
  /** These payment customers with their subscriptions, in the order asked; unknown ids are left out. */
  findCustomers(billingCustomerIds: readonly string[]): Promise<AdminPaymentCustomer[]>;
  /** Every subscription of a customer, canceled ones included, newest first ([] for an unknown customer). */
  listSubscriptions(billingCustomerId: string): Promise<AdminSubscription[]>;
  /** Invoices newest first, every customer's or `customer`'s, in the created range if given. UnknownCursorError for an unknown `startingAfter`. */
  listInvoicePage(page: InvoicePageRequest): Promise<GatewayPage<AdminGatewayInvoice>>;
  /**
   * The admin dashboard's payment figures (docs/adr/032): each customer's newest subscription
   * counted by plan and status, renewals and MRR at `nowMs`, cancellations and paid invoices
   * within [fromMs, toMs). The ledger answers with SQL aggregates; Stripe by paging its lists.
   */
  adminDashboard(window: DashboardWindow): Promise<PaymentFigures>;
}

/** The port on the app's database, plus the same port inside a caller's transaction. */
export interface PaymentGatewayService extends PaymentGateway {
  bind(tx: Db): PaymentGateway;
}

/** Raised for a price that does not exist or is not for sale; callers map it to their error. */
export class UnknownPriceError extends Error {
  override readonly name = 'UnknownPriceError';
  constructor(readonly priceId: string) {
    super(`No active price ${priceId}`);
  }
}

/** Raised by `subscribe` when the customer already has a live subscription (plan changes update it). */
export class LiveSubscriptionExistsError extends Error {
  override readonly name = 'LiveSubscriptionExistsError';
  constructor(readonly billingCustomerId: string) {
    super(`Customer ${billingCustomerId} already has a live subscription`);
  }
}

/** Raised by `changePrice` and `cancel` for an unknown or canceled subscription. */
export class SubscriptionNotLiveError extends Error {
  override readonly name = 'SubscriptionNotLiveError';
  constructor(
    readonly subscriptionId: string,
    readonly exists: boolean,
  ) {
    super(exists ? `Subscription ${subscriptionId} is canceled` : `No subscription ${subscriptionId}`);
  }
}

/** Raised for a card that is unknown or not the customer's own (answered alike, so ids do not leak). */
export class PaymentMethodNotFoundError extends Error {
  override readonly name = 'PaymentMethodNotFoundError';
  constructor(readonly paymentMethodId: string) {
    super(`No such payment method ${paymentMethodId}`);
  }
}

/** A card refused by the card provider, in Stripe's `error` shape (000 §8: its message is shown). */
export class CardError extends Error {
  override readonly name = 'CardError';
  constructor(
    readonly code: string,
    message: string,
    readonly declineCode?: string,
  ) {
    super(message);
  }
}

/** A page asked to start after an id the gateway does not know (deleted meanwhile, or made up). */
export class UnknownCursorError extends Error {
  override readonly name = 'UnknownCursorError';
  constructor(readonly cursor: string) {
    super(`No such object ${cursor} to page after`);
  }
}

/** The gateway could not be reached or answered with something unexpected. */
export class GatewayUnavailableError extends Error {
  override readonly name = 'GatewayUnavailableError';
}
