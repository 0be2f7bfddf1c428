import type { FastifyInstance } from 'fastify';
import { bearer, seededApp, signIn, tampered } from '../../support/account';

describe('PUT /user/updateLastLoginDate', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await seededApp();
  });
  afterAll(() => app.close());

  const put = (body: object, idToken?: string) =>
    app.inject({ method: 'PUT', url: '/user/updateLastLoginDate', payload: body, ...(idToken ? { headers: bearer(idToken) } : {}) });
  const lastLogin = async (email: string): Promise<Date | null> => {
    const { rows } = await app.db.query<{ last_login_at: Date | null }>('select last_login_at from customers where email = $1', [email]);
    return rows[0]?.last_login_at ?? null;
  };

  it("stamps the caller's last login when the access token is the same user's", async () => {
    const pro = await signIn(app, 'pro@demo.test');
    expect(await lastLogin('pro@demo.test')).toBeNull();
    const before = Date.now();
    const res = await put({ data: { access_token: pro.AccessToken } }, pro.IdToken);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const stamped = await lastLogin('pro@demo.test');
    expect(stamped?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stamped?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await lastLogin('entry@demo.test')).toBeNull();
  });

  it("refuses another user's access token with 403 and stamps nobody", async () => {
    const entry = await signIn(app, 'entry@demo.test');
    const starter = await signIn(app, 'starter@demo.test');
    const res = await put({ data: { access_token: starter.AccessToken } }, entry.IdToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error_code: 'TOKEN_MISMATCH', error_message: expect.stringContaining('data.access_token') });
    expect(await lastLogin('entry@demo.test')).toBeNull();
    expect(await lastLogin('starter@demo.test')).toBeNull();
  });

  it('answers 401 INVALID_ACCESS_TOKEN for an id token, a tampered or a malformed access token', async () => {
    const entry = await signIn(app, 'entry@demo.test');
    for (const accessToken of [entry.IdToken, tampered(entry.AccessToken), 'not-a-jwt']) {
      const res = await put({ data: { access_token: accessToken } }, entry.IdToken);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error_code: 'INVALID_ACCESS_TOKEN', error_message: expect.stringContaining('data.access_token') });
    }
  });

  it('answers 401 without an id token or with a tampered one', async () => {
    const entry = await signIn(app, 'entry@demo.test');
    for (const idToken of [undefined, tampered(entry.IdToken), entry.AccessToken]) {
      const res = await put({ data: { access_token: entry.AccessToken } }, idToken);
      expect(res.statusCode).toBe(401);
      expect(res.json().error_code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 400 naming data.access_token when it is missing', async () => {
    const entry = await signIn(app, 'entry@demo.test');
    for (const body of [{}, { data: {} }, { data: { access_token: '' } }]) {
      const res = await put(body, entry.IdToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error_code: 'VALIDATION_ERROR', error_message: expect.stringMatching(/data/) });
    }
  });

  it('answers 404 when the caller has no customer record', async () => {
    const beginner = await signIn(app, 'beginner@demo.test');
    await app.db.query(`delete from customers where email = 'beginner@demo.test'`);
    const res = await put({ data: { access_token: beginner.AccessToken } }, beginner.IdToken);
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('USER_NOT_FOUND');
  });
});
