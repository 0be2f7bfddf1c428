import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { FEATURES } from '../../src/contracts';
import { runSeed } from '../../src/seed';
import { migratedDb, testConfig } from '../helpers';
import { bearer, signIn } from '../support/account';

describe('app.requireFeature: entitlements from the ledger', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = testConfig();
    app = await buildApp(config, { db: await migratedDb() });
    // No product route needs a feature yet: these stand in for insights, render and the like.
    app.get('/test/insights', { preHandler: app.requireFeature(FEATURES.viewInsights) }, async () => ({ ok: true }));
    app.get('/test/kden', { preHandler: app.requireFeature(FEATURES.viewDownloadKden) }, async () => ({ ok: true }));
    app.get(
      '/test/customise',
      { preHandler: [app.authenticate, app.requireFeature(FEATURES.customiseStoryboard)] },
      async () => ({ ok: true }),
    );
    await app.ready();
    await runSeed(app.db, config);
  });
  afterAll(() => app.close());

  const get = async (url: string, email: string | null) =>
    app.inject({ url, ...(email ? { headers: bearer((await signIn(app, email)).IdToken) } : {}) });

  it('refuses a Beginner on a Pro feature, naming the feature and the tier', async () => {
    const res = await get('/test/insights', 'beginner@demo.test');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error_code: 'FEATURE_NOT_IN_PLAN', error_message: 'viewInsights is not included in your Beginner plan' });
    expect((await get('/test/insights', 'entry@demo.test')).json().error_message).toBe('viewInsights is not included in your Entry plan');
  });

  it('lets Pro and the admin through; a feature no tier has is the admin\'s only', async () => {
    expect((await get('/test/insights', 'pro@demo.test')).statusCode).toBe(200);
    expect((await get('/test/insights', 'admin@demo.test')).json()).toEqual({ ok: true });
    expect((await get('/test/kden', 'admin@demo.test')).statusCode).toBe(200);
    expect((await get('/test/kden', 'pro@demo.test')).json().error_message).toBe('viewDownloadKden is not included in your Pro plan');
  });

  it('works after app.authenticate too, and needs a valid token', async () => {
    expect((await get('/test/customise', 'starter@demo.test')).statusCode).toBe(200);
    expect((await get('/test/customise', 'beginner@demo.test')).statusCode).toBe(403);
    expect((await get('/test/insights', null)).statusCode).toBe(401);
    expect((await app.inject({ url: '/test/customise', headers: bearer('not.a.token') })).statusCode).toBe(401);
  });

  it('reads the current subscription in the ledger, not the claims of the token', async () => {
    const { IdToken } = await signIn(app, 'beginner@demo.test');
    const call = () => app.inject({ url: '/test/insights', headers: bearer(IdToken) });
    expect((await call()).statusCode).toBe(403);

    const customer = await app.db.query<{ id: number }>(`select id from customers where email = 'beginner@demo.test'`);
    const cus = await app.payments.customerIdOf(Number(customer.rows[0]?.id));
    const sub = await app.payments.currentSubscription(cus ?? '');
    await app.payments.changePrice(sub?.id ?? '', 'price_pro_yearly', new Date());
    // Same token (its custom:subscriptions still says Beginner): the ledger says Pro now.
    expect((await call()).statusCode).toBe(200);

    await app.payments.cancel(sub?.id ?? '', new Date());
    const none = await call();
    expect(none.statusCode).toBe(403);
    expect(none.json().error_message).toBe('viewInsights needs a subscription plan that includes it; you have none');
  });
});
