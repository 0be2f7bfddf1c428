import type { FastifyInstance } from 'fastify';
import { adminCustomerUsersResponseSchema } from '../../src/contracts';
import { seededApp, signIn } from '../support/account';
import { adminCall, usernameOf } from './support';

/*
 * GET /admin/customerUsers?username= (ours): the inner user page reads one user by the
 * username the list links with (the pool's UUID username), or by the e-mail, exactly;
 * `q` alone would match names and companies too, and never the UUID.
 */

describe('GET /admin/customerUsers?username=', () => {
  let app: FastifyInstance;
  let admin: string;
  let proSub: string;

  beforeAll(async () => {
    app = await seededApp({ jobs: { workers: false } });
    admin = (await signIn(app, 'admin@demo.test')).IdToken;
    proSub = usernameOf((await signIn(app, 'pro@demo.test')).IdToken);
  });
  afterAll(() => app.close());

  const usersOf = async (query: string) => {
    const res = await adminCall(app, 'GET', `/admin/customerUsers?${query}`, { token: admin });
    expect({ query, status: res.statusCode }).toEqual({ query, status: 200 });
    const { users, total, has_more } = adminCustomerUsersResponseSchema.parse(res.json()).result;
    return { emails: users.map((u) => u.email), usernames: users.map((u) => u.username), total, has_more };
  };

  it('answers the one user of a pool username, or of an e-mail in any case', async () => {
    expect(await usersOf(`username=${proSub}`)).toEqual({ emails: ['pro@demo.test'], usernames: [proSub], total: 1, has_more: false });
    expect(await usersOf(`username=${encodeURIComponent(' PRO@demo.test ')}`)).toMatchObject({ usernames: [proSub], total: 1 });
  });

  it('matches exactly: a part of an e-mail, an unknown UUID or another user finds none', async () => {
    expect(await usersOf('username=pro@demo')).toEqual({ emails: [], usernames: [], total: 0, has_more: false });
    expect(await usersOf('username=00000000-0000-4000-8000-000000000000')).toMatchObject({ emails: [], total: 0 });
    // The search still applies beside it.
    expect(await usersOf(`username=${proSub}&q=starter`)).toMatchObject({ emails: [], total: 0 });
    expect(await usersOf(`username=${proSub}&q=patel`)).toMatchObject({ emails: ['pro@demo.test'], total: 1 });
  });

  it('refuses an empty or overlong username (400)', async () => {
    for (const query of ['username=', `username=${'a'.repeat(255)}`]) {
      const res = await adminCall(app, 'GET', `/admin/customerUsers?${query}`, { token: admin });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    }
  });
});
