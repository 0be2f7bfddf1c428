import type { Db } from '../../src/db';
import { CUSTOMER_ID_RECHECK_MS, createCallerIds } from '../../src/plugins/app/customers/caller-ids';
import type { Identity } from '../../src/plugins/app/identity/auth/authenticate';

/** A customers table of e-mail -> id that counts its lookups. */
function fakeDb(customers: Map<string, number>): { db: Db; lookups: () => number } {
  let lookups = 0;
  const db = {
    dialect: 'pglite',
    async query(_sql: string, params?: readonly unknown[]) {
      lookups += 1;
      const email = String(params?.[0]);
      const id = customers.get(email);
      return { rows: id === undefined ? [] : [{ id: String(id), email, role: 'customer' }] };
    },
  } as unknown as Db;
  return { db, lookups: () => lookups };
}

const caller = (email: string): Identity => ({ sub: `sub-${email}`, email, username: email, claims: {} });

describe('createCallerIds', () => {
  let now: number;
  const clock = { now: () => now };
  beforeEach(() => {
    now = 1_000_000;
  });

  it('answers the customer id, looking it up once within the recheck time', async () => {
    const { db, lookups } = fakeDb(new Map([['ann@test.dev', 7]]));
    const ids = createCallerIds(db, clock);
    expect(await ids.idOf(caller('ann@test.dev'))).toBe(7);
    now += CUSTOMER_ID_RECHECK_MS - 1;
    expect(await ids.idOf(caller(' Ann@Test.dev '))).toBe(7);
    expect(lookups()).toBe(1);
  });

  it('looks the id up again once the recheck time has passed', async () => {
    const customers = new Map([['ann@test.dev', 7]]);
    const { db, lookups } = fakeDb(customers);
    const ids = createCallerIds(db, clock);
    await ids.idOf(caller('ann@test.dev'));
    customers.delete('ann@test.dev');
    now += CUSTOMER_ID_RECHECK_MS;
    await expect(ids.idOf(caller('ann@test.dev'))).rejects.toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
    expect(lookups()).toBe(2);
  });

  it('keeps callers apart and does not remember a missing customer', async () => {
    const customers = new Map([['ann@test.dev', 7]]);
    const { db, lookups } = fakeDb(customers);
    const ids = createCallerIds(db, clock);
    await expect(ids.idOf(caller('bob@test.dev'))).rejects.toMatchObject({ status: 404 });
    customers.set('bob@test.dev', 9);
    expect(await ids.idOf(caller('bob@test.dev'))).toBe(9);
    expect(await ids.idOf(caller('ann@test.dev'))).toBe(7);
    expect(lookups()).toBe(3);
  });
});
