import {
  BILLING_ERROR_CODES,
  customerResponseSchema,
  setupIntentResponseSchema,
  subscriptionResponseSchema,
  type CreateSubscriptionRequest,
  type GetAccountResponse,
  type SetupIntentResponse,
  type Subscription,
  type UpdateSubscriptionRequest,
} from '@portal/shared-contracts/account';
import { ApiError, getAccount, type HttpClient, type RequestOptions } from '@portal/shared-ui';

/*
 * The /stripe/* calls of the hub and the card modal (000 §7). The http client sends the
 * session's id token as `Authorization: Bearer`; every write takes the Idempotency-Key
 * of the user action it belongs to.
 */

/** The payment customer POST /stripe/create-customer and /stripe/update-customer answer. */
export type PaymentCustomer = GetAccountResponse['customer'];

// The reads the host makes too are wrapped once, in shared-ui.
export { getAccount, listProducts } from '@portal/shared-ui';

/** POST /stripe/create-customer (empty payload): the caller's payment customer, made if missing. */
export async function createCustomer(http: HttpClient, idempotencyKey: string): Promise<PaymentCustomer> {
  return (await http.post('/stripe/create-customer', {}, customerResponseSchema, { idempotencyKey })).customer;
}

/**
 * The account of the hub: get-account, and for a customer without a payment customer
 * (error NO_PAYMENT_CUSTOMER) create-customer, then an account with no subscription.
 */
export async function loadAccount(http: HttpClient, newKey: () => string, options?: RequestOptions): Promise<GetAccountResponse> {
  try {
    return await getAccount(http, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== BILLING_ERROR_CODES.NO_PAYMENT_CUSTOMER) throw error;
    return { customer: await createCustomer(http, newKey()), subscriptions: { data: [] } };
  }
}

/** POST /stripe/setup-intent (empty payload): `client_secret` null means stop (000 §7). */
export function createSetupIntent(http: HttpClient, idempotencyKey: string): Promise<SetupIntentResponse> {
  return http.post('/stripe/setup-intent', {}, setupIntentResponseSchema, { idempotencyKey });
}

/** POST /stripe/update-customer: the confirmed card becomes the default payment method. */
export async function updateCustomer(http: HttpClient, paymentMethodId: string, idempotencyKey: string): Promise<PaymentCustomer> {
  return (await http.post('/stripe/update-customer', { paymentMethodId }, customerResponseSchema, { idempotencyKey })).customer;
}

/** POST /stripe/create-subscription: the chosen price plus email and payment customer id. */
export async function createSubscription(http: HttpClient, input: CreateSubscriptionRequest, idempotencyKey: string): Promise<Subscription> {
  return (await http.post('/stripe/create-subscription', input, subscriptionResponseSchema, { idempotencyKey })).subscription;
}

/** POST /stripe/update-subscription: the live subscription moves to `priceId`. */
export async function updateSubscription(
  http: HttpClient,
  input: UpdateSubscriptionRequest,
  idempotencyKey: string,
): Promise<Subscription> {
  return (await http.post('/stripe/update-subscription', input, subscriptionResponseSchema, { idempotencyKey })).subscription;
}
