import { CUSTOMER_ATTRIBUTES, type Role, type SessionSnapshot, type Tier } from '@portal/shared-contracts/core';
import { type GetAccountResponse, type PaymentMethod, type Price, type Product, type Subscription } from '@portal/shared-contracts/account';
import type { FakeAnswer, FakeRoute } from './fakeFetch';

const price = (tier: string, interval: 'month' | 'year', amount: number): Price => ({
  id: `price_${tier}_${interval === 'month' ? 'monthly' : 'yearly'}`,
  product: `prod_${tier}`,
  unit_amount: amount,
  currency: 'aud',
  nickname: null,
  recurring: { interval },
});
const product = (name: string, prices: Price[]): Product => ({ id: `prod_${name.toLowerCase()}`, name, description: `${name} plan`, prices });

/**
 * The catalogue as the api's local gateway sells it: Beginner free, then monthly and
 * yearly (12 months less 12.5%) prices; served in an order other than the hub's so tests
 * see the hub sort it.
 */
export const HUB_CATALOGUE: Product[] = [
  product('Entry', [price('entry', 'month', 8000), price('entry', 'year', 84000)]),
  product('Pro', [price('pro', 'month', 16000), price('pro', 'year', 168000)]),
  product('Starter', [price('starter', 'month', 4000), price('starter', 'year', 42000)]),
  product('Beginner', [price('beginner', 'month', 0)]),
];

/** A price of HUB_CATALOGUE by id ('price_pro_yearly'). */
export function hubPrice(id: string): Price {
  const found = HUB_CATALOGUE.flatMap((p) => p.prices).find((p) => p.id === id);
  if (!found) throw new Error(`no price ${id}`);
  return found;
}

const DAY = 86_400;
/** 1 March 2026 00:00 UTC, the start of the fixtures' periods. */
export const PERIOD_START = 1_772_323_200;

export interface SubscriptionFixture {
  readonly priceId?: string;
  /** Period length in days: 30 (monthly) or 365 (yearly). */
  readonly days?: number;
  readonly trialEnd?: number | null;
  readonly id?: string;
}

export function subscription({ priceId = 'price_pro_monthly', days = 30, trialEnd = null, id = 'sub_1' }: SubscriptionFixture = {}): Subscription {
  return {
    id,
    customer: 'cus_1',
    status: trialEnd ? 'trialing' : 'active',
    trial_end: trialEnd,
    current_period_start: PERIOD_START,
    current_period_end: PERIOD_START + days * DAY,
    cancel_at_period_end: false,
    created: PERIOD_START,
    items: { data: [{ id: 'si_1', price: hubPrice(priceId), quantity: 1 }] },
  };
}

export const VISA_4242: PaymentMethod = {
  id: 'pm_visa',
  type: 'card',
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
};

export function account(sub: Subscription | null, card: PaymentMethod | null = VISA_4242): GetAccountResponse {
  return {
    customer: { id: 'cus_1', email: 'pro@demo.test', invoice_settings: { default_payment_method: card } },
    subscriptions: { data: sub ? [sub] : [] },
  };
}

export interface BillingApiOptions {
  readonly account?: GetAccountResponse | FakeAnswer;
  readonly setupIntent?: FakeAnswer;
  readonly confirm?: FakeAnswer;
  readonly updateCustomer?: FakeAnswer;
  readonly createSubscription?: FakeAnswer;
  readonly updateSubscription?: FakeAnswer;
}

const isAnswer = (value: unknown): value is FakeAnswer => typeof value === 'object' && value !== null && ('status' in value || 'networkError' in value);

/**
 * The /stripe/* calls of the hub as the api answers them; each can be overridden. By
 * default the customer is on Pro monthly with a Visa ending 4242, and every write works.
 */
export function billingApi(options: BillingApiOptions = {}): FakeRoute {
  const acc = options.account ?? account(subscription());
  const changed = (priceId: string): FakeAnswer => ({ status: 200, body: { subscription: subscription({ priceId }) } });
  return (url, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    switch (url.pathname) {
      case '/stripe/list-products':
        return { status: 200, body: { data: HUB_CATALOGUE } };
      case '/stripe/get-account':
        return isAnswer(acc) ? acc : { status: 200, body: acc };
      case '/stripe/create-customer':
        return { status: 201, body: { customer: account(null, null).customer } };
      case '/stripe/setup-intent':
        return options.setupIntent ?? { status: 200, body: { id: 'seti_1', client_secret: 'seti_1_secret_x' } };
      case '/stripe/local/confirm-setup':
        return options.confirm ?? { status: 200, body: { setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_new' } } };
      case '/stripe/update-customer':
        return options.updateCustomer ?? { status: 200, body: { customer: account(null).customer } };
      case '/stripe/create-subscription':
        return options.createSubscription ?? changed(body.priceId ?? '');
      case '/stripe/update-subscription':
        return options.updateSubscription ?? changed(body.priceId ?? '');
      default:
        return undefined;
    }
  };
}

export interface CustomerOptions {
  readonly country?: string;
  readonly tier?: Tier | null;
  readonly role?: Role;
}

/** A signed-in session snapshot of a customer (Pro, United Kingdom unless told). */
export function signedInCustomer({ country = 'United Kingdom', tier = 'Pro', role = 'customer' }: CustomerOptions = {}): Partial<SessionSnapshot> {
  return {
    status: 'signedIn',
    user: {
      sub: 'user-1',
      username: 'pro@demo.test',
      email: 'pro@demo.test',
      givenName: 'Ada',
      familyName: 'Lovelace',
      role,
      customerId: 'cust-1',
      subscriptionName: tier,
      tier,
      attributes: { [CUSTOMER_ATTRIBUTES.COUNTRY]: country },
    },
  };
}
