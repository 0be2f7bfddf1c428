import type { FastifyInstance } from 'fastify';
import { registerCustomerResponseSchema } from '../../src/contracts';
import { bearer, cognito, latestCode, seededApp, signIn, tampered, type Tokens } from '../support/account';

const PASSWORD = 'Sunrise!2026';

/** A confirmed identity user with no customer row, as a pool user created outside the portal. */
async function poolOnlyUser(app: FastifyInstance, email: string): Promise<Tokens> {
  const { clientId } = app.identityPool.config;
  const attrs = [
    { Name: 'given_name', Value: 'Kai' },
    { Name: 'family_name', Value: 'Tane' },
    { Name: 'custom:country', Value: 'New Zealand' },
    { Name: 'custom:industry', Value: 'Book Stores' },
  ];
  expect((await cognito(app, 'SignUp', { ClientId: clientId, Username: email, Password: PASSWORD, UserAttributes: attrs })).statusCode).toBe(200);
  const code = await latestCode(app, email);
  expect((await cognito(app, 'ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: code })).statusCode).toBe(200);
  return signIn(app, email, PASSWORD);
}

describe('POST /register-customer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await seededApp();
  });
  afterAll(() => app.close());

  const register = (body: object, token?: string) =>
    app.inject({ method: 'POST', url: '/register-customer', payload: body, ...(token ? { headers: bearer(token) } : {}) });

  it('creates the customer from the identity attributes with derived projects and a billing customer, then answers 200', async () => {
    const tokens = await poolOnlyUser(app, 'kai.tane@example.test');
    const first = await register({ username: 'Kai.Tane@example.test', password: PASSWORD }, tokens.IdToken);
    expect(first.statusCode).toBe(201);
    const { id } = registerCustomerResponseSchema.parse(first.json()).result;

    const second = await register({ username: 'kai.tane@example.test', password: PASSWORD }, tokens.IdToken);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ result: { id } });

    const customer = await app.db.query(
      `select id, email, given_name, family_name, country, industry, company_name, role from customers where id = $1`,
      [id],
    );
    expect(customer.rows).toEqual([
      { id, email: 'kai.tane@example.test', given_name: 'Kai', family_name: 'Tane', country: 'New Zealand', industry: 'Book Stores', company_name: '', role: 'customer' },
    ]);
    const projects = await app.inject({ url: '/proxy/v1/current-user/projects', headers: bearer(tokens.IdToken) });
    expect(projects.json().result.map((p: { code: string }) => p.code)).toEqual(['kai-tane-dev', 'kai-tane']);

    const cus = await app.payments.customerIdOf(id);
    expect(cus).toMatch(/^cus_/);
    const user = await app.identityPool.local?.findUserByEmail('kai.tane@example.test');
    expect(user?.attributes['custom:stripe-customer-id']).toBe(cus);
    expect((await app.inject({ url: '/proxy/v1/current-user', headers: bearer(tokens.IdToken) })).json()).toEqual({
      result: { id, role: 'customer' },
    });
  });

  it('never stores the password it is sent', async () => {
    const tokens = await poolOnlyUser(app, 'secret@example.test');
    const password = 'Unique-Secret-Value-123!';
    expect((await register({ username: 'secret@example.test', password }, tokens.IdToken)).statusCode).toBe(201);
    const { rows } = await app.db.query<{ n: number }>(
      `select (select count(*) from customers c where row_to_json(c)::text like $1)
            + (select count(*) from projects p where row_to_json(p)::text like $1)
            + (select count(*) from billing_customers b where row_to_json(b)::text like $1)
            + (select count(*) from identity_users u where row_to_json(u)::text like $1) as n`,
      [`%${password}%`],
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('derives numbered codes when the e-mail-based one is taken', async () => {
    await app.db.query(`insert into customers (email) values ('x@else.test')`);
    await app.db.query(`insert into projects (customer_id, code, project_type)
                        select id, 'sam', 'Live' from customers where email = 'x@else.test'`);
    const tokens = await poolOnlyUser(app, 'sam@example.test');
    expect((await register({ username: 'sam@example.test', password: 'x' }, tokens.IdToken)).statusCode).toBe(201);
    const projects = await app.inject({ url: '/proxy/v1/current-user/projects', headers: bearer(tokens.IdToken) });
    expect(projects.json().result.map((p: { code: string }) => p.code)).toEqual(['sam-2-dev', 'sam-2']);
  });

  it('answers 200 with the existing id for a seeded customer', async () => {
    const pro = await signIn(app, 'pro@demo.test');
    const res = await register({ username: 'pro@demo.test', password: 'whatever' }, pro.IdToken);
    expect(res.statusCode).toBe(200);
    const current = await app.inject({ url: '/proxy/v1/current-user', headers: bearer(pro.IdToken) });
    expect(res.json()).toEqual({ result: { id: current.json().result.id } });
  });

  it("refuses to register another user's e-mail (403)", async () => {
    const tokens = await poolOnlyUser(app, 'mallory@example.test');
    const res = await register({ username: 'pro@demo.test', password: 'x' }, tokens.IdToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error_code: 'FORBIDDEN', error_message: expect.stringContaining('username') });
    const { rows } = await app.db.query(`select 1 from customers where email = 'mallory@example.test'`);
    expect(rows).toEqual([]);
  });

  it('answers 400 naming the field for a bad body', async () => {
    const pro = await signIn(app, 'pro@demo.test');
    for (const [body, field] of [[{ password: 'x' }, 'username'], [{ username: 'pro@demo.test' }, 'password']] as const) {
      const res = await register(body, pro.IdToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error_code: 'VALIDATION_ERROR', error_message: expect.stringContaining(field) });
    }
  });

  it('answers 401 without a token or with a tampered one', async () => {
    const pro = await signIn(app, 'pro@demo.test');
    for (const token of [undefined, tampered(pro.IdToken)]) {
      const res = await register({ username: 'pro@demo.test', password: 'x' }, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error_code).toBe('UNAUTHORIZED');
    }
  });
});
