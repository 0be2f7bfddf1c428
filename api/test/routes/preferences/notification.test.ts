import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_SETTINGS } from '../../../src/contracts';
import { bearer, seededApp, signIn, tampered } from '../../support/account';

describe('PUT /preferences/notification', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await seededApp();
  });
  afterAll(() => app.close());

  const put = (body: object, idToken?: string) =>
    app.inject({ method: 'PUT', url: '/preferences/notification', payload: body, ...(idToken ? { headers: bearer(idToken) } : {}) });
  const prefOf = async (email: string) =>
    (await app.identityPool.local?.findUserByEmail(email))?.attributes['custom:notification-pref'];

  it.each(Object.values(NOTIFICATION_SETTINGS))("writes %s to the caller's custom:notification-pref only", async (setting) => {
    const pro = await signIn(app, 'pro@demo.test');
    const res = await put({ notificationSetting: setting }, pro.IdToken);
    expect(res.statusCode).toBe(204);
    expect(await prefOf('pro@demo.test')).toBe(setting);
    expect(await prefOf('entry@demo.test')).toBe('ALL');
  });

  it('reaches the id token at the next refresh', async () => {
    const entry = await signIn(app, 'entry@demo.test');
    expect((await put({ notificationSetting: 'BILLING' }, entry.IdToken)).statusCode).toBe(204);
    const fresh = await signIn(app, 'entry@demo.test');
    const claims = JSON.parse(Buffer.from(fresh.IdToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims['custom:notification-pref']).toBe('BILLING');
    // Other attributes stay as they were.
    expect(claims['given_name']).toBe('Ethan');
    expect(JSON.parse(claims['custom:subscriptions'])[0].name).toBe('Entry');
  });

  it('answers 400 naming the field for an unknown or missing value', async () => {
    const pro = await signIn(app, 'pro@demo.test');
    for (const body of [{ notificationSetting: 'all' }, { notificationSetting: 'EVERYTHING' }, {}]) {
      const res = await put(body, pro.IdToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error_code: 'VALIDATION_ERROR', error_message: expect.stringContaining('notificationSetting') });
    }
  });

  it('answers 401 without a token or with a tampered one', async () => {
    const pro = await signIn(app, 'pro@demo.test');
    for (const token of [undefined, tampered(pro.IdToken)]) {
      const res = await put({ notificationSetting: 'NONE' }, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error_code).toBe('UNAUTHORIZED');
    }
  });
});
