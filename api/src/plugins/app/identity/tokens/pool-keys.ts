import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { PublicJwks } from './key-store';

/** Finds the public key a token's header names (`kid`), as jose's verifier asks for it. */
export type PoolKeys = JWTVerifyGetKey;

/** An unknown kid re-reads a remote JWKS at most this often (stops kid-spraying). */
export const JWKS_COOLDOWN_MS = 60_000;

/**
 * The local pool's own keys, verified in-process without an HTTP hop. jose only uses an
 * entry that fits the token's algorithm (RSA, `use` sig, `alg` RS256 when given).
 */
export function localPoolKeys(jwks: PublicJwks): PoolKeys {
  return createLocalJWKSet({ keys: [...jwks.keys] });
}

/**
 * A user pool's JWKS over HTTP (works against `https://cognito-idp.<region>.amazonaws.com/
 * <poolId>/.well-known/jwks.json` unchanged). jose caches the keys, re-reads them after
 * ten minutes, and on an unknown kid (key rotation) at most once per JWKS_COOLDOWN_MS.
 */
export function remotePoolKeys(url: string): PoolKeys {
  return createRemoteJWKSet(new URL(url), { cooldownDuration: JWKS_COOLDOWN_MS });
}
