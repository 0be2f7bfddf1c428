import type { FastifyInstance } from 'fastify';
import { adminCustomerUsersResponseSchema, adminInvoicesResponseSchema, adminStripeUsersResponseSchema } from '../../src/contracts';
import { seedAdminScale } from '../../src/seed/admin-scale';
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
    await seedAdminScale(app.db, { customers: CUSTOMERS, invoicesEach: INVOICES_EACH });
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
