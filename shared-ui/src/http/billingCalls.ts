import type { GetAccountResponse, Product } from '@portal/shared-contracts/account';
import { AS_PRELOADED, type HttpClient, type RequestOptions } from './client';

/*
 * The /stripe/* reads both the host (the shell's payment account) and mfe-account (the
 * subscription hub, sign-up) make: one wrapper per call, here. The writes only
 * mfe-account makes stay in its features/billing/api.ts.
 */

/**
 * The billing contracts arrive with the first billing read: this module is in every page's
 * http client, and most first pages (sign-in, terms, storyboards) read no billing (docs/adr/047).
 */
const billingContracts = () => import('@portal/shared-contracts/account');

/**
 * GET /stripe/list-products (000 §7): the products sold, with their prices. Signed in, it
 * carries the session's token, as every payment call does (000 §7). Signed out (sign-up) it
 * has none, and is then made as the page's preload of it is (docs/adr/058).
 */
export async function listProducts(http: HttpClient, options?: RequestOptions): Promise<Product[]> {
  const { LIST_PRODUCTS_PATH, listProductsResponseSchema } = await billingContracts();
  return (await http.get(LIST_PRODUCTS_PATH, listProductsResponseSchema, { ...options, init: AS_PRELOADED.init })).data;
}

/**
 * GET /stripe/get-account (000 §7): the payment customer (default card) and its
 * subscriptions. A customer without a payment customer yet is answered as an ApiError
 * with code BILLING_ERROR_CODES.NO_PAYMENT_CUSTOMER.
 */
export async function getAccount(http: HttpClient, options?: RequestOptions): Promise<GetAccountResponse> {
  const { getAccountResponseSchema } = await billingContracts();
  return http.get('/stripe/get-account', getAccountResponseSchema, options);
}
