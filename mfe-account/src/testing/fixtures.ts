import type { ListProductsResponse, Price, Product } from '@portal/shared-contracts/account';
import type { FakeRoute } from './fakeFetch';

const price = (product: string, interval: 'month' | 'year', amount: number): Price => ({
  id: `price_${product}_${interval}`,
  product: `prod_${product}`,
  unit_amount: amount,
  currency: 'aud',
  nickname: null,
  recurring: { interval },
});
const product = (name: string, prices: Price[]): Product => ({ id: `prod_${name.toLowerCase()}`, name, description: `${name} plan`, prices });

/** A sign-up form filled in correctly (as normalised values). */
export const VALID_SIGN_UP_VALUES = {
  email: 'new@demo.test',
  password: 'Secret!23',
  projectCode: 'coastal-fc',
  firstName: 'Nia',
  lastName: 'Ng',
  companyName: 'Coastal FC',
  roleInCompany: 'Marketing Manager',
  country: 'Australia',
  industry: 'Sporting and Recreational Camps',
  postCode: '2000',
} as const;

/** The catalogue as GET /stripe/list-products answers it, in the spec's plan order. */
export const CATALOGUE: ListProductsResponse = {
  data: [
    product('Beginner', []),
    product('Starter', [price('starter', 'month', 4900), price('starter', 'year', 51450)]),
    product('Pro', [price('pro', 'month', 19900), price('pro', 'year', 208950)]),
    product('Entry', [price('entry', 'month', 9900), price('entry', 'year', 103950)]),
  ],
};

/**
 * The api calls of the sign-up page: the catalogue, and project codes (`taken` answer 200,
 * others 404). Anything else is a 404.
 */
export function signUpApi(taken: readonly string[] = ['demo-pro']): FakeRoute {
  return (url) => {
    if (url.pathname === '/stripe/list-products') return { status: 200, body: CATALOGUE };
    if (url.pathname === '/v1/projects') {
      const code = url.searchParams.get('code') ?? '';
      return taken.includes(code) ? { status: 200, body: { result: { code, taken: true } } } : { status: 404, body: {} };
    }
    return undefined;
  };
}
