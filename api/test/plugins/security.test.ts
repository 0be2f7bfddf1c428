import type { FastifyInstance } from 'fastify';
import { REGISTRY_PATH } from '../../src/contracts';
import { buildTestApp } from '../helpers';

const preflight = (app: FastifyInstance, origin: string, headers = 'authorization, content-type, x-amz-target') =>
  app.inject({
    method: 'OPTIONS',
    url: REGISTRY_PATH,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
  });

describe('cors, security headers and OpenAPI', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({});
    await app.ready();
  });
  afterAll(() => app.close());

  it('allows a preflight from the portal host', async () => {
    const res = await preflight(app, 'http://localhost:3000');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const allowed = String(res.headers['access-control-allow-headers']).split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'x-amz-target', 'idempotency-key', 'amz-sdk-request']));
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses a preflight from another origin', async () => {
    const res = await preflight(app, 'http://evil.test');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('adds the allow-origin header to a simple request only for the portal', async () => {
    const ok = await app.inject({ method: 'GET', url: '/health', headers: { origin: 'http://127.0.0.1:3004' } });
    expect(ok.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3004');
    expect(ok.headers['access-control-expose-headers']).toBeUndefined();
    const evil = await app.inject({ method: 'GET', url: '/health', headers: { origin: 'http://evil.test' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers suited to a JSON api read cross-origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('publishes an OpenAPI 3 document listing the routes with their error responses', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, { get?: { responses: Record<string, unknown> } }> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([REGISTRY_PATH, '/health', '/ready']));
    expect(Object.keys(doc.paths[REGISTRY_PATH]?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '500']));
    expect(Object.keys(doc.paths)).not.toContain('/openapi.json');
  });

  it('serves the Swagger UI at /docs with its own CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
