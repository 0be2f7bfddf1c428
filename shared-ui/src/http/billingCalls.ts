import {
  getAccountResponseSchema,
  listProductsResponseSchema,
  type GetAccountResponse,
  type Product,
} from '@portal/shared-contracts';
import type { HttpClient, RequestOptions } from './client';

/*
 * The /stripe/* reads both the host (the shell's payment account) and mfe-account (the
 * subscription hub, sign-up) make: one wrapper per call, here. The writes only
 * mfe-account makes stay in its features/billing/api.ts.
 */

/** GET /stripe/list-products (000 §7): the products sold, with their prices. */
export async function listProducts(http: HttpClient, options?: RequestOptions): Promise<Product[]> {
  return (await http.get('/stripe/list-products', listProductsResponseSchema, options)).data;
}

/**
 * GET /stripe/get-account (000 §7): the payment customer (default card) and its
 * subscriptions. A customer without a payment customer yet is answered as an ApiError
 * with code BILLING_ERROR_CODES.NO_PAYMENT_CUSTOMER.
 */
export function getAccount(http: HttpClient, options?: RequestOptions): Promise<GetAccountResponse> {
  return http.get('/stripe/get-account', getAccountResponseSchema, options);
}
