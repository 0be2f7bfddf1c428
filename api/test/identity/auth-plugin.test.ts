import { createHmac, createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { identityOf } from '../../src/plugins/app/identity';
import { decodeJwt, signRs256 } from '../../src/plugins/app/identity/tokens/jwt';
import { remoteJwksProvider } from '../../src/plugins/app/identity/tokens/key-provider';
import { createTokenVerifier } from '../../src/plugins/app/identity/tokens/token-verifier';
import { DEMO_PASSWORD } from '../../src/seed';
import { startIdentityApp, type IdentityHarness } from './harness';

const b64 = (v: object): string => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('auth plugin: id tokens verified against the pool JWKS', () => {
  let h: IdentityHarness;
  let proId: string;
  let proAccess: string;
  let adminId: string;

  const signInRaw = async (email: string): Promise<{ IdToken: string; AccessToken: string }> => {
    const res = await h.passwordAuth(email, DEMO_PASSWORD);
    return res.body['AuthenticationResult'] as { IdToken: string; AccessToken: string };
  };
  const me = (authorization?: string) =>
    h.app.inject({ method: 'GET', url: '/test/me', headers: authorization === undefined ? {} : { authorization } });
  const signing = () => {
    const local = h.app.identityPool.local;
    if (!local) throw new Error('local pool expected');
    return local.services.keys.signing;
  };
  /** The pro user's id token claims with `changes`, signed by the pool's real key. */
  const reSigned = (changes: Record<string, unknown>): string =>
    signRs256({ ...decodeJwt(proId)?.payload, ...changes }, signing());

  beforeAll(async () => {
    h = await startIdentityApp((app) => {
      app.get('/test/me', { preHandler: app.authenticate }, async (request) => {
        const { sub, email, username } = identityOf(request);
        return { sub, email, username };
      });
      app.get('/test/admin', { preHandler: app.requireAdmin }, async () => ({ ok: true }));
    });
    ({ IdToken: proId, AccessToken: proAccess } = await signInRaw('pro@demo.test'));
    ({ IdToken: adminId } = await signInRaw('admin@demo.test'));
  });
  afterAll(async () => {
    await h.close();
  });

  it('accepts a valid id token, with or without the Bearer scheme', async () => {
    const claims = decodeJwt(proId)?.payload ?? {};
    for (const header of [`Bearer ${proId}`, proId, `bearer ${proId}`]) {
      const res = await me(header);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sub: claims['sub'], email: 'pro@demo.test', username: claims['cognito:username'] });
    }
  });

  // Headers are built lazily: the tokens exist only after beforeAll.
  it.each<[string, () => string | undefined, string]>([
    ['no header', () => undefined, 'Missing bearer token'],
    ['an empty header', () => 'Bearer ', 'Malformed token'],
    ['garbage', () => 'Bearer not.a.jwt', 'Malformed token'],
    ['an access token', () => `Bearer ${proAccess}`, 'Not an id token'],
  ])('refuses %s with 401 UNAUTHORIZED', async (_label, header, message) => {
    const res = await me(header());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error_code: 'UNAUTHORIZED', error_message: message });
  });

  it('refuses forged and altered tokens', async () => {
    const [header, payload] = proId.split('.');
    const kid = decodeJwt(proId)?.header.kid;
    const otherPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const none = `${b64({ alg: 'none', kid })}.${payload}.`;
    // The classic confusion attack: the pool's public key (PEM) used as an HMAC secret.
    const jwk = h.app.identityPool.local?.jwks().keys[0] as { n: string; e: string };
    const pem = createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e }, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
    const hsInput = `${b64({ alg: 'HS256', kid })}.${payload}`;
    const hs256 = `${hsInput}.${createHmac('sha256', pem).update(hsInput).digest('base64url')}`;
    const otherKeySameKid = signRs256(decodeJwt(proId)?.payload ?? {}, { kid: String(kid), privateKey: otherPair.privateKey });
    const unknownKid = signRs256(decodeJwt(proId)?.payload ?? {}, { kid: randomUUID(), privateKey: otherPair.privateKey });
    const alteredPayload = `${header}.${b64({ ...decodeJwt(proId)?.payload, email: 'admin@demo.test' })}.${proId.split('.')[2]}`;
    const cases: [string, string][] = [
      [none, 'Unsupported token algorithm'],
      [hs256, 'Unsupported token algorithm'],
      [otherKeySameKid, 'Invalid token signature'],
      [unknownKid, 'Token signed with an unknown key'],
      [alteredPayload, 'Invalid token signature'],
    ];
    for (const [token, message] of cases) {
      const res = await me(`Bearer ${token}`);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: { error_code: 'UNAUTHORIZED', error_message: message } });
    }
  });

  it('refuses expired tokens and tokens of another issuer, pool or client', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { issuer } = h.app.identityPool.config;
    const cases: [string, string][] = [
      [reSigned({ iat: now - 7200, exp: now - 3600 }), 'Token has expired'],
      [reSigned({ iss: 'https://issuer.example/ap-southeast-2_LocalPool' }), 'Token issued by another issuer'],
      [reSigned({ iss: issuer.replace(h.poolId, 'ap-southeast-2_OtherPool') }), 'Token issued by another issuer'],
      [reSigned({ aud: 'some-other-client' }), 'Token issued for another client'],
      [reSigned({ token_use: 'access' }), 'Not an id token'],
      [reSigned({ iat: now + 600, exp: now + 4200 }), 'Token issued in the future'],
    ];
    for (const [token, message] of cases) {
      expect((await me(`Bearer ${token}`)).json()).toEqual({ error_code: 'UNAUTHORIZED', error_message: message });
    }
    // Control: the same re-signing with no change is accepted, so each refusal above is for its claim.
    expect((await me(`Bearer ${reSigned({})}`)).statusCode).toBe(200);
  });

  it('refuses a real token once the clock passes its expiry', async () => {
    h.clock.advance(3600_000 + 10_000);
    expect((await me(`Bearer ${proId}`)).json()).toEqual({ error_code: 'UNAUTHORIZED', error_message: 'Token has expired' });
    ({ IdToken: proId } = await signInRaw('pro@demo.test'));
    ({ IdToken: adminId } = await signInRaw('admin@demo.test'));
    expect((await me(`Bearer ${proId}`)).statusCode).toBe(200);
  });

  it('requireAdmin reads the role from customers: admin 200, customer 403, anonymous 401', async () => {
    const call = (authorization?: string) =>
      h.app.inject({ method: 'GET', url: '/test/admin', headers: authorization ? { authorization } : {} });
    expect((await call(`Bearer ${adminId}`)).statusCode).toBe(200);
    const customer = await call(`Bearer ${proId}`);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ error_code: 'FORBIDDEN' });
    expect((await call()).statusCode).toBe(401);
  });

  it('verifies the same tokens through the JWKS URL over HTTP (as against a real pool)', async () => {
    const { issuer, clientId, poolId } = h.app.identityPool.config;
    const jwks = await fetch(`${h.baseUrl}/${poolId}/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    expect(await jwks.json()).toEqual({ keys: [expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: decodeJwt(proId)?.header.kid })] });

    let fetches = 0;
    const keys = remoteJwksProvider(`${h.baseUrl}/${poolId}/.well-known/jwks.json`, {
      clock: h.clock,
      fetchJwks: async (url) => {
        fetches += 1;
        return (await (await fetch(url)).json()) as { keys: [] };
      },
    });
    const verifier = createTokenVerifier({ keys, issuer, clientId, tokenUse: 'id', clock: h.clock });
    await expect(verifier.verify(proId)).resolves.toMatchObject({ claims: { email: 'pro@demo.test' } });
    await expect(verifier.verify(adminId)).resolves.toMatchObject({ claims: { email: 'admin@demo.test' } });
    expect(fetches).toBe(1);
    const stranger = signRs256({ sub: 'x' }, { kid: 'unknown-kid', privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey });
    await expect(verifier.verify(stranger)).rejects.toThrow('unknown key');
    // An unknown kid does not trigger a fetch storm: one fetch per minRefreshMs at most.
    expect(fetches).toBe(1);
  });
});
