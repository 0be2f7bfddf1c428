import type { Customer } from '../../src/plugins/app/customers/customer-repository';
import { CUSTOMER_RECHECK_MS, rememberingCustomers } from '../../src/plugins/app/customers/recent-customers';

/** A lookup over a table the test edits, counting its queries. */
function countingFind(table: Map<string, Customer>): ((email: string) => Promise<Customer | null>) & { calls: string[] } {
  const calls: string[] = [];
  return Object.assign(
    async (email: string) => {
      calls.push(email);
      return table.get(email) ?? null;
    },
    { calls },
  );
}

describe('rememberingCustomers', () => {
  let nowMs: number;
  const clock = { now: () => nowMs };
  const pro: Customer = { id: 7, email: 'pro@demo.test', role: 'customer' };
  beforeEach(() => {
    nowMs = 1_800_000_000_000;
  });

  it('asks once per e-mail within the recheck time, in any case or spacing', async () => {
    const find = countingFind(new Map([[pro.email, pro]]));
    const remembered = rememberingCustomers(find, clock);
    expect(await remembered('pro@demo.test')).toEqual(pro);
    nowMs += CUSTOMER_RECHECK_MS - 1;
    expect(await remembered(' PRO@demo.test ')).toEqual(pro);
    expect(find.calls).toEqual(['pro@demo.test']);
  });

  it('shows a changed role and a removed customer once the recheck time has passed', async () => {
    const table = new Map([[pro.email, pro]]);
    const remembered = rememberingCustomers(countingFind(table), clock);
    await remembered(pro.email);
    table.set(pro.email, { ...pro, role: 'admin' });
    nowMs += CUSTOMER_RECHECK_MS;
    expect((await remembered(pro.email))?.role).toBe('admin');
    table.delete(pro.email);
    nowMs += CUSTOMER_RECHECK_MS;
    expect(await remembered(pro.email)).toBeNull();
  });

  it('keeps each caller to their own record', async () => {
    const other: Customer = { id: 8, email: 'other@demo.test', role: 'customer' };
    const remembered = rememberingCustomers(countingFind(new Map([[pro.email, pro], [other.email, other]])), clock);
    expect((await remembered(pro.email))?.id).toBe(7);
    expect((await remembered(other.email))?.id).toBe(8);
    expect((await remembered(pro.email))?.id).toBe(7);
  });

  it('does not keep a miss: a customer created a moment later is found at once', async () => {
    const table = new Map<string, Customer>();
    const find = countingFind(table);
    const remembered = rememberingCustomers(find, clock);
    expect(await remembered(pro.email)).toBeNull();
    table.set(pro.email, pro);
    expect(await remembered(pro.email)).toEqual(pro);
    expect(find.calls).toHaveLength(2);
  });

  it('shares one query between concurrent asks and does not keep a failure', async () => {
    let calls = 0;
    let fail = true;
    const remembered = rememberingCustomers(async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 5));
      if (fail) throw new Error('connection lost');
      return pro;
    }, clock);
    const answers = await Promise.allSettled([remembered(pro.email), remembered(pro.email), remembered(pro.email)]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(calls).toBe(1);
    fail = false;
    expect(await remembered(pro.email)).toEqual(pro);
    expect(calls).toBe(2);
  });

  it('stays bounded: past 10,000 e-mails the stale answers go', async () => {
    const find = countingFind(new Map());
    const table = new Map<string, Customer>();
    for (let i = 0; i < 10_001; i++) table.set(`c${i}@x.test`, { id: i, email: `c${i}@x.test`, role: 'customer' });
    const remembered = rememberingCustomers(async (email) => {
      find.calls.push(email);
      return table.get(email) ?? null;
    }, clock);
    for (let i = 0; i < 10_000; i++) await remembered(`c${i}@x.test`);
    nowMs += CUSTOMER_RECHECK_MS;
    await remembered('c10000@x.test');
    // Every earlier answer was stale and dropped: the first one is asked again even at once.
    nowMs -= 1;
    await remembered('c0@x.test');
    expect(find.calls.filter((e) => e === 'c0@x.test')).toHaveLength(2);
  });
});
