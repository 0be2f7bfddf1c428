import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../src/plugins/app/limits';
import { loadConfig } from '../../src/config';
import { bearer, seededApp, signIn } from '../support/account';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1,::1', ['10.0.0.0/8', '127.0.0.1', '::1']],
  ])('%s reads as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses anything else', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'the load balancer' })).toThrow(/TRUST_PROXY: must be true, false, a hop count/);
  });
});

/** Spends an address's sign-up budget through /v1/sign-up (an empty form still counts). */
async function spendSignUps(app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1'): Promise<number> {
  let last = 0;
  for (let i = 0; i <= LIMITS.signUp.perAddress; i += 1) {
    last = (await app.inject({ method: 'POST', url: '/v1/sign-up', payload: {}, headers, remoteAddress })).statusCode;
  }
  return last;
}

const cognitoSignUp = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/cognito/',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp', ...headers },
    payload: JSON.stringify({ ClientId: app.identityPool.config.clientId, Username: 'new@limits.test', Password: 'Sunrise!2026' }),
  });

describe('one sign-up limit per client address, for both entries', () => {
  it('without TRUST_PROXY, a forwarded address changes nothing: the socket’s address spends its budget', async () => {
    const app = await seededApp();
    expect(await spendSignUps(app, { 'x-forwarded-for': '203.0.113.7' })).toBe(429);
    const res = await app.inject({ method: 'POST', url: '/v1/sign-up', payload: {}, headers: { 'x-forwarded-for': '198.51.100.9' } });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error_code: 'TOO_MANY_REQUESTS', error_message: expect.any(String) });
    // The Cognito SignUp operation draws on the same budget.
    const cognitoRes = await cognitoSignUp(app);
    expect(cognitoRes.statusCode).toBe(400);
    expect(cognitoRes.headers['x-amzn-errortype']).toBe('LimitExceededException');
    await app.close();
  });

  it('with TRUST_PROXY, each forwarded client has a budget of its own', async () => {
    const app = await seededApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    expect(await spendSignUps(app, { 'x-forwarded-for': '203.0.113.7' })).toBe(429);
    expect((await cognitoSignUp(app, { 'x-forwarded-for': '203.0.113.7' })).headers['x-amzn-errortype']).toBe('LimitExceededException');
    const other = await app.inject({ method: 'POST', url: '/v1/sign-up', payload: {}, headers: { 'x-forwarded-for': '198.51.100.9' } });
    expect(other.statusCode).toBe(400);
    // A forwarded header from an untrusted peer is not believed.
    expect(await spendSignUps(app, { 'x-forwarded-for': '192.0.2.1' }, '10.9.9.9')).toBe(429);
    expect((await app.inject({ method: 'POST', url: '/v1/sign-up', payload: {}, headers: { 'x-forwarded-for': '192.0.2.2' }, remoteAddress: '10.9.9.9' })).statusCode).toBe(429);
    await app.close();
  });
});

describe('POST /mail/requestStory limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await seededApp();
  });
  afterAll(() => app.close());

  const stored = async (): Promise<number> => Number((await app.db.query<{ n: string }>('select count(*) as n from story_requests')).rows[0]?.n);
  const post = (idToken: string, form: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/mail/requestStory', headers: bearer(idToken), payload: form });

  it('refuses a field past 2,000 characters and a form of more than 30 fields, storing nothing', async () => {
    const { IdToken } = await signIn(app, 'starter@demo.test');
    const before = await stored();
    expect((await post(IdToken, { username: 'starter@demo.test', story: 'x'.repeat(2001) })).statusCode).toBe(400);
    const wide = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field${i}`, 'x']));
    expect((await post(IdToken, { username: 'starter@demo.test', ...wide })).statusCode).toBe(400);
    expect(await stored()).toBe(before);
    expect((await post(IdToken, { username: 'starter@demo.test', story: 'x'.repeat(2000) })).statusCode).toBe(204);
  });

  it('takes five requests an hour per user, then 429 with nothing stored or mailed', async () => {
    const { IdToken } = await signIn(app, 'beginner@demo.test');
    for (let i = 0; i < LIMITS.storyRequests.perUser; i += 1) {
      expect((await post(IdToken, { username: 'beginner@demo.test', story: `request ${i}` })).statusCode).toBe(204);
    }
    const before = await stored();
    const res = await post(IdToken, { username: 'beginner@demo.test', story: 'one more' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error_code: 'TOO_MANY_REQUESTS', error_message: 'Too many story requests, please try again in an hour.' });
    expect(await stored()).toBe(before);
    // Another user's budget is their own.
    const pro = await signIn(app, 'pro@demo.test');
    expect((await post(pro.IdToken, { username: 'pro@demo.test', story: 'mine' })).statusCode).toBe(204);
  });
});
