import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers';

interface Operation {
  tags?: string[];
  summary?: string;
  responses: Record<string, unknown>;
  requestBody?: unknown;
}

/** The account and billing routes of 000 §7, with the statuses each documents. */
const ROUTES: [string, 'get' | 'post' | 'put', string, string[]][] = [
  ['/stripe/list-products', 'get', 'billing', ['200', '500']],
  ['/stripe/create-customer', 'post', 'billing', ['200', '201', '401', '404', '422', '502']],
  ['/stripe/setup-intent', 'post', 'billing', ['200', '401', '404', '422', '502']],
  ['/stripe/update-customer', 'post', 'billing', ['200', '400', '401', '404', '422', '502']],
  ['/stripe/create-subscription', 'post', 'billing', ['201', '400', '401', '402', '403', '409', '422', '502']],
  ['/stripe/update-subscription', 'post', 'billing', ['200', '400', '401', '402', '404', '409', '422', '502']],
  ['/stripe/cancel-subscription', 'post', 'billing', ['200', '400', '401', '404', '409', '422', '502']],
  ['/stripe/get-account', 'get', 'billing', ['200', '401', '404', '502']],
  ['/stripe/list-invoices', 'get', 'billing', ['200', '401', '502']],
  ['/stripe/invoices/{id}/pdf', 'get', 'billing', ['200', '401', '404']],
  ['/v1/sign-up', 'post', 'account', ['201', '400', '409', '429', '500']],
  ['/v1/projects', 'get', 'account', ['200', '400', '404']],
  ['/proxy/v1/current-user/projects', 'get', 'proxy', ['200', '401', '404']],
  ['/register-customer', 'post', 'account', ['200', '201', '400', '401', '403']],
  ['/user/updateLastLoginDate', 'put', 'account', ['204', '400', '401', '403', '404']],
  ['/preferences/notification', 'put', 'account', ['204', '400', '401']],
  ['/mail/requestStory', 'post', 'mail', ['204', '400', '401', '403', '502']],
];

describe('OpenAPI entries of the account and billing routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(ROUTES)('%s %s is tagged %s, summarised and lists its responses', async (path, method, tag, statuses) => {
    const doc = (await app.inject({ url: '/openapi.json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const op = doc.paths[path]?.[method];
    expect(op?.tags).toEqual([tag]);
    expect(op?.summary?.length).toBeGreaterThan(10);
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(statuses));
    if (method !== 'get') expect(op?.requestBody).toBeDefined();
  });

  it('documents the Idempotency-Key header of the billing writes and the local card confirmation', async () => {
    const doc = (await app.inject({ url: '/openapi.json' })).json<{ paths: Record<string, Record<string, Operation & { parameters?: { in: string; name: string }[] }>> }>();
    const params = doc.paths['/stripe/create-subscription']?.['post']?.parameters ?? [];
    expect(params).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]));
    expect(Object.keys(doc.paths['/stripe/local/confirm-setup']?.['post']?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '402', '404', '409']),
    );
  });
});
