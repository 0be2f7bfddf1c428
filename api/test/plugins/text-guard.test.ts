import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { findUnstorableText } from '../../src/plugins/app/text-guard';
import { bearer, cognito, seededApp, signIn } from '../support/account';

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';

describe('findUnstorableText', () => {
  it.each([
    ['plain text', { a: 'hello', b: ['x', { c: 'y' }] }, null],
    ['an emoji (a surrogate pair)', { a: 'hi 👋' }, null],
    ['numbers and nulls', { a: 1, b: null, c: [true] }, null],
    ['NUL in a nested value', { a: { b: ['ok', NUL] } }, 'a.b[1]'],
    ['a lone high surrogate', { name: LONE }, 'name'],
    ['a lone low surrogate', { name: 'a\udc00' }, 'name'],
    ['a pair in the wrong order', { name: '\udc00\ud800' }, 'name'],
    ['NUL in a key', { [NUL]: 1 }, NUL],
    ['a bare string', NUL, ''],
  ])('%s', (_case, value, expected) => {
    expect(findUnstorableText(value)).toBe(expected);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = NUL;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^(\[0\]){100000}$/);
  });
});

const expectRefused = (res: LightMyRequestResponse, where: RegExp): void => {
  expect(res.statusCode).toBe(400);
  const body = res.json<{ error_code: string; error_message: string }>();
  expect(Object.keys(body)).toEqual(['error_code', 'error_message']);
  expect(body.error_code).toBe('INVALID_TEXT');
  expect(body.error_message).toMatch(where);
};

describe('text the database cannot store is refused with a 400 on every route', () => {
  let app: FastifyInstance;
  let idToken: string;
  beforeAll(async () => {
    app = await seededApp();
    idToken = (await signIn(app, 'pro@demo.test')).IdToken;
  });
  afterAll(() => app.close());

  const count = async (table: string): Promise<number> => Number((await app.db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);

  it.each([NUL, LONE])('in a JSON body (%j), writing nothing', async (bad) => {
    const before = await count('story_requests');
    const res = await app.inject({ method: 'POST', url: '/mail/requestStory', headers: bearer(idToken), payload: { username: 'pro@demo.test', storyTitle: bad } });
    expectRefused(res, /^body\.storyTitle: /);
    expect(await count('story_requests')).toBe(before);
    expectRefused(
      await app.inject({ method: 'POST', url: '/stripe/update-customer', headers: bearer(idToken), payload: { paymentMethodId: bad } }),
      /^body\.paymentMethodId: /,
    );
    expectRefused(await app.inject({ method: 'POST', url: '/v1/sign-up', payload: { email: 'x@y.test', firstName: bad } }), /^body\.firstName: /);
  });

  it.each(['InitiateAuth', 'ForgotPassword', 'SignUp', 'UpdateUserAttributes'])('in a Cognito %s body, in Cognito’s error shape', async (operation) => {
    const res = await cognito(app, operation, { ClientId: app.identityPool.config.clientId, Username: NUL, AuthParameters: { USERNAME: LONE } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-amzn-errortype']).toBe('InvalidParameterException');
    expect(res.json()).toEqual({ __type: 'InvalidParameterException', message: expect.stringMatching(/^body\.(Username|AuthParameters\.USERNAME): /) });
  });

  it('in a path parameter and a query parameter', async () => {
    expectRefused(await app.inject({ url: '/stripe/invoices/in_a%00b/pdf', headers: bearer(idToken) }), /^params\./);
    expectRefused(await app.inject({ url: '/v1/projects?code=a%00b' }), /^query\.code: /);
  });
});

describe("Fastify's and Node's own refusals answer in the api's error shape", () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await seededApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('a URL that does not decode (400)', async () => {
    const res = await app.inject({ url: '/stripe/invoices/%E0%A4%A/pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error_code: 'BAD_REQUEST', error_message: expect.any(String) });
  });

  it('a path parameter past its length (414)', async () => {
    // Past 3 KiB (a storage key of 1024 characters with every '/' as %2F fits under it).
    const res = await app.inject({ url: `/stripe/invoices/${'i'.repeat(3 * 1024 + 1)}/pdf` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error_code: 'URI_TOO_LONG', error_message: expect.any(String) });
  });

  /** One raw request on its own connection; the whole answer as text. */
  const rawRequest = (request: string): Promise<string> =>
    new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  const bodyOf = (answer: string): unknown => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('headers past the limit (431) and a request line too long', async () => {
    const answer = await rawRequest(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toEqual({ error_code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', error_message: 'Request headers are too large' });
    const long = await rawRequest(`GET /health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(long).toMatch(/^HTTP\/1\.1 431 /);
  });

  it('a request that is not HTTP (400)', async () => {
    const answer = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({ error_code: 'BAD_REQUEST', error_message: 'Malformed request' });
  });
});
