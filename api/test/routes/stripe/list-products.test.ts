import type { FastifyInstance } from 'fastify';
import { listProductsResponseSchema, trialPriceOf } from '../../../src/contracts';
import { seededApp } from '../../support/account';

describe('GET /stripe/list-products', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await seededApp();
  });
  afterAll(() => app.close());

  it('is public and lists the hub products in hub order, monthly price first', async () => {
    const res = await app.inject({ url: '/stripe/list-products' });
    expect(res.statusCode).toBe(200);
    const body = listProductsResponseSchema.parse(res.json());
    expect(body.data.map((p) => p.name)).toEqual(['Beginner', 'Starter', 'Pro', 'Entry']);
    expect(body.data.map((p) => p.prices.map((x) => x.recurring.interval))).toEqual([
      ['month'],
      ['month', 'year'],
      ['month', 'year'],
      ['month', 'year'],
    ]);
    for (const product of body.data) {
      for (const price of product.prices) expect(price).toMatchObject({ product: product.id, currency: 'aud' });
    }
    expect(body.data.map((p) => trialPriceOf(p)?.id)).toEqual([
      'price_beginner_monthly',
      'price_starter_monthly',
      'price_pro_monthly',
      'price_entry_monthly',
    ]);
    expect(res.json().data.some((p: { name: string }) => p.name === 'Enterprise')).toBe(false);
  });

  it('ignores a bad token (nothing here depends on the caller)', async () => {
    const res = await app.inject({ url: '/stripe/list-products', headers: { authorization: 'Bearer nonsense' } });
    expect(res.statusCode).toBe(200);
  });
});
