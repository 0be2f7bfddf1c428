import { createPublicKey, type KeyObject } from 'node:crypto';
import type { Clock } from '../clock';

/** Finds the public key a token's `kid` names; null when there is no such key. */
export interface KeyProvider {
  getKey(kid: string): Promise<KeyObject | null>;
}

/** The JWK members a verifier looks at; anything else in an entry is ignored. */
export interface JwkLike {
  readonly kid?: unknown;
  readonly kty?: unknown;
  readonly alg?: unknown;
  readonly use?: unknown;
  readonly n?: unknown;
  readonly e?: unknown;
}

/** A JWKS document as Cognito serves it (only RSA signing keys are used). */
export interface Jwks {
  readonly keys: readonly JwkLike[];
}

/** RSA signature keys only: a JWKS entry for another use or algorithm is ignored. */
function toKeys(jwks: Jwks): Map<string, KeyObject> {
  const out = new Map<string, KeyObject>();
  for (const jwk of jwks.keys) {
    const { kid, kty, alg, use, n, e } = jwk;
    if (typeof kid !== 'string' || kty !== 'RSA' || typeof n !== 'string' || typeof e !== 'string') continue;
    if ((alg !== undefined && alg !== 'RS256') || (use !== undefined && use !== 'sig')) continue;
    out.set(kid, createPublicKey({ key: { kty, n, e }, format: 'jwk' }));
  }
  return out;
}

/** Keys known in-process (the local pool verifying its own tokens without an HTTP hop). */
export function staticKeyProvider(jwks: () => Jwks): KeyProvider {
  return {
    getKey: async (kid) => toKeys(jwks()).get(kid) ?? null,
  };
}

export interface RemoteJwksOptions {
  /** Defaults to global fetch; tests pass a stub. */
  readonly fetchJwks?: (url: string) => Promise<Jwks>;
  readonly clock: Clock;
  /** Keys are re-read at most this often, even for an unknown kid (stops kid-spraying). */
  readonly minRefreshMs?: number;
}

async function fetchJson(url: string): Promise<Jwks> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`JWKS ${url} answered ${res.status}`);
  const body = (await res.json()) as unknown;
  const keys = (body as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys)) throw new Error(`JWKS ${url} has no keys array`);
  return { keys: keys.filter((k): k is JwkLike => typeof k === 'object' && k !== null) };
}

/**
 * A user pool's JWKS over HTTP (works against `https://cognito-idp.<region>.amazonaws.com/
 * <poolId>/.well-known/jwks.json` unchanged). Keys are cached by kid; an unknown kid
 * triggers one re-fetch (key rotation), rate-limited by `minRefreshMs`.
 */
export function remoteJwksProvider(url: string, options: RemoteJwksOptions): KeyProvider {
  const load = options.fetchJwks ?? fetchJson;
  const minRefreshMs = options.minRefreshMs ?? 60_000;
  let cache = new Map<string, KeyObject>();
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let inflight: Promise<void> | null = null;

  const refresh = async (): Promise<void> => {
    inflight ??= load(url)
      .then((jwks) => {
        cache = toKeys(jwks);
        fetchedAt = options.clock.now();
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  };

  return {
    async getKey(kid) {
      const known = cache.get(kid);
      if (known) return known;
      if (options.clock.now() - fetchedAt < minRefreshMs) return null;
      await refresh();
      return cache.get(kid) ?? null;
    },
  };
}
