import { createPgliteDb } from '../../src/db';
import { createRevocationCheck, REVOCATION_RECHECK_MS } from '../../src/plugins/app/identity/auth/revocation';
import { DEMO_PASSWORD } from '../../src/seed';
import { startIdentityApp, type IdentityHarness } from './harness';

interface Session {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
}

describe('ended sessions stop opening the product routes (issue 10, finding 2)', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentityApp();
  });
  afterAll(() => h.close());

  const signIn = async (email: string, password = DEMO_PASSWORD): Promise<Session> => {
    const res = await h.passwordAuth(email, password);
    expect(res.status).toBe(200);
    return res.body['AuthenticationResult'] as Session;
  };
  const get = (url: string, idToken: string) => h.app.inject({ url, headers: { authorization: `Bearer ${idToken}` } });
  const stampLastLogin = (idToken: string, accessToken: string) =>
    h.app.inject({ method: 'PUT', url: '/user/updateLastLoginDate', headers: { authorization: `Bearer ${idToken}` }, payload: { data: { access_token: accessToken } } });
  const afterRecheck = () => h.clock.advance(REVOCATION_RECHECK_MS);

  it('after GlobalSignOut, the old id and access tokens are refused within seconds', async () => {
    const old = await signIn('starter@demo.test');
    expect((await get('/proxy/v1/current-user', old.IdToken)).statusCode).toBe(200);
    expect((await get('/stripe/get-account', old.IdToken)).statusCode).not.toBe(401);
    expect((await h.call('GlobalSignOut', { AccessToken: old.AccessToken })).status).toBe(200);
    afterRecheck();

    for (const url of ['/proxy/v1/current-user', '/stripe/get-account']) {
      const res = await get(url, old.IdToken);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error_code: 'UNAUTHORIZED', error_message: 'Token has been revoked' });
    }
    // A new sign-in works, and the revoked access token cannot stamp its last login.
    const fresh = await signIn('starter@demo.test');
    expect((await get('/proxy/v1/current-user', fresh.IdToken)).statusCode).toBe(200);
    expect((await stampLastLogin(fresh.IdToken, old.AccessToken)).statusCode).toBe(401);
    expect((await stampLastLogin(fresh.IdToken, fresh.AccessToken)).statusCode).toBe(204);
  });

  it('after a password reset, every earlier session is refused; RevokeToken ends only its own', async () => {
    const first = await signIn('entry@demo.test');
    const second = await signIn('entry@demo.test');
    expect((await h.call('RevokeToken', { Token: first.RefreshToken, ClientId: h.clientId })).status).toBe(200);
    afterRecheck();
    expect((await get('/proxy/v1/current-user', first.IdToken)).statusCode).toBe(401);
    expect((await get('/proxy/v1/current-user', second.IdToken)).statusCode).toBe(200);

    expect((await h.call('ForgotPassword', { ClientId: h.clientId, Username: 'entry@demo.test' })).status).toBe(200);
    const code = await h.latestCode('entry@demo.test');
    const reset = await h.call('ConfirmForgotPassword', { ClientId: h.clientId, Username: 'entry@demo.test', ConfirmationCode: code, Password: 'N3w!Passw0rd' });
    expect(reset.status).toBe(200);
    afterRecheck();
    expect((await get('/proxy/v1/current-user', second.IdToken)).statusCode).toBe(401);
    const after = await signIn('entry@demo.test', 'N3w!Passw0rd');
    expect((await get('/proxy/v1/current-user', after.IdToken)).statusCode).toBe(200);
  });
});

describe('createRevocationCheck', () => {
  it('asks the database once a sign-in per recheck window, and keeps a revoked answer', async () => {
    const db = await createPgliteDb('memory://');
    const queries: unknown[][] = [];
    const counted = { ...db, query: ((sql: string, params?: unknown[]) => (queries.push(params ?? []), db.query(sql, params))) as typeof db.query };
    let now = 1_000_000;
    const check = createRevocationCheck(counted, { now: () => now });
    await db.query(`create table identity_users (sub text primary key, tokens_valid_after timestamptz not null)`);
    await db.query(`create table identity_refresh_tokens (origin_jti uuid primary key, sub text, revoked_at timestamptz)`);
    const origin = '0b6f9b7e-6a43-4d8e-9f6e-1f2a3b4c5d6e';
    await db.query(`insert into identity_users values ('u1', to_timestamp(0))`);
    await db.query(`insert into identity_refresh_tokens values ($1, 'u1', null)`, [origin]);
    const token = { sub: 'u1', claims: { origin_jti: origin, iat: 900 } };

    expect(await check.isRevoked(token)).toBe(false);
    expect(await check.isRevoked(token)).toBe(false);
    expect(queries).toHaveLength(1);
    await db.query(`update identity_refresh_tokens set revoked_at = now()`);
    now += REVOCATION_RECHECK_MS;
    expect(await check.isRevoked(token)).toBe(true);
    await db.query(`update identity_refresh_tokens set revoked_at = null`);
    now += REVOCATION_RECHECK_MS * 10;
    expect(await check.isRevoked(token)).toBe(true);
    expect(queries).toHaveLength(2);

    // Concurrent requests of a sign-in whose answer is due share one lookup (ADR 038).
    now += REVOCATION_RECHECK_MS;
    const other = '2b6f9b7e-6a43-4d8e-9f6e-1f2a3b4c5d6e';
    await db.query(`insert into identity_refresh_tokens values ($1, 'u1', null)`, [other]);
    const sibling = { sub: 'u1', claims: { origin_jti: other, iat: 900 } };
    expect(await Promise.all(Array.from({ length: 20 }, () => check.isRevoked(sibling)))).toEqual(Array(20).fill(false));
    expect(queries).toHaveLength(3);
    await db.query(`update identity_refresh_tokens set revoked_at = now() where origin_jti = $1`, [other]);
    now += REVOCATION_RECHECK_MS;
    expect(await Promise.all([check.isRevoked(sibling), check.isRevoked(sibling)])).toEqual([true, true]);
    expect(queries).toHaveLength(4);

    expect(await check.isRevoked({ sub: 'u1', claims: { origin_jti: 'not-a-uuid', iat: 900 } })).toBe(true);
    expect(await check.isRevoked({ sub: 'u2', claims: { origin_jti: '1b6f9b7e-6a43-4d8e-9f6e-1f2a3b4c5d6e', iat: 900 } })).toBe(true);
    await db.close?.();
  });
});
