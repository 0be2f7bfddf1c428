import { BILLING_ERROR_CODES } from '@portal/shared-contracts/account';
import { ApiError, InvalidResponseError } from './apiError';
import { getAccount, listProducts } from './billingCalls';
import { createHttpClient } from './client';

const API = 'http://api.test';

function clientAnswering(status: number, body: unknown) {
  const fetch = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ({ ok: status < 300, status, json: async () => body }) as Response);
  return { http: createHttpClient({ apiUrl: API, getIdToken: async () => 'id-1', fetch }), fetch };
}

const price = { id: 'price_1', product: 'prod_starter', unit_amount: 4900, currency: 'aud', nickname: null, recurring: { interval: 'month' } };
const product = { id: 'prod_starter', name: 'Starter', description: null, prices: [price] };

describe('listProducts', () => {
  it('returns the products of GET /stripe/list-products, with the session token as every payment call', async () => {
    const { http, fetch } = clientAnswering(200, { data: [product] });
    await expect(listProducts(http)).resolves.toEqual([product]);
    expect(fetch).toHaveBeenCalledWith(`${API}/stripe/list-products`, expect.objectContaining({ method: 'GET', headers: { Authorization: 'Bearer id-1' } }));
  });

  it('asks signed out as the sign-up page preloads it: no header, cors, same-origin credentials (docs/adr/058)', async () => {
    const fetch = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ({ ok: true, status: 200, json: async () => ({ data: [product] }) }) as Response);
    await listProducts(createHttpClient({ apiUrl: API, getIdToken: async () => null, fetch }));
    expect(fetch).toHaveBeenCalledWith(`${API}/stripe/list-products`, expect.objectContaining({ method: 'GET', headers: {}, mode: 'cors', credentials: 'same-origin' }));
  });

  it('refuses a catalogue its schema does not accept', async () => {
    const { http } = clientAnswering(200, { data: [{ name: 'no id' }] });
    await expect(listProducts(http)).rejects.toBeInstanceOf(InvalidResponseError);
  });
});

describe('getAccount', () => {
  it('returns the payment account of GET /stripe/get-account, asked with the id token', async () => {
    const account = { customer: { id: 'cus_1', email: null, invoice_settings: { default_payment_method: null } }, subscriptions: { data: [] } };
    const { http, fetch } = clientAnswering(200, account);
    await expect(getAccount(http)).resolves.toEqual(account);
    expect(fetch).toHaveBeenCalledWith(`${API}/stripe/get-account`, expect.objectContaining({ headers: { Authorization: 'Bearer id-1' } }));
  });

  it('rejects a customer without a payment customer with the NO_PAYMENT_CUSTOMER code', async () => {
    const { http } = clientAnswering(404, { error_code: BILLING_ERROR_CODES.NO_PAYMENT_CUSTOMER, error_message: 'No payment customer' });
    const error = await getAccount(http).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: BILLING_ERROR_CODES.NO_PAYMENT_CUSTOMER });
  });
});
