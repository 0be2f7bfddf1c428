import type { FastifyInstance } from 'fastify';
import { runSeed } from '../src/seed';
import { buildTestApp, testConfig } from './helpers';

interface Tokens {
  IdToken: string;
  AccessToken: string;
}

/** A migrated, seeded app (demo accounts included). */
async function seededApp(): Promise<FastifyInstance> {
  const app = await buildTestApp();
  await app.ready();
  await runSeed(app.db, testConfig());
  return app;
}

/** Signs in a demo account through the Cognito-protocol endpoint (USER_PASSWORD_AUTH). */
async function signInTokens(app: FastifyInstance, email: string): Promise<Tokens> {
  const res = await app.inject({
    method: 'POST',
    url: '/cognito/',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    payload: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: app.identityPool.config.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: 'Demo!2345' },
    }),
  });
  expect(res.statusCode).toBe(200);
  return res.json().AuthenticationResult as Tokens;
}

describe('GET /proxy/v1/current-user', () => {
  it('answers the id and role of the signed-in customer', async () => {
    const app = await seededApp();
    try {
      const admin = await signInTokens(app, 'admin@demo.test');
      const res = await app.inject({ url: '/proxy/v1/current-user', headers: { authorization: `Bearer ${admin.IdToken}` } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: { id: expect.any(Number), role: 'admin' } });
      const pro = await signInTokens(app, 'pro@demo.test');
      const res2 = await app.inject({ url: '/proxy/v1/current-user', headers: { authorization: `Bearer ${pro.IdToken}` } });
      expect(res2.json().result.role).toBe('customer');
      expect(res2.json().result.id).not.toBe(res.json().result.id);
    } finally {
      await app.close();
    }
  });

  it('refuses a request without a valid id token', async () => {
    const app = await seededApp();
    try {
      const none = await app.inject({ url: '/proxy/v1/current-user' });
      expect(none.statusCode).toBe(401);
      expect(none.json().error_code).toBe('UNAUTHORIZED');
      const pro = await signInTokens(app, 'pro@demo.test');
      const access = await app.inject({ url: '/proxy/v1/current-user', headers: { authorization: `Bearer ${pro.AccessToken}` } });
      expect(access.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
