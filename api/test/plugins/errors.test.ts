import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../src/plugins/app/errors';
import { buildTestApp } from '../helpers';

/** Throwaway routes that exercise each branch of the one error handler. */
async function withTestRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/__test/customers',
    {
      schema: {
        querystring: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
        body: z.object({ email: z.email(), profile: z.object({ postCode: z.string().min(3) }) }),
      },
    },
    async (req) => ({ email: req.body.email }),
  );
  r.get('/__test/api-error', async () => {
    throw new ApiError(409, 'PROJECT_CODE_TAKEN', 'Project code is not available');
  });
  r.get('/__test/crash', async () => {
    throw new Error('secret connection string postgres://admin:hunter2@db');
  });
  r.post('/__test/manual-parse', async (req) => z.object({ target: z.string() }).parse(req.body));
  r.get('/__test/bad-response', { schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => {
    return { id: 'not-a-number' } as unknown as { id: number };
  });
}

describe('error handling', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({});
    await withTestRoutes(app);
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 404 NOT_FOUND for an unknown route', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error_code: 'NOT_FOUND', error_message: 'Route GET /v1/nothing-here not found' });
  });

  it('names the failing body field in a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__test/customers',
      payload: { email: 'someone@example.com', profile: { postCode: '1' } },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error_code: string; error_message: string }>();
    expect(body.error_code).toBe('VALIDATION_ERROR');
    expect(body.error_message).toMatch(/^profile\.postCode: /);
    expect(Object.keys(body)).toEqual(['error_code', 'error_message']);
  });

  it('names a missing field and a bad query parameter', async () => {
    const missing = await app.inject({ method: 'POST', url: '/__test/customers', payload: { profile: { postCode: '4000' } } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error_message).toMatch(/^email: /);

    const query = await app.inject({
      method: 'POST',
      url: '/__test/customers?dryRun=maybe',
      payload: { email: 'a@b.co', profile: { postCode: '4000' } },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().error_message).toMatch(/^dryRun: /);
  });

  it('treats malformed JSON as a client error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__test/customers',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('BAD_REQUEST');
  });

  it('maps a ZodError thrown by a handler to VALIDATION_ERROR', async () => {
    const res = await app.inject({ method: 'POST', url: '/__test/manual-parse', payload: { target: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error_code: 'VALIDATION_ERROR', error_message: expect.stringMatching(/^target: /) });
  });

  it('passes an ApiError through with its status, code and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/__test/api-error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error_code: 'PROJECT_CODE_TAKEN', error_message: 'Project code is not available' });
  });

  it('hides the message and stack of an unexpected error', async () => {
    const res = await app.inject({ method: 'GET', url: '/__test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error_code: 'INTERNAL_ERROR', error_message: 'Internal server error' });
    expect(res.body).not.toMatch(/hunter2|secret|at .*\.ts|stack/);
  });

  it('treats a response that breaks its own schema as a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/__test/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error_code: 'INTERNAL_ERROR', error_message: 'Internal server error' });
  });
});
