import type { Db } from '../../db';
import { dateIn, type Clock } from './identity/clock';
import { attemptRepository } from './identity/store/attempt-repository';

/**
 * Every abuse limit of the api, in one place. Counts live in the identity service's
 * attempt table, so they hold across restarts and between api processes. Client
 * addresses are the socket's, or the forwarded one when TRUST_PROXY says which proxies
 * to believe (docs/security.md).
 */
export const LIMITS = {
  signIn: {
    /** Failed sign-ins are counted over this sliding window. */
    windowMs: 15 * 60_000,
    /** Per account: the sixth failure within the window locks it, even with the right password. */
    perAccount: 5,
    /** Per client address: stops one machine guessing across many accounts. */
    perAddress: 20,
  },
  signUp: {
    windowMs: 3600_000,
    /**
     * Sign-ups per client address per hour, through /v1/sign-up and the Cognito SignUp
     * operation together: generous for an office behind one NAT, tight enough that the
     * public endpoints cannot be used to probe e-mails or flood mail.
     */
    perAddress: 20,
  },
  storyRequests: {
    windowMs: 3600_000,
    /** POST /mail/requestStory and POST .../briefs together, per user per hour (each mails the sales inbox). */
    perUser: 5,
  },
} as const;

/**
 * Counts one attempt under `scope` unless `limit` attempts were already counted within
 * `windowMs`; false (and nothing counted) when the budget is spent.
 */
export async function takeAttempt(db: Db, clock: Clock, scope: string, limit: number, windowMs: number): Promise<boolean> {
  const attempts = attemptRepository(db);
  if ((await attempts.countSince(scope, dateIn(clock, -windowMs))) >= limit) return false;
  await attempts.record(scope, new Date(clock.now()));
  return true;
}
