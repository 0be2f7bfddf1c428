import { createHmac, createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, SignJWT, type JWTPayload } from 'jose';
import { identityOf } from '../../src/plugins/app/identity';
import { remotePoolKeys } from '../../src/plugins/app/identity/tokens/pool-keys';
import { createTokenVerifier } from '../../src/plugins/app/identity/tokens/token-verifier';
import { DEMO_PASSWORD } from '../../src/seed';
import { startIdentityApp, type IdentityHarness } from './harness';

const b64 = (v: object): string => Buffer.from(JSON.stringify(v)).toString('base64url');
/** Signs claims as the pool does (RS256, `kid` in the header), with any key. */
const signRs256 = (payload: JWTPayload, key: { kid: string; privateKey: KeyObject }): Promise<string> =>
  new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(key.privateKey);

describe('auth plugin: id tokens verified against the pool JWKS', () => {
  let h: IdentityHarness;
  let proId: string;
  let proAccess: string;
  let adminId: string;
  let jwksRequests = 0;

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
  const reSigned = (changes: Record<string, unknown>): Promise<string> =>
    signRs256({ ...decodeJwt(proId), ...changes }, signing());

  beforeAll(async () => {
    h = await startIdentityApp((app) => {
      app.addHook('onRequest', async (request) => {
        if (request.url.endsWith('/.well-known/jwks.json')) jwksRequests += 1;
      });
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
    const claims = decodeJwt(proId);
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
    const { kid } = decodeProtectedHeader(proId);
    const otherPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const none = `${b64({ alg: 'none', kid })}.${payload}.`;
    // The classic confusion attack: the pool's public key (PEM) used as an HMAC secret.
    const jwk = h.app.identityPool.local?.jwks().keys[0] as { n: string; e: string };
    const pem = createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e }, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
    const hsInput = `${b64({ alg: 'HS256', kid })}.${payload}`;
    const hs256 = `${hsInput}.${createHmac('sha256', pem).update(hsInput).digest('base64url')}`;
    const otherKeySameKid = await signRs256(decodeJwt(proId), { kid: String(kid), privateKey: otherPair.privateKey });
    const unknownKid = await signRs256(decodeJwt(proId), { kid: randomUUID(), privateKey: otherPair.privateKey });
    const alteredPayload = `${header}.${b64({ ...decodeJwt(proId), email: 'admin@demo.test' })}.${proId.split('.')[2]}`;
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

  it('refuses a token that names no key id, or a critical header extension, with 401', async () => {
    const payload = proId.split('.')[1];
    const { kid } = decodeProtectedHeader(proId);
    const noKid = await new SignJWT(decodeJwt(proId)).setProtectedHeader({ alg: 'RS256' }).sign(signing().privateKey);
    const crit = `${b64({ alg: 'RS256', kid, crit: ['x-unknown'], 'x-unknown': 1 })}.${payload}.${proId.split('.')[2]}`;
    expect((await me(`Bearer ${noKid}`)).json()).toEqual({ error_code: 'UNAUTHORIZED', error_message: 'Token has no key id' });
    expect((await me(`Bearer ${crit}`)).json()).toEqual({ error_code: 'UNAUTHORIZED', error_message: 'Malformed token' });
  });

  it('refuses expired tokens and tokens of another issuer, pool or client', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { issuer } = h.app.identityPool.config;
    const cases: [string, string][] = [
      [await reSigned({ iat: now - 7200, exp: now - 3600 }), 'Token has expired'],
      [await reSigned({ iss: 'https://issuer.example/ap-southeast-2_LocalPool' }), 'Token issued by another issuer'],
      [await reSigned({ iss: issuer.replace(h.poolId, 'ap-southeast-2_OtherPool') }), 'Token issued by another issuer'],
      [await reSigned({ aud: 'some-other-client' }), 'Token issued for another client'],
      [await reSigned({ token_use: 'access' }), 'Not an id token'],
      [await reSigned({ iat: now + 600, exp: now + 4200 }), 'Token issued in the future'],
    ];
    for (const [token, message] of cases) {
      expect((await me(`Bearer ${token}`)).json()).toEqual({ error_code: 'UNAUTHORIZED', error_message: message });
    }
    // Control: the same re-signing with no change is accepted, so each refusal above is for its claim.
    expect((await me(`Bearer ${await reSigned({})}`)).statusCode).toBe(200);
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
    expect(await jwks.json()).toEqual({ keys: [expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: decodeProtectedHeader(proId).kid })] });

    // What the api's own JWKS route served, counted at the server: the verifier's reads.
    const before = jwksRequests;
    const fetches = (): number => jwksRequests - before;
    const keys = remotePoolKeys(`${h.baseUrl}/${poolId}/.well-known/jwks.json`);
    const verifier = createTokenVerifier({ keys, issuer, clientId, tokenUse: 'id', clock: h.clock });
    await expect(verifier.verify(proId)).resolves.toMatchObject({ claims: { email: 'pro@demo.test' } });
    await expect(verifier.verify(adminId)).resolves.toMatchObject({ claims: { email: 'admin@demo.test' } });
    expect(fetches()).toBe(1);
    const stranger = await signRs256({ sub: 'x' }, { kid: 'unknown-kid', privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey });
    await expect(verifier.verify(stranger)).rejects.toThrow('unknown key');
    // An unknown kid does not trigger a fetch storm: one fetch per JWKS_COOLDOWN_MS at most.
    expect(fetches()).toBe(1);
  });
});
