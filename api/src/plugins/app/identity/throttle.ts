import type { Db } from '../../../db';
import { type Clock, dateIn } from './clock';
import { cognitoErrors } from './cognito-errors';
import { LIMITS } from '../limits';
import { attemptRepository } from './store/attempt-repository';

const { windowMs: SIGN_IN_WINDOW_MS, perAccount: USER_FAILURE_LIMIT, perAddress: ADDRESS_FAILURE_LIMIT } = LIMITS.signIn;

export interface SignInThrottle {
  /** Throws before any password work when the user or the address is locked out. */
  assertAllowed(sub: string | null, address: string): Promise<void>;
  /** A wrong password, a bad SRP proof or an unknown user (counted for the address). */
  recordFailure(sub: string | null, address: string): Promise<void>;
  /** A successful sign-in or password reset clears the user's count (not the address's). */
  recordSuccess(sub: string): Promise<void>;
}

const userScope = (sub: string): string => `sign-in:user:${sub}`;
const addressScope = (address: string): string => `sign-in:address:${address}`;

export function signInThrottle(db: Db, clock: Clock): SignInThrottle {
  const attempts = attemptRepository(db);
  const since = (): Date => dateIn(clock, -SIGN_IN_WINDOW_MS);
  return {
    async assertAllowed(sub, address) {
      if ((await attempts.countSince(addressScope(address), since())) >= ADDRESS_FAILURE_LIMIT) {
        throw cognitoErrors.tooManyFailedAttempts();
      }
      if (sub && (await attempts.countSince(userScope(sub), since())) >= USER_FAILURE_LIMIT) {
        // Cognito's answer for a locked-out user; amplify surfaces it as NotAuthorizedException.
        throw cognitoErrors.passwordAttemptsExceeded();
      }
    },
    async recordFailure(sub, address) {
      const now = new Date(clock.now());
      await attempts.record(addressScope(address), now);
      if (sub) await attempts.record(userScope(sub), now);
    },
    async recordSuccess(sub) {
      await attempts.clear(userScope(sub));
    },
  };
}

/** Start-up housekeeping: no window is longer than a day. */
export async function pruneAttempts(db: Db, clock: Clock): Promise<void> {
  await attemptRepository(db).pruneBefore(dateIn(clock, -24 * 3600_000));
}
