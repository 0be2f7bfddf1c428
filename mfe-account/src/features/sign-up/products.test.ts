import type { Price, Product } from '@portal/shared-contracts/account';
import { pickSignUpPlan } from './products';

const price = (id: string, interval: 'month' | 'year', product: string): Price => ({
  id,
  product,
  unit_amount: 1000,
  currency: 'aud',
  nickname: null,
  recurring: { interval },
});
const product = (name: string, prices: Price[]): Product => ({ id: `prod_${name.toLowerCase()}`, name, description: null, prices });

const CATALOGUE: Product[] = [
  product('Beginner', []),
  product('Starter', [price('price_starter_year', 'year', 'prod_starter'), price('price_starter_month', 'month', 'prod_starter')]),
  product('Pro', [price('price_pro_month', 'month', 'prod_pro'), price('price_pro_year', 'year', 'prod_pro')]),
  product('Entry', [price('price_entry_year', 'year', 'prod_entry')]),
];

describe('pickSignUpPlan', () => {
  it('picks the product named by the query parameter, with its monthly price', () => {
    expect(pickSignUpPlan(CATALOGUE, 'Pro')).toEqual({ product: CATALOGUE[2], trialPriceId: 'price_pro_month' });
  });

  it.each([['pro'], ['PRO'], ['  Pro ']])('matches %j case-insensitively', (requested) => {
    expect(pickSignUpPlan(CATALOGUE, requested)?.product.name).toBe('Pro');
  });

  it('takes the first price when a product has no monthly one', () => {
    expect(pickSignUpPlan(CATALOGUE, 'Entry')?.trialPriceId).toBe('price_entry_year');
  });

  it.each([
    ['no parameter', null],
    ['an empty parameter', ''],
    ['an unknown product', 'Platinum'],
    ['a product without a price to start a trial on', 'Beginner'],
  ])('defaults to Starter for %s', (_case, requested) => {
    expect(pickSignUpPlan(CATALOGUE, requested)).toEqual({ product: CATALOGUE[1], trialPriceId: 'price_starter_month' });
  });

  it('is null when neither the product nor Starter is sold', () => {
    expect(pickSignUpPlan([], 'Pro')).toBeNull();
    expect(pickSignUpPlan([CATALOGUE[0] as Product], null)).toBeNull();
  });
});
