import type { Clock } from '../identity/clock';
import { REVOCATION_RECHECK_MS } from '../identity/auth/revocation';
import type { Customer } from './customer-repository';

/** How long a found customer is reused: as long as a revoked sign-in may still read (ADR 038). */
export const CUSTOMER_RECHECK_MS = REVOCATION_RECHECK_MS;
/** Past this many remembered e-mails, the stale ones go (all, if none is). */
const MAX_CUSTOMERS = 10_000;

export type FindCustomer = (email: string) => Promise<Customer | null>;

/**
 * `find` by e-mail, each answer reused for `recheckMs`: under load the same few callers ask
 * GET /proxy/v1/current-user many times a second, and on PGlite every query runs on the
 * api's one thread. Concurrent asks for an e-mail share one query. Only customers found
 * are kept: a caller without a record (a sign-up still on its way) asks again next time;
 * a failed query is not kept either. A role changed or a customer removed shows here
 * within `recheckMs`; admin routes read the role from the database on every request
 * (createRequireAdmin), so no permission rests on this.
 */
export function rememberingCustomers(find: FindCustomer, clock: Clock, recheckMs = CUSTOMER_RECHECK_MS): FindCustomer {
  const known = new Map<string, { readonly answer: Promise<Customer | null>; readonly at: number }>();
  const fresh = (at: number, now: number): boolean => now - at < recheckMs;

  return async (email) => {
    const key = email.trim().toLowerCase();
    const now = clock.now();
    const entry = known.get(key);
    if (entry && fresh(entry.at, now)) return entry.answer;
    if (known.size >= MAX_CUSTOMERS) {
      for (const [k, e] of known) if (!fresh(e.at, now)) known.delete(k);
      if (known.size >= MAX_CUSTOMERS) known.clear();
    }
    const answer = find(key);
    const remembered = { answer, at: now };
    known.set(key, remembered);
    const forget = (): void => {
      if (known.get(key) === remembered) known.delete(key);
    };
    answer.then((customer) => customer ?? forget(), forget);
    return answer;
  };
}
