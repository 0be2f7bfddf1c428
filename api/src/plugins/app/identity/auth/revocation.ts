import type { Db } from '../../../../db';
import type { Clock } from '../clock';
import { TOKEN_TTL_SECONDS } from '../tokens/token-issuer';
import { TokenVerificationError, type TokenVerifier, type VerifiedToken } from '../tokens/token-verifier';

/**
 * How long a "still live" answer is reused: a session ended by GlobalSignOut, RevokeToken
 * or a password reset stops opening the product routes within this time. A "revoked"
 * answer is final: it is kept as long as a token of that sign-in can be valid.
 */
export const REVOCATION_RECHECK_MS = 2_000;
const REVOKED_KEPT_MS = TOKEN_TTL_SECONDS * 1000;
/** Past this many remembered sign-ins, the expired answers are dropped. */
const PRUNE_AT = 50_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RevocationCheck {
  /** Whether the sign-in a verified token belongs to has been ended. */
  isRevoked(token: VerifiedToken): Promise<boolean>;
}

/**
 * The local pool's revocation state, as GetUser checks it (sessions.ts): the token's
 * sign-in (`origin_jti`) must still have its unrevoked refresh token, and the token must
 * be issued after the user's `tokens_valid_after` (GlobalSignOut, password reset).
 * One indexed query per sign-in every REVOCATION_RECHECK_MS, not one per request.
 */
export function createRevocationCheck(db: Db, clock: Clock, recheckMs = REVOCATION_RECHECK_MS): RevocationCheck {
  // origin_jti -> the last answer and when it was found
  const answers = new Map<string, { readonly revoked: boolean; readonly at: number }>();
  // origin_jti -> the lookup under way
  const pending = new Map<string, Promise<boolean>>();
  const fresh = (answer: { revoked: boolean; at: number }, now: number): boolean =>
    now - answer.at < (answer.revoked ? REVOKED_KEPT_MS : recheckMs);

  async function lookUp({ sub, claims }: VerifiedToken, origin: string): Promise<boolean> {
    const { rows } = await db.query<{ revoked_at: Date | null; has_session: boolean; valid_after: Date | string }>(
      `select r.revoked_at, r.origin_jti is not null as has_session, u.tokens_valid_after as valid_after
         from identity_users u left join identity_refresh_tokens r on r.origin_jti = $2 and r.sub = u.sub
        where u.sub = $1`,
      [sub, origin],
    );
    const row = rows[0];
    if (!row || !row.has_session || row.revoked_at) return true;
    const iat = Number(claims['iat']);
    return !(iat >= Math.floor(new Date(row.valid_after).getTime() / 1000));
  }

  return {
    async isRevoked(token) {
      const origin = token.claims['origin_jti'];
      if (typeof origin !== 'string' || !UUID.test(origin)) return true;
      const now = clock.now();
      const known = answers.get(origin);
      if (known && fresh(known, now)) return known.revoked;
      // Concurrent requests of one sign-in share the lookup (50 at once under load, not 50 queries).
      const asked = pending.get(origin);
      if (asked) return asked;
      const lookup = lookUp(token, origin);
      pending.set(origin, lookup);
      try {
        const revoked = await lookup;
        if (answers.size >= PRUNE_AT) for (const [key, answer] of answers) if (!fresh(answer, now)) answers.delete(key);
        answers.set(origin, { revoked, at: now });
        return revoked;
      } finally {
        pending.delete(origin);
      }
    },
  };
}

/** A verifier that also refuses tokens whose sign-in has been ended (401 like any bad token). */
export function refusingRevoked(verifier: TokenVerifier, check: RevocationCheck): TokenVerifier {
  return {
    async verify(token) {
      const verified = await verifier.verify(token);
      if (await check.isRevoked(verified)) throw new TokenVerificationError('Token has been revoked');
      return verified;
    },
  };
}
