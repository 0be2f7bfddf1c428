import { epochSeconds, type Clock } from '../clock';
import { decodeJwt, verifyRs256, type JwtClaims } from './jwt';
import type { KeyProvider } from './key-provider';

export type TokenUse = 'id' | 'access';

/** Why a token was refused; the message is safe to return to the caller. */
export class TokenVerificationError extends Error {
  override readonly name = 'TokenVerificationError';

  constructor(
    message: string,
    /** `expired` lets callers word it as Cognito does ("Access Token has expired"). */
    readonly reason: 'expired' | 'invalid' = 'invalid',
  ) {
    super(message);
  }
}

export interface TokenVerifierOptions {
  readonly keys: KeyProvider;
  readonly issuer: string;
  /** The app client: `aud` of id tokens, `client_id` of access tokens. */
  readonly clientId: string;
  readonly tokenUse: TokenUse;
  readonly clock: Clock;
  /** Tolerated clock difference with the issuer, in seconds. */
  readonly leewaySeconds?: number;
}

/** Claims of a token that passed every check; `sub` is guaranteed. */
export interface VerifiedToken {
  readonly sub: string;
  readonly claims: JwtClaims;
}

function fail(message: string, reason: 'expired' | 'invalid' = 'invalid'): never {
  throw new TokenVerificationError(message, reason);
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

/**
 * Verifies Cognito tokens the way AWS documents it: RS256 only (no `none`, no HMAC
 * algorithms, so a public key can never be used as an HMAC secret), key by `kid`,
 * signature, `iss`, audience or client id, `token_use`, and expiry.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const leeway = options.leewaySeconds ?? 5;
  return {
    async verify(token) {
      const jwt = decodeJwt(token) ?? fail('Malformed token');
      if (jwt.header.alg !== 'RS256') fail('Unsupported token algorithm');
      const kid = jwt.header.kid ?? fail('Token has no key id');
      const key = (await options.keys.getKey(kid)) ?? fail('Token signed with an unknown key');
      if (!verifyRs256(jwt, key)) fail('Invalid token signature');

      const c = jwt.payload;
      if (c['iss'] !== options.issuer) fail('Token issued by another issuer');
      if (c['token_use'] !== options.tokenUse) fail(`Not an ${options.tokenUse} token`);
      const audience = options.tokenUse === 'id' ? c['aud'] : c['client_id'];
      if (audience !== options.clientId) fail('Token issued for another client');
      const now = epochSeconds(options.clock);
      const exp = c['exp'];
      if (typeof exp !== 'number' || exp + leeway <= now) fail('Token has expired', 'expired');
      const iat = c['iat'];
      if (typeof iat !== 'number' || iat - leeway > now) fail('Token issued in the future');
      const sub = c['sub'];
      if (typeof sub !== 'string' || sub === '') fail('Token has no subject');
      return { sub, claims: c };
    },
  };
}
