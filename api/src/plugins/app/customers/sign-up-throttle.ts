import type { Db } from '../../../db';
import { ApiError } from '../errors';
import { dateIn, type Clock } from '../identity/clock';
import { attemptRepository } from '../identity/store/attempt-repository';

/** Sign-up attempts per client address per hour. Generous for an office behind one NAT,
 * tight enough that the public endpoint cannot be used to probe e-mails or flood mail. */
export const SIGN_UP_ATTEMPTS_PER_HOUR = 20;
const WINDOW_MS = 3600_000;

/**
 * Counts every POST /v1/sign-up per address (successful or not), in the identity
 * service's attempt table, so the limit holds across restarts and processes and the
 * identity start-up pruning clears old entries. 429 once the hour's budget is spent.
 */
export async function assertSignUpAllowed(db: Db, clock: Clock, address: string): Promise<void> {
  const attempts = attemptRepository(db);
  const scope = `sign-up:address:${address}`;
  if ((await attempts.countSince(scope, dateIn(clock, -WINDOW_MS))) >= SIGN_UP_ATTEMPTS_PER_HOUR) {
    throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many sign-up attempts from this address, please try again later.');
  }
  await attempts.record(scope, new Date(clock.now()));
}
