import type { z } from 'zod';
import {
  BILLING_ERROR_CODES,
  customerResponseSchema,
  getAccountResponseSchema,
  listProductsResponseSchema,
  setupIntentResponseSchema,
  subscriptionResponseSchema,
  type GetAccountResponse,
  type Product,
  type Subscription,
} from '@portal/shared-contracts';
import { HttpError, type HttpClient, type RequestOptions } from '../../lib/http';

/*
 * The /stripe/* calls of the hub and the card modal (000 §7). The http client sends the
 * session's id token as `Authorization: Bearer`; every write takes the Idempotency-Key
 * of the user action it belongs to.
 */

/** The payment customer POST /stripe/create-customer and /stripe/update-customer answer. */
export type PaymentCustomer = GetAccountResponse['customer'];

/** GET /stripe/list-products: the products sold in the hub, with their prices. */
export async function listProducts(http: HttpClient, options?: RequestOptions): Promise<Product[]> {
  return (await http.getJson('/stripe/list-products', listProductsResponseSchema, options)).data;
}

/** GET /stripe/get-account: the payment customer (default card) and its live subscription. */
export function getAccount(http: HttpClient, options?: RequestOptions): Promise<GetAccountResponse> {
  return http.getJson('/stripe/get-account', getAccountResponseSchema, options);
}

/** POST /stripe/create-customer (empty payload): the caller's payment customer, made if missing. */
export async function createCustomer(http: HttpClient, idempotencyKey: string): Promise<PaymentCustomer> {
  return (await http.postJson('/stripe/create-customer', {}, customerResponseSchema, { idempotencyKey })).customer;
}

/**
 * The account of the hub: get-account, and for a customer without a payment customer
 * (error NO_PAYMENT_CUSTOMER) create-customer, then an account with no subscription.
 */
export async function loadAccount(http: HttpClient, newKey: () => string, options?: RequestOptions): Promise<GetAccountResponse> {
  try {
    return await getAccount(http, options);
  } catch (error) {
    if (!(error instanceof HttpError) || error.code !== BILLING_ERROR_CODES.NO_PAYMENT_CUSTOMER) throw error;
    return { customer: await createCustomer(http, newKey()), subscriptions: { data: [] } };
  }
}

/** POST /stripe/setup-intent (empty payload): `client_secret` null means stop (000 §7). */
export function createSetupIntent(http: HttpClient, idempotencyKey: string): Promise<z.infer<typeof setupIntentResponseSchema>> {
  return http.postJson('/stripe/setup-intent', {}, setupIntentResponseSchema, { idempotencyKey });
}

/** POST /stripe/update-customer: the confirmed card becomes the default payment method. */
export async function updateCustomer(http: HttpClient, paymentMethodId: string, idempotencyKey: string): Promise<PaymentCustomer> {
  return (await http.postJson('/stripe/update-customer', { paymentMethodId }, customerResponseSchema, { idempotencyKey })).customer;
}

export interface CreateSubscriptionInput {
  readonly priceId: string;
  readonly email?: string;
  readonly customerId?: string;
}

/** POST /stripe/create-subscription: the chosen price plus email and payment customer id. */
export async function createSubscription(http: HttpClient, input: CreateSubscriptionInput, idempotencyKey: string): Promise<Subscription> {
  return (await http.postJson('/stripe/create-subscription', input, subscriptionResponseSchema, { idempotencyKey })).subscription;
}

/** POST /stripe/update-subscription: the live subscription moves to `priceId`. */
export async function updateSubscription(
  http: HttpClient,
  input: { readonly subscriptionId: string; readonly priceId: string },
  idempotencyKey: string,
): Promise<Subscription> {
  return (await http.postJson('/stripe/update-subscription', input, subscriptionResponseSchema, { idempotencyKey })).subscription;
}
