import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS, demoSubscriptionId } from '../../../src/seed';
import { bearer, seededApp, signIn } from '../../support/account';
import { stripeCall } from '../../support/billing';

/*
 * POST /mail/requestStory is the custom storyboard request: it needs the requestStoryboard
 * feature of the caller's CURRENT subscription in the ledger (or the admin role).
 */

const form = (username: string): Record<string, unknown> => ({ username, storyTitle: 'Season launch', audience: 'Members' });

const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** The same token with its payload rewritten; the signature no longer matches. */
function forged(token: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const body = { ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')), ...claims };
  return [header, Buffer.from(JSON.stringify(body)).toString('base64url'), signature].join('.');
}

describe('POST /mail/requestStory needs the requestStoryboard feature', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await seededApp();
  });
  afterAll(() => app.close());

  const post = (token: string, body: object) =>
    app.inject({ method: 'POST', url: '/mail/requestStory', payload: body, headers: bearer(token) });
  const storedFor = async (email: string): Promise<number> =>
    (await app.db.query('select 1 from story_requests where email = $1', [email])).rows.length;

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a.tier ?? 'admin role']))('lets %s through (%s): 204', async (email) => {
    const { IdToken } = await signIn(app, email);
    const res = await post(IdToken, form(email));
    expect(res.statusCode).toBe(204);
    expect(await storedFor(email)).toBe(1);
  });

  it('refuses a customer with no subscription in the ledger (403 FEATURE_NOT_IN_PLAN), whatever the token or body say', async () => {
    const starter = DEMO_ACCOUNTS.find((a) => a.email === 'starter@demo.test');
    if (!starter) throw new Error('no starter demo account');
    // Signed in while subscribed: the token's custom:subscriptions still names Starter after the cancel.
    const { IdToken } = await signIn(app, starter.email);
    expect(String(claimsOf(IdToken)['custom:subscriptions'])).toContain('Starter');
    const cancel = await stripeCall(app, 'POST', 'cancel-subscription', {
      token: IdToken,
      body: { subscriptionId: demoSubscriptionId(starter) },
    });
    expect(cancel.statusCode).toBe(200);
    const before = await storedFor(starter.email);

    const proClaim = JSON.stringify([{ name: 'Pro', id: 'sub_forged', created: 1 }]);
    for (const body of [form(starter.email), { ...form(starter.email), tier: 'Pro', plan: 'Pro', 'custom:subscriptions': proClaim }]) {
      const res = await post(IdToken, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error_code: 'FEATURE_NOT_IN_PLAN', error_message: expect.stringContaining('requestStoryboard') });
    }

    // A token whose claims the browser rewrote is not a token at all.
    const rewritten = await post(forged(IdToken, { 'custom:subscriptions': proClaim }), form(starter.email));
    expect(rewritten.statusCode).toBe(401);
    expect(await storedFor(starter.email)).toBe(before);
  });
});
