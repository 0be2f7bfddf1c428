import { epochSeconds, type Clock } from '../clock';
import type { TokenVerifier, VerifiedToken } from './token-verifier';

/** How many verified tokens are remembered; past it the expired ones go (all, if none has). */
const MAX_TOKENS = 10_000;
/** A remembered verification is redone at least this often (a key taken out of the JWKS). */
const MAX_AGE_MS = 60_000;

/**
 * Remembers tokens `verifier` accepted, keyed by the whole token string (so by its
 * signature), and answers them again without the RSA check while their time claims still
 * hold: strictly before `exp`, at or after `iat` and `nbf` (leeway included, as the
 * verifier allows). Anything else, and every refusal, goes through `verifier`, so its
 * answers and messages are unchanged. Revocation is not decided here: the caller wraps
 * this verifier with refusingRevoked, which asks for every request (ADR 020).
 */
export function rememberingVerified(verifier: TokenVerifier, clock: Clock, leewaySeconds = 5): TokenVerifier {
  const known = new Map<string, { readonly token: VerifiedToken; readonly until: number; readonly notBefore: number; readonly at: number }>();
  const usable = (entry: { until: number; notBefore: number; at: number }, nowMs: number, now: number): boolean =>
    now < entry.until && now >= entry.notBefore && nowMs - entry.at < MAX_AGE_MS;

  return {
    async verify(token) {
      const nowMs = clock.now();
      const now = epochSeconds(clock);
      const entry = known.get(token);
      if (entry && usable(entry, nowMs, now)) return entry.token;
      const verified = await verifier.verify(token);
      const { exp, iat, nbf } = verified.claims;
      if (typeof exp === 'number' && typeof iat === 'number') {
        if (known.size >= MAX_TOKENS) {
          for (const [key, e] of known) if (!usable(e, nowMs, now)) known.delete(key);
          if (known.size >= MAX_TOKENS) known.clear();
        }
        const notBefore = Math.max(iat, typeof nbf === 'number' ? nbf : -Infinity) - leewaySeconds;
        known.set(token, { token: verified, until: exp, notBefore, at: nowMs });
      }
      return verified;
    },
  };
}
