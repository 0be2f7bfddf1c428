import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db';
import { type Clock, dateIn } from './clock';
import { cognitoErrors } from './cognito-errors';
import { attemptRepository } from './store/attempt-repository';
import { codeRepository, type CodePurpose } from './store/code-repository';

export type { CodePurpose } from './store/code-repository';

/** Sign-up codes last 24 hours, reset codes one hour (Cognito's lifetimes). */
export const CODE_TTL_MS: Readonly<Record<CodePurpose, number>> = { SIGN_UP: 24 * 3600_000, RESET_PASSWORD: 3600_000 };
/** Wrong guesses allowed per code; then only a new code helps (one in 10^6 per guess). */
export const MAX_CODE_FAILURES = 5;
/** Codes sent per user and purpose per hour, so the outbox cannot be used to spam. */
export const CODE_SENDS_PER_HOUR = 5;

export interface VerificationCodes {
  /** A fresh six-digit code (replacing any earlier one); throws LimitExceeded when sent too often. */
  issue(sub: string, purpose: CodePurpose): Promise<string>;
  /**
   * Checks a code and returns its stored hash, to be consumed with `consume` (on codes
   * bound to the transaction that acts on it). Wrong guesses are recorded before the throw,
   * outside any transaction, so a rollback cannot erase them.
   */
  check(sub: string, purpose: CodePurpose, code: string): Promise<string>;
  /**
   * What `issue` does for a phantom user (an unknown name under PreventUserExistenceErrors):
   * the same send limit and the same work, but no code is kept and none is sent.
   */
  pretendIssue(sub: string, purpose: CodePurpose): Promise<void>;
  /** Single use: deletes the code; throws ExpiredCode if a concurrent request used it first. */
  consume(sub: string, purpose: CodePurpose, codeHash: string): Promise<void>;
}

export function verificationCodes(db: Db, clock: Clock, hmacKey: Buffer): VerificationCodes {
  const codes = codeRepository(db);
  const attempts = attemptRepository(db);
  const hash = (sub: string, purpose: CodePurpose, code: string): string =>
    createHmac('sha256', hmacKey).update(`${sub}:${purpose}:${code}`).digest('hex');

  /** A new code and its hash, within the hourly send limit (the send is counted). */
  async function mint(sub: string, purpose: CodePurpose): Promise<{ code: string; codeHash: string; now: Date }> {
    const scope = `code-sent:${purpose}:${sub}`;
    if ((await attempts.countSince(scope, dateIn(clock, -3600_000))) >= CODE_SENDS_PER_HOUR) {
      throw cognitoErrors.limitExceeded();
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = new Date(clock.now());
    await attempts.record(scope, now);
    return { code, codeHash: hash(sub, purpose, code), now };
  }

  return {
    async issue(sub, purpose) {
      const { code, codeHash, now } = await mint(sub, purpose);
      await codes.put(sub, purpose, codeHash, dateIn(clock, CODE_TTL_MS[purpose]), now);
      return code;
    },

    async pretendIssue(sub, purpose) {
      await mint(sub, purpose);
    },

    async check(sub, purpose, code) {
      const stored = await codes.find(sub, purpose);
      if (!stored) throw cognitoErrors.expiredCode();
      if (stored.failedAttempts >= MAX_CODE_FAILURES) throw cognitoErrors.limitExceeded();
      if (stored.expiresAt.getTime() <= clock.now()) throw cognitoErrors.expiredCode();
      const given = hash(sub, purpose, code.trim());
      if (!timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(stored.codeHash, 'hex'))) {
        await codes.recordFailure(sub, purpose);
        throw cognitoErrors.codeMismatch();
      }
      return given;
    },

    async consume(sub, purpose, codeHash) {
      if (!(await codes.consume(sub, purpose, codeHash))) throw cognitoErrors.expiredCode();
    },
  };
}
