import type { FastifyInstance } from 'fastify';
import {
  ADMIN_MESSAGES,
  ADMIN_REAUTH_HEADER,
  ADMIN_REAUTH_MAX_AGE_S,
  ADMIN_REAUTH_MESSAGES,
  adminAuditLogResponseSchema,
  adminCancelSubscriptionResponseSchema,
} from '../../src/contracts';
import { DEMO_PASSWORD } from '../../src/seed';
import { testConfig } from '../helpers';
import { cognito, seededApp, signIn, tampered, type Tokens } from '../support/account';
import { testClock, type TestClock } from '../support/billing';
import { customerIdOf } from '../support/storyboards';
import { adminCall, billingCustomerOf, latestAudit, usernameOf } from './support';

/*
 * The three actions of the confirmation modal (002 §4): each needs the admin role and a
 * fresh re-authentication (header x-reauth-token, auth_time within 5 minutes), and each
 * attempt is in the audit log. Deletion is covered in user-deletion.test.ts.
 */

const ACTIONS = [
  { method: 'PUT' as const, url: '/admin/updateUserAttributes', payload: { data: { username: 'entry@demo.test', attributes: { 'custom:industry': 'Sport' } } } },
  { method: 'POST' as const, url: '/admin/cancelSubscriptionByCustomerId', payload: { data: { customer_id: 'cus_none' } } },
  { method: 'DELETE' as const, url: '/admin/deleteUserByUsername', payload: { data: { username: 'nobody@demo.test' } } },
];

describe('admin actions', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let admin: Tokens;
  const fresh = async (email = 'admin@demo.test'): Promise<string> => (await signIn(app, email)).IdToken;
  const industry = (username: string, value: string, reauth?: string) =>
    adminCall(app, 'PUT', '/admin/updateUserAttributes', { token: admin.IdToken, ...(reauth ? { reauth } : {}), payload: { data: { username, attributes: { 'custom:industry': value } } } });
  const cancel = (customerId: string, reauth?: string) =>
    adminCall(app, 'POST', '/admin/cancelSubscriptionByCustomerId', { token: admin.IdToken, ...(reauth ? { reauth } : {}), payload: { data: { customer_id: customerId } } });
  const userAttributes = async (email: string): Promise<Record<string, string>> =>
    (await app.db.query<{ attributes: Record<string, string> }>('select attributes from identity_users where email = $1', [email])).rows[0]?.attributes ?? {};

  beforeAll(async () => {
    clock = testClock(new Date());
    app = await seededApp({ identity: { clock }, jobs: { workers: false } });
    admin = await signIn(app, 'admin@demo.test');
  });
  afterAll(() => app.close());

  it.each(ACTIONS)('$method $url: customer 403, anonymous 401, before the body is read', async ({ method, url, payload }) => {
    const customer = (await signIn(app, 'pro@demo.test')).IdToken;
    const asCustomer = await adminCall(app, method, url, { token: customer, reauth: customer, payload });
    expect({ status: asCustomer.statusCode, code: asCustomer.json().error_code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await adminCall(app, method, url, { payload })).statusCode).toBe(401);
    expect((await adminCall(app, method, url, { token: customer })).statusCode).toBe(403);
  });

  it('lets the portal send the proof from its own origin (CORS preflight)', async () => {
    const origin = testConfig().portalOrigins[0] as string;
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/admin/deleteUserByUsername',
      headers: { origin, 'access-control-request-method': 'DELETE', 'access-control-request-headers': `authorization, content-type, ${ADMIN_REAUTH_HEADER}` },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['access-control-allow-headers']).split(/,\s*/)).toContain(ADMIN_REAUTH_HEADER);
  });

  it.each(ACTIONS)('$method $url: refuses a missing, forged or foreign proof (401 REAUTH_REQUIRED), and audits each', async ({ method, url, payload }) => {
    const cases: [string | undefined, string][] = [
      [undefined, ADMIN_REAUTH_MESSAGES.missing],
      ['', ADMIN_REAUTH_MESSAGES.missing],
      [tampered(await fresh()), ADMIN_REAUTH_MESSAGES.invalid],
      ['not-a-token', ADMIN_REAUTH_MESSAGES.invalid],
      // The access token is not an id token.
      [admin.AccessToken, ADMIN_REAUTH_MESSAGES.invalid],
      [await fresh('pro@demo.test'), ADMIN_REAUTH_MESSAGES.otherUser],
    ];
    for (const [reauth, message] of cases) {
      const res = await adminCall(app, method, url, { token: admin.IdToken, ...(reauth !== undefined ? { reauth } : {}), payload });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: { error_code: 'REAUTH_REQUIRED', error_message: message } });
      expect(await latestAudit(app, admin.IdToken)).toMatchObject({ outcome: 'refused', error_code: 'REAUTH_REQUIRED', error_message: message, actor: { email: 'admin@demo.test' } });
    }
  });

  it('takes a proof for 5 minutes after the password was entered, and no longer, not even refreshed', async () => {
    const proof = await signIn(app, 'admin@demo.test');
    expect((await industry('entry@demo.test', 'Sport', proof.IdToken)).statusCode).toBe(200);
    clock.set(new Date(clock.now() + ADMIN_REAUTH_MAX_AGE_S * 1000));
    expect((await industry('entry@demo.test', 'Sport', proof.IdToken)).statusCode).toBe(200);
    clock.set(new Date(clock.now() + 1000));
    const stale = await industry('entry@demo.test', 'Sport', proof.IdToken);
    expect({ status: stale.statusCode, body: stale.json() }).toEqual({ status: 401, body: { error_code: 'REAUTH_REQUIRED', error_message: ADMIN_REAUTH_MESSAGES.stale } });
    // A refresh keeps the sign-in's auth_time: it proves nothing new.
    const refreshed = await cognito(app, 'InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: app.identityPool.config.clientId, AuthParameters: { REFRESH_TOKEN: proof.RefreshToken } });
    const again = refreshed.json().AuthenticationResult.IdToken as string;
    expect(again).not.toBe(proof.IdToken);
    expect((await industry('entry@demo.test', 'Sport', again)).json().error_message).toBe(ADMIN_REAUTH_MESSAGES.stale);
    // The admin's session sign-in is more than 5 minutes old too: still signed in, but no proof.
    expect((await industry('entry@demo.test', 'Sport', admin.IdToken)).json().error_message).toBe(ADMIN_REAUTH_MESSAGES.stale);
    expect((await industry('entry@demo.test', 'Sport', await fresh())).statusCode).toBe(200);
  });

  it('refuses the proof of a sign-in that was ended', async () => {
    const proof = await signIn(app, 'admin@demo.test');
    expect((await cognito(app, 'RevokeToken', { ClientId: app.identityPool.config.clientId, Token: proof.RefreshToken })).statusCode).toBe(200);
    clock.set(new Date(clock.now() + 3000));
    expect((await industry('entry@demo.test', 'Sport', proof.IdToken)).json()).toEqual({ error_code: 'REAUTH_REQUIRED', error_message: ADMIN_REAUTH_MESSAGES.invalid });
  });

  it("sets a user's custom:industry and the customer record's copy, and audits it", async () => {
    const entry = await signIn(app, 'entry@demo.test');
    const res = await industry(usernameOf(entry.IdToken), '  Museums, Historical Sites, and Similar Institutions ', await fresh());
    expect(res.json()).toEqual({ result: { username: usernameOf(entry.IdToken), attributes: { 'custom:industry': 'Museums, Historical Sites, and Similar Institutions' } } });
    expect((await userAttributes('entry@demo.test'))['custom:industry']).toBe('Museums, Historical Sites, and Similar Institutions');
    const { rows } = await app.db.query<{ industry: string }>('select industry from customers where email = $1', ['entry@demo.test']);
    expect(rows[0]?.industry).toBe('Museums, Historical Sites, and Similar Institutions');
    // The user's own GetUser shows it (the portal refreshes attributes from there).
    const user = await cognito(app, 'GetUser', { AccessToken: entry.AccessToken });
    expect(user.json().UserAttributes).toContainEqual({ Name: 'custom:industry', Value: 'Museums, Historical Sites, and Similar Institutions' });
    expect(await latestAudit(app, admin.IdToken)).toMatchObject({
      action: 'update_industry',
      outcome: 'succeeded',
      target: { username: usernameOf(entry.IdToken), email: 'entry@demo.test', customer_id: await billingCustomerOf(app, 'entry@demo.test') },
      error_code: null,
      cleanup: null,
    });
  });

  it('refuses an unknown user (404, audited) and any attribute but custom:industry (400)', async () => {
    const unknown = await industry('nobody@demo.test', 'Sport', await fresh());
    expect({ status: unknown.statusCode, code: unknown.json().error_code }).toEqual({ status: 404, code: 'USER_NOT_FOUND' });
    expect(await latestAudit(app, admin.IdToken)).toMatchObject({ action: 'update_industry', outcome: 'refused', error_code: 'USER_NOT_FOUND', target: { username: 'nobody@demo.test' } });
    const other = await adminCall(app, 'PUT', '/admin/updateUserAttributes', {
      token: admin.IdToken,
      reauth: await fresh(),
      payload: { data: { username: 'entry@demo.test', attributes: { 'custom:industry': 'Sport', 'custom:subscriptions': '[]' } } },
    });
    expect(other.statusCode).toBe(400);
    expect((await userAttributes('entry@demo.test'))['custom:subscriptions']).not.toBe('[]');
  });

  it('cancels a live subscription at once, then refuses "User is Already Cancelled"', async () => {
    const customerId = await billingCustomerOf(app, 'starter@demo.test');
    const res = await cancel(customerId, await fresh());
    expect(res.statusCode).toBe(200);
    const { result } = adminCancelSubscriptionResponseSchema.parse(res.json());
    expect(result).toMatchObject({ customer_id: customerId, subscription: { plan: 'Starter', status: 'canceled', canceled_at: expect.any(Number) } });
    expect((await userAttributes('starter@demo.test'))['custom:subscriptions']).toBe('[]');
    expect(await latestAudit(app, admin.IdToken)).toMatchObject({ action: 'cancel_subscription', outcome: 'succeeded', target: { email: 'starter@demo.test', customer_id: customerId } });
    const again = await cancel(customerId, await fresh());
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: { error_code: 'ALREADY_CANCELLED', error_message: ADMIN_MESSAGES.alreadyCancelled } });
    expect(await latestAudit(app, admin.IdToken)).toMatchObject({ outcome: 'refused', error_code: 'ALREADY_CANCELLED', error_message: 'User is Already Cancelled' });
  });

  it('refuses "No Stripe Subscription Found." for a payment customer that never had one, or is unknown', async () => {
    const adminCustomer = await app.payments.ensureCustomer(await customerIdOf(app, 'admin@demo.test'), 'admin@demo.test');
    for (const customerId of [adminCustomer, 'cus_unknown']) {
      const res = await cancel(customerId, await fresh());
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: { error_code: 'NO_SUBSCRIPTION', error_message: ADMIN_MESSAGES.noSubscription } });
    }
  });

  it('does nothing without the proof: the subscription stays live', async () => {
    const customerId = await billingCustomerOf(app, 'pro@demo.test');
    expect((await cancel(customerId)).statusCode).toBe(401);
    expect((await app.payments.currentSubscription(customerId))?.status).toBe('active');
  });

  it('pages the audit log newest first and filters it by action and user', async () => {
    const all = adminAuditLogResponseSchema.parse((await adminCall(app, 'GET', '/admin/auditLog?limit=100', { token: admin.IdToken })).json()).result.entries;
    expect(all.length).toBeGreaterThan(20);
    const ids = all.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const first = adminAuditLogResponseSchema.parse((await adminCall(app, 'GET', '/admin/auditLog?limit=5', { token: admin.IdToken })).json()).result;
    const next = adminAuditLogResponseSchema.parse((await adminCall(app, 'GET', `/admin/auditLog?limit=5&id=${first.entries[4]?.id}`, { token: admin.IdToken })).json()).result;
    expect([...first.entries, ...next.entries].map((e) => e.id)).toEqual(ids.slice(0, 10));
    expect(first.has_more).toBe(true);
    const cancels = adminAuditLogResponseSchema.parse((await adminCall(app, 'GET', '/admin/auditLog?action=cancel_subscription&limit=100', { token: admin.IdToken })).json()).result.entries;
    expect(cancels.length).toBeGreaterThan(0);
    expect(new Set(cancels.map((e) => e.action))).toEqual(new Set(['cancel_subscription']));
    const entry = (await signIn(app, 'entry@demo.test', DEMO_PASSWORD)).IdToken;
    const about = adminAuditLogResponseSchema.parse((await adminCall(app, 'GET', `/admin/auditLog?username=${usernameOf(entry)}`, { token: admin.IdToken })).json()).result.entries;
    expect(about.map((e) => [e.action, e.outcome])).toContainEqual(['update_industry', 'succeeded']);
    expect(new Set(about.map((e) => e.target.username))).toEqual(new Set([usernameOf(entry)]));
    const byEmail = adminAuditLogResponseSchema.parse((await adminCall(app, 'GET', '/admin/auditLog?username=ENTRY%40demo.test', { token: admin.IdToken })).json()).result.entries;
    expect(byEmail.map((e) => e.id)).toEqual(about.map((e) => e.id));
  });
});
