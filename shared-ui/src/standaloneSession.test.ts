import type { PortalConfig } from '@portal/shared-contracts/core';
import { createStandaloneSession } from './standaloneSession';

const config = {
  apiUrl: 'http://api.test',
  userPoolEndpoint: 'http://api.test/cognito',
  userPoolClientId: 'client',
} as PortalConfig;

const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
const idToken = jwt({ sub: 'u1', email: 'pro@demo.test', given_name: 'Priya', 'custom:subscriptions': '[{"name":"Pro"}]', exp: Date.now() / 1000 + 3600 });

const realFetch = globalThis.fetch;

describe('standalone session (a remote run alone)', () => {
  let targets: string[];
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  beforeEach(() => {
    sessionStorage.clear();
    targets = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const target = new Headers(init?.headers).get('x-amz-target')?.split('.')[1] ?? `GET ${String(url)}`;
      targets.push(target);
      const body = init?.body ? JSON.parse(String(init.body)) : {};
      if (target === 'InitiateAuth') {
        return body.AuthParameters.PASSWORD === 'Demo!2345'
          ? ({ ok: true, status: 200, json: async () => ({ AuthenticationResult: { IdToken: idToken, AccessToken: 'a', RefreshToken: 'r' } }) } as Response)
          : ({ ok: false, status: 400, json: async () => ({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }) } as Response);
      }
      if (target === 'RevokeToken') return { ok: true, status: 200, json: async () => ({}) } as Response;
      return { ok: true, status: 200, json: async () => ({ result: { id: 3, role: 'customer' } }) } as Response;
    }) as typeof fetch;
  });

  it('signs in against the Cognito-protocol endpoint and reads the user from the id token', async () => {
    const session = createStandaloneSession(config);
    const snapshot = await session.signIn('pro@demo.test', 'Demo!2345');
    expect(snapshot.user).toMatchObject({ email: 'pro@demo.test', givenName: 'Priya', tier: 'Pro', customerId: '3', role: 'customer' });
    expect(await session.getIdToken()).toBe(idToken);
    await session.signOut();
    expect(targets).toContain('RevokeToken');
    expect(session.getSnapshot().status).toBe('signedOut');
    expect(await session.getIdToken()).toBeNull();
  });

  it('keeps the provider error for a wrong password', async () => {
    const session = createStandaloneSession(config);
    await expect(session.signIn('pro@demo.test', 'nope')).rejects.toThrow('Incorrect username or password.');
    expect(session.getSnapshot().error).toBe('Incorrect username or password.');
  });
});
