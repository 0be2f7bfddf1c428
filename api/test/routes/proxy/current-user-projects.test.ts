import type { FastifyInstance } from 'fastify';
import { currentUserProjectsSchema } from '../../../src/contracts';
import { bearer, seededApp, signIn, tampered } from '../../support/account';

describe('GET /proxy/v1/current-user/projects', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await seededApp();
  });
  afterAll(() => app.close());

  const get = (token?: string) =>
    app.inject({ url: '/proxy/v1/current-user/projects', ...(token ? { headers: bearer(token) } : {}) });

  it("answers the caller's own Dev and Live projects, and only theirs", async () => {
    const pro = await signIn(app, 'pro@demo.test');
    const res = await get(pro.IdToken);
    expect(res.statusCode).toBe(200);
    expect(currentUserProjectsSchema.parse(res.json())).toEqual({
      result: [
        { id: expect.any(Number), code: 'demo-pro-dev', projectType: 'Dev' },
        { id: expect.any(Number), code: 'demo-pro', projectType: 'Live' },
      ],
    });
    const entry = await signIn(app, 'entry@demo.test');
    const codes = (await get(entry.IdToken)).json().result.map((p: { code: string }) => p.code);
    expect(codes).toEqual(['demo-entry-dev', 'demo-entry']);
  });

  it('refuses a missing, tampered or access token with 401', async () => {
    const pro = await signIn(app, 'pro@demo.test');
    for (const token of [undefined, tampered(pro.IdToken), pro.AccessToken]) {
      const res = await get(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error_code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 404 USER_NOT_FOUND when the caller has no customer record', async () => {
    await app.db.query(`delete from customers where email = 'beginner@demo.test'`);
    const beginner = await signIn(app, 'beginner@demo.test');
    const res = await get(beginner.IdToken);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error_code: 'USER_NOT_FOUND', error_message: expect.any(String) });
  });
});
