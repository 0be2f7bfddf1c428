import type { Db } from '../../../db';
import type { Clock } from '../identity/clock';
import { LIMITS, takeAttempt } from '../limits';

/**
 * Counts a sign-up from `address` (successful or not) against the one hourly budget that
 * /v1/sign-up and the Cognito SignUp operation share; false once it is spent. Each entry
 * answers in its own protocol (429 TOO_MANY_REQUESTS, LimitExceededException).
 */
export function signUpAllowed(db: Db, clock: Clock, address: string): Promise<boolean> {
  const { perAddress, windowMs } = LIMITS.signUp;
  return takeAttempt(db, clock, `sign-up:address:${address}`, perAddress, windowMs);
}
