import { createHttpClient } from '@portal/shared-ui';
import { installFakeFetch } from '../../testing/fakeFetch';
import { checkProjectCode, listProducts } from './api';

const API = 'http://api.test';

describe('checkProjectCode', () => {
  const http = createHttpClient({ apiUrl: API, getIdToken: async () => null });

  it.each([
    [200, { availability: 'taken', definite: true }],
    [404, { availability: 'free', definite: true }],
    [400, { availability: 'taken', definite: false }],
    [500, { availability: 'taken', definite: false }],
    [503, { availability: 'taken', definite: false }],
  ])('reads %i as %j', async (status, expected) => {
    installFakeFetch(() => ({ status, body: {} }));
    await expect(checkProjectCode(http, 'demo-pro')).resolves.toEqual(expected);
  });

  it('counts a failed request as taken', async () => {
    installFakeFetch(() => ({ networkError: true }));
    await expect(checkProjectCode(http, 'demo-pro')).resolves.toEqual({ availability: 'taken', definite: false });
  });

  it('asks GET /v1/projects with the code URL-encoded', async () => {
    const net = installFakeFetch(() => ({ status: 404 }));
    await checkProjectCode(http, 'a&b c');
    expect(net.urls()).toEqual([`${API}/v1/projects?code=a%26b%20c`]);
    expect(net.fetch.mock.calls[0]?.[1]?.method).toBe('GET');
  });
});

describe('listProducts', () => {
  const catalogue = {
    data: [
      {
        id: 'prod_starter',
        name: 'Starter',
        description: null,
        prices: [{ id: 'price_1', product: 'prod_starter', unit_amount: 4900, currency: 'aud', nickname: null, recurring: { interval: 'month' } }],
      },
    ],
  };

  it('returns the parsed products of GET /stripe/list-products', async () => {
    const net = installFakeFetch((url) => (url.pathname === '/stripe/list-products' ? { status: 200, body: catalogue } : undefined));
    await expect(listProducts(createHttpClient({ apiUrl: API, getIdToken: async () => null }))).resolves.toEqual(catalogue.data);
    expect(net.urls()).toEqual([`${API}/stripe/list-products`]);
  });

  it('sends the identity token when there is one, and none when signed out', async () => {
    const net = installFakeFetch(() => ({ status: 200, body: catalogue }));
    await listProducts(createHttpClient({ apiUrl: API, getIdToken: async () => 'id-token' }));
    await listProducts(createHttpClient({ apiUrl: API, getIdToken: async () => null }));
    const headers = net.fetch.mock.calls.map(([, init]) => (init?.headers ?? {}) as Record<string, string>);
    expect(headers[0]?.Authorization).toBe('Bearer id-token');
    expect(headers[1]?.Authorization).toBeUndefined();
  });

  it('rejects an answer that is not 2xx or not a product list', async () => {
    installFakeFetch(() => ({ status: 500, body: {} }));
    await expect(listProducts(createHttpClient({ apiUrl: API, getIdToken: async () => null }))).rejects.toThrow(/answered 500/);
    installFakeFetch(() => ({ status: 200, body: { data: [{ name: 'no id' }] } }));
    await expect(listProducts(createHttpClient({ apiUrl: API, getIdToken: async () => null }))).rejects.toThrow();
  });
});
