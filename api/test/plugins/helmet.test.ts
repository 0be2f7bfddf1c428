import type { FastifyInstance } from 'fastify';
import { HELMET_OPTIONS, helmetHeaders } from '../../src/plugins/external/helmet';
import { buildTestApp } from '../helpers';

describe('security headers computed once (ADR 038)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({});
    await app.ready();
  });
  afterAll(() => app.close());

  it('are the headers @fastify/helmet sends with the api options', async () => {
    const headers = new Map(await helmetHeaders(HELMET_OPTIONS));
    expect(headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'");
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.has('cross-origin-embedder-policy')).toBe(false);
    expect([...headers.keys()].some((name) => ['content-type', 'content-length', 'date', 'connection'].includes(name))).toBe(false);
  });

  it('go on every answer: a success, a refusal and an unknown route', async () => {
    const expected = await helmetHeaders(HELMET_OPTIONS);
    expect(expected.length).toBeGreaterThanOrEqual(10);
    for (const url of ['/health', '/proxy/v1/current-user', '/no/such/route']) {
      const res = await app.inject({ method: 'GET', url });
      for (const [name, value] of expected) expect([url, name, res.headers[name]]).toEqual([url, name, value]);
    }
  });
});
