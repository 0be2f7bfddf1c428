import type { FastifyInstance } from 'fastify';
import { PROJECT_CODE_CHECK, projectCodeTakenSchema } from '../../../src/contracts';
import { seededApp } from '../../support/account';

describe('GET /v1/projects?code=', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await seededApp();
  });
  afterAll(() => app.close());

  const check = (code: string) => app.inject({ url: `/v1/projects?code=${encodeURIComponent(code)}` });

  it('answers 200 for a taken Live or Dev code, trimmed and lowercased', async () => {
    for (const code of ['demo-pro', ' Demo-Pro ', 'demo-pro-dev']) {
      const res = await check(code);
      expect(res.statusCode).toBe(PROJECT_CODE_CHECK.TAKEN_STATUS);
      expect(projectCodeTakenSchema.parse(res.json())).toEqual({ result: { code: code.trim().toLowerCase(), taken: true } });
    }
  });

  it('answers 404 PROJECT_NOT_FOUND for a free code', async () => {
    const res = await check('brand-new');
    expect(res.statusCode).toBe(PROJECT_CODE_CHECK.FREE_STATUS);
    expect(res.json()).toEqual({ error_code: 'PROJECT_NOT_FOUND', error_message: expect.stringContaining('brand-new') });
  });

  it('answers 400 naming the field when the code is missing, too long or malformed', async () => {
    for (const url of ['/v1/projects', '/v1/projects?code=', `/v1/projects?code=${'a'.repeat(21)}`, '/v1/projects?code=a%20b']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error_code: 'VALIDATION_ERROR', error_message: expect.stringContaining('code') });
    }
    expect((await check('a'.repeat(20))).statusCode).toBe(404);
  });
});
