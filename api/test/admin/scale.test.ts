import type { FastifyInstance } from 'fastify';
import { adminCustomerUsersResponseSchema, adminInvoicesResponseSchema, adminStripeUsersResponseSchema } from '../../src/contracts';
import { seededApp, signIn } from '../support/account';
import { adminCall } from './support';

/*
 * The admin lists at 10,000 customers and 100,000 invoices: a page is a keyset page on an
 * index (migration 017), so a page deep in the list costs what the first does. The
 * bounds are loose (a loaded 2-core machine, PGlite); a list that sorted or scanned every
 * row per page would still take several times longer than they allow.
 */

const CUSTOMERS = 10_000;
const INVOICES_EACH = 10;
/**
 * Milliseconds a page may take at the 99th percentile. Measured on 2 cores: invoices 45 ms
 * with migration 017's index and 790 ms without; the identity and customer lists 220 ms
 * (the lastLogin sort, over a join, sorts in memory) and 360 ms without.
 */
const INVOICES_P99_MS = 300;
const LISTS_P99_MS = 400;

async function seedScale(app: FastifyInstance): Promise<void> {
  await app.db.exec(`
    insert into customers (email, given_name, family_name, company_name, last_login_at)
      select 'scale' || g || '@scale.test', 'Given' || g, 'Family' || g, 'Company ' || (g % 97), timestamptz '2030-01-01' + g * interval '1 minute'
        from generate_series(1, ${CUSTOMERS}) g;
    insert into identity_users (sub, email, email_verified, status, srp_salt, srp_verifier, attributes, tokens_valid_after, created_at)
      select gen_random_uuid(), c.email, true, 'CONFIRMED', 'x', 'x',
             jsonb_build_object('given_name', c.given_name, 'family_name', c.family_name, 'custom:stripe-customer-id', 'cus_scale' || c.id),
             to_timestamp(0), timestamptz '2029-01-01' + c.id * interval '1 second'
        from customers c where c.email like '%@scale.test';
    insert into billing_customers (id, customer_id, email, invoice_prefix, created)
      select 'cus_scale' || c.id, c.id, c.email, 'S' || lpad(c.id::text, 8, '0'), timestamptz '2029-01-01' + c.id * interval '1 second'
        from customers c where c.email like '%@scale.test';
    insert into billing_invoices (id, number, billing_customer_id, price_id, description, currency, subtotal, tax, amount_due, amount_paid,
                                  status, period_start, period_end, paid_at, created)
      select 'in_scale_' || b.customer_id || '_' || g, b.invoice_prefix || '-' || lpad(g::text, 4, '0'), b.id, 'price_pro_monthly', 'Pro', 'aud',
             1000, 100, 1100, 1100, 'paid', t, t + interval '1 month', t, t
        from billing_customers b cross join generate_series(1, ${INVOICES_EACH}) g
        cross join lateral (select timestamptz '2029-01-01' + (g * 20000 + b.customer_id) * interval '1 minute' as t) at
       where b.id like 'cus_scale%';
    analyze;`);
}

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}

describe('admin lists at 10,000 customers and 100,000 invoices', () => {
  let app: FastifyInstance;
  let admin: string;
  const timed = async (url: string): Promise<{ ms: number; body: unknown }> => {
    const start = performance.now();
    const res = await adminCall(app, 'GET', url, { token: admin });
    const ms = performance.now() - start;
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    return { ms, body: res.json() };
  };

  beforeAll(async () => {
    app = await seededApp({ jobs: { workers: false } });
    admin = (await signIn(app, 'admin@demo.test')).IdToken;
    await seedScale(app);
  }, 300_000);
  afterAll(() => app.close());

  it('pages every invoice newest first, a deep page as fast as the first', async () => {
    const first = adminInvoicesResponseSchema.parse((await timed('/admin/stripeInvoices?limit=100')).body).result;
    expect(first.has_more).toBe(true);
    // A cursor about 60,000 invoices in.
    const deep = 'in_scale_5000_4';
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) samples.push((await timed('/admin/stripeInvoices?limit=100')).ms, (await timed(`/admin/stripeInvoices?limit=100&id=${deep}`)).ms);
    const page = adminInvoicesResponseSchema.parse((await timed(`/admin/stripeInvoices?limit=100&id=${deep}`)).body).result;
    expect(page.invoices).toHaveLength(100);
    expect(page.invoices[0]?.id).toBe('in_scale_4999_4');
    expect(p99(samples)).toBeLessThan(INVOICES_P99_MS);
  });

  it('pages the payment customers and the identity list, sorted and searched, as fast deep down', async () => {
    const samples: number[] = [];
    /** Walks `pages` pages of the identity list in one sort, timing each. */
    const walkUsers = async (query: string, pages: number): Promise<void> => {
      let cursor: string | null = null;
      for (let i = 0; i < pages; i++) {
        const { ms, body } = await timed(`/admin/customerUsers?limit=100&${query}${cursor ? `&cursor=${cursor}` : ''}`);
        const users = adminCustomerUsersResponseSchema.parse(body).result;
        expect(users.users).toHaveLength(100);
        samples.push(ms);
        cursor = users.next_cursor;
      }
    };
    await walkUsers('sort=lastLogin', 30);
    await walkUsers('sort=name&order=asc', 30);
    await walkUsers('sort=created', 10);
    await walkUsers('sort=email&order=asc', 10);
    let customerId: string | undefined;
    for (let i = 0; i < 30; i++) {
      const { ms, body } = await timed(`/admin/stripeUsers?limit=100${customerId ? `&id=${customerId}` : ''}`);
      const customers = adminStripeUsersResponseSchema.parse(body).result;
      expect(customers.customers).toHaveLength(100);
      customerId = customers.customers[99]?.id;
      samples.push(ms);
    }
    for (let i = 0; i < 10; i++) {
      const { ms, body } = await timed('/admin/customerUsers?limit=100&q=company%2042');
      expect(adminCustomerUsersResponseSchema.parse(body).result.total).toBe(103);
      samples.push(ms, (await timed('/admin/stripeUsers?limit=100&id=cus_scale5000')).ms);
    }
    expect(p99(samples)).toBeLessThan(LISTS_P99_MS);
  });
});
