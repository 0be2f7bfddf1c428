import type { FastifyInstance } from 'fastify';
import {
  adminAuditLogResponseSchema,
  adminCustomerUsersResponseSchema,
  adminInvoicesResponseSchema,
  adminStripeUsersResponseSchema,
  type AdminIdentityUser,
  type AdminInvoicesResponse,
  type AdminInvoice,
} from '../../src/contracts';
import { seededApp, signIn } from '../support/account';
import { makeStoryboard, customerIdOf } from '../support/storyboards';
import { adminCall, billingCustomerOf } from './support';

/*
 * The admin page's reads (002 §7): each answers an admin (200, in the contract's shape),
 * refuses a customer (403) and an anonymous caller (401); the lists page on the server.
 */

const READS = [
  '/admin/customerUsers',
  '/admin/stripeUsers',
  '/admin/stripeInvoices',
  '/admin/stripeInvoicesByCustomerId?customer_id=cus_none',
  '/admin/videoNumberByUsername?username=pro@demo.test',
  '/admin/storyboardNumberByUsername?username=pro@demo.test',
  '/admin/auditLog',
];

describe('admin reads', () => {
  let app: FastifyInstance;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    app = await seededApp({ jobs: { workers: false } });
    admin = (await signIn(app, 'admin@demo.test')).IdToken;
    customer = (await signIn(app, 'pro@demo.test')).IdToken;
    // Ties the pages must break by username, and logins to sort by (the others never signed in).
    await app.db.query(`update identity_users set created_at = '2030-01-01T00:00:00.123456Z' where email in ('pro@demo.test', 'entry@demo.test', 'starter@demo.test')`);
    await app.db.query(`update customers set last_login_at = '2030-02-01T00:00:00.654321Z' where email in ('pro@demo.test', 'beginner@demo.test')`);
    await app.db.query(`update customers set last_login_at = '2030-02-01T00:00:00.654322Z' where email = 'entry@demo.test'`);
  });
  afterAll(() => app.close());

  it.each(READS)('%s: admin 200, customer 403, anonymous 401', async (url) => {
    expect((await adminCall(app, 'GET', url, { token: admin })).statusCode).toBe(200);
    const refused = await adminCall(app, 'GET', url, { token: customer });
    expect({ status: refused.statusCode, code: refused.json().error_code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await adminCall(app, 'GET', url)).statusCode).toBe(401);
  });

  it("lists the identity store's users with the spec's identity data", async () => {
    const res = await adminCall(app, 'GET', '/admin/customerUsers?sort=email&order=asc', { token: admin });
    const { users, total, has_more } = adminCustomerUsersResponseSchema.parse(res.json()).result;
    expect(users.map((u) => u.email)).toEqual(['admin@demo.test', 'beginner@demo.test', 'entry@demo.test', 'pro@demo.test', 'starter@demo.test']);
    expect({ total, has_more }).toEqual({ total: 5, has_more: false });
    const pro = users.find((u) => u.email === 'pro@demo.test') as AdminIdentityUser;
    expect(pro).toMatchObject({
      given_name: 'Priya',
      family_name: 'Patel',
      companyName: 'Coastal Football Club',
      roleInCompany: 'Marketing Manager',
      country: 'Australia',
      industry: 'Sporting and Recreational Camps',
      projectCode: 'demo-pro',
      role: 'customer',
      status: 'CONFIRMED',
      'custom:stripe-customer-id': await billingCustomerOf(app, 'pro@demo.test'),
      subscriptions: [{ name: 'Pro', created: expect.any(Number) }],
    });
    expect({ created: pro.userCreateDate, login: pro.lastLoginDate }).toEqual({ created: '2030-01-01T00:00:00.123Z', login: '2030-02-01T00:00:00.654Z' });
  });

  it('searches by e-mail, name or company (any case) and counts the matches', async () => {
    const search = async (q: string): Promise<string[]> =>
      adminCustomerUsersResponseSchema.parse((await adminCall(app, 'GET', `/admin/customerUsers?q=${encodeURIComponent(q)}`, { token: admin })).json()).result.users.map((u) => u.email);
    expect(await search('PATEL')).toEqual(['pro@demo.test']);
    expect(await search('coastal football')).toEqual(['pro@demo.test']);
    expect(await search('beginner@')).toEqual(['beginner@demo.test']);
    // LIKE's wildcards are plain characters.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it.each(['created', 'email', 'name', 'lastLogin'] as const)('pages the identity list sorted by %s, both ways, without repeats or gaps', async (sort) => {
    for (const order of ['asc', 'desc'] as const) {
      const all = adminCustomerUsersResponseSchema.parse((await adminCall(app, 'GET', `/admin/customerUsers?sort=${sort}&order=${order}`, { token: admin })).json()).result.users.map((u) => u.username);
      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/admin/customerUsers?sort=${sort}&order=${order}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page = adminCustomerUsersResponseSchema.parse((await adminCall(app, 'GET', url, { token: admin })).json()).result;
        expect(page.users.length).toBeLessThanOrEqual(2);
        paged.push(...page.users.map((u) => u.username));
        cursor = page.next_cursor;
        expect(page.has_more).toBe(cursor !== null);
      } while (cursor);
      expect(paged).toEqual(all);
      expect(new Set(paged).size).toBe(5);
    }
    if (sort === 'lastLogin') {
      const emails = adminCustomerUsersResponseSchema.parse((await adminCall(app, 'GET', '/admin/customerUsers?sort=lastLogin', { token: admin })).json()).result.users.map((u) => u.email);
      expect(emails[0]).toBe('entry@demo.test');
      expect(emails.slice(1, 3).sort()).toEqual(['beginner@demo.test', 'pro@demo.test']);
    }
  });

  it('refuses a cursor of another sort, or one it did not make (400 INVALID_CURSOR)', async () => {
    const first = (await adminCall(app, 'GET', '/admin/customerUsers?sort=email&limit=1', { token: admin })).json().result.next_cursor as string;
    for (const url of [`/admin/customerUsers?sort=name&limit=1&cursor=${first}`, '/admin/customerUsers?cursor=bm9wZQ', '/admin/stripeInvoices?id=in_unknown']) {
      const res = await adminCall(app, 'GET', url, { token: admin });
      expect({ url, status: res.statusCode, code: res.json().error_code }).toEqual({ url, status: 400, code: 'INVALID_CURSOR' });
    }
  });

  it.each([
    '/admin/customerUsers?q=%00',
    `/admin/customerUsers?cursor=${Buffer.from(JSON.stringify(['created', 'desc', '2030-02-30 00:00:00+00', '00000000-0000-0000-0000-000000000000'])).toString('base64url')}`,
    `/admin/customerUsers?cursor=${Buffer.from(JSON.stringify(['created', 'desc', '2030-01-01 00:00:00+00', '------------------------------------'])).toString('base64url')}`,
    '/admin/customerUsers?q=%F0%9F%8E%AC%E2%80%AE',
    `/admin/customerUsers?cursor=${Buffer.from(JSON.stringify(['created', 'desc', 'not a date', '00000000-0000-0000-0000-000000000000'])).toString('base64url')}`,
    `/admin/customerUsers?sort=email&cursor=${Buffer.from(JSON.stringify(['email', 'desc', '\u0000', '00000000-0000-0000-0000-000000000000'])).toString('base64url')}`,
    '/admin/videoNumberByUsername?username=%00',
    '/admin/stripeInvoicesByCustomerId?customer_id=cus_%00',
  ])('answers hostile input %s without a server error', async (url) => {
    const res = await adminCall(app, 'GET', url, { token: admin });
    expect({ url, status: res.statusCode < 500 }).toEqual({ url, status: true });
  });

  it('lists payment customers newest first with their subscriptions, a page after the last id', async () => {
    const all = adminStripeUsersResponseSchema.parse((await adminCall(app, 'GET', '/admin/stripeUsers', { token: admin })).json()).result;
    expect(all.customers).toHaveLength(4);
    expect(all.has_more).toBe(false);
    const pro = all.customers.find((c) => c.email === 'pro@demo.test');
    expect(pro?.subscriptions).toEqual([
      expect.objectContaining({ plan: 'Pro', status: 'active', unit_amount: expect.any(Number), currency: 'aud', subscription_plan_interval: 'month', trial_end: null, canceled_at: null }),
    ]);
    const first = adminStripeUsersResponseSchema.parse((await adminCall(app, 'GET', '/admin/stripeUsers?limit=3', { token: admin })).json()).result;
    expect(first.has_more).toBe(true);
    const last = first.customers[2]?.id ?? '';
    const rest = adminStripeUsersResponseSchema.parse((await adminCall(app, 'GET', `/admin/stripeUsers?limit=3&id=${last}`, { token: admin })).json()).result;
    expect([...first.customers, ...rest.customers].map((c) => c.id)).toEqual(all.customers.map((c) => c.id));
    expect(rest.has_more).toBe(false);
    // Those of one page of the identity list, by id.
    const ids = [await billingCustomerOf(app, 'starter@demo.test'), 'cus_unknown', await billingCustomerOf(app, 'pro@demo.test')];
    const some = adminStripeUsersResponseSchema.parse((await adminCall(app, 'GET', `/admin/stripeUsers?customer_ids=${ids.join(',')}`, { token: admin })).json()).result;
    expect(some.customers.map((c) => c.email)).toEqual(['starter@demo.test', 'pro@demo.test']);
  });

  it("lists invoices with the spec's fields, and one customer's, paged by the last id", async () => {
    const all = adminInvoicesResponseSchema.parse((await adminCall(app, 'GET', '/admin/stripeInvoices', { token: admin })).json()).result;
    expect(all.invoices.length).toBeGreaterThanOrEqual(3);
    const pro = all.invoices.find((i) => i.customer_email === 'pro@demo.test') as AdminInvoice;
    expect(pro).toMatchObject({ status: 'paid', subscription_plan: 'Pro', currency: 'aud', paid_time: expect.any(Number), amount: expect.any(Number) });
    expect(pro.invoice_pdf).toMatch(new RegExp(`/stripe/invoices/${pro.id}/pdf$`));
    const pdf = await adminCall(app, 'GET', new URL(pro.invoice_pdf).pathname, { token: admin });
    expect({ status: pdf.statusCode, type: pdf.headers['content-type'] }).toEqual({ status: 200, type: 'application/pdf' });

    const paged: string[] = [];
    let id: string | null = null;
    do {
      const url: string = `/admin/stripeInvoices?limit=1${id ? `&id=${id}` : ''}`;
      const page: AdminInvoicesResponse['result'] = adminInvoicesResponseSchema.parse((await adminCall(app, 'GET', url, { token: admin })).json()).result;
      paged.push(...page.invoices.map((i) => i.id));
      id = page.has_more ? (page.invoices[0]?.id ?? null) : null;
    } while (id);
    expect(paged).toEqual(all.invoices.map((i) => i.id));

    const own = adminInvoicesResponseSchema.parse((await adminCall(app, 'GET', `/admin/stripeInvoicesByCustomerId?customer_id=${pro.customer}`, { token: admin })).json()).result;
    expect(own.invoices.map((i) => i.customer_email)).toEqual(own.invoices.map(() => 'pro@demo.test'));
    expect(own.invoices.map((i) => i.id)).toContain(pro.id);
  });

  it("counts a user's videos and storyboards, by username or e-mail", async () => {
    const me = await customerIdOf(app, 'entry@demo.test');
    const pro = await customerIdOf(app, 'pro@demo.test');
    const count = async (what: string, username: string) => (await adminCall(app, 'GET', `/admin/${what}NumberByUsername?username=${encodeURIComponent(username)}`, { token: admin })).json().result;
    const before = (await count('storyboard', 'entry@demo.test')).total_storyboards as number;
    await makeStoryboard(app, me, { title: 'Counted' });
    await makeStoryboard(app, me, { title: 'Not counted', status: 'Deleted' });
    const entry = (await signIn(app, 'entry@demo.test')).IdToken;
    const sub = JSON.parse(Buffer.from(entry.split('.')[1] ?? '', 'base64url').toString()).sub as string;
    expect(await count('storyboard', sub)).toEqual({ total_storyboards: before + 1 });
    const { rows } = await app.db.query<{ n: number }>(`select count(*)::int as n from library_assets where customer_id = $1 and media_type = 'Video'`, [pro]);
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect(await count('video', 'pro@demo.test')).toEqual({ total_videos: rows[0]?.n });
    const unknown = await adminCall(app, 'GET', '/admin/videoNumberByUsername?username=nobody@demo.test', { token: admin });
    expect({ status: unknown.statusCode, code: unknown.json().error_code }).toEqual({ status: 404, code: 'USER_NOT_FOUND' });
  });

  it('answers the audit log newest first, paged before the last id', async () => {
    const res = await adminCall(app, 'GET', '/admin/auditLog', { token: admin });
    expect(adminAuditLogResponseSchema.parse(res.json()).result).toEqual({ entries: [], has_more: false });
  });
});
