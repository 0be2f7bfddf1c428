import { errors, jwtVerify, type JWTPayload } from 'jose';
import { epochSeconds, type Clock } from '../clock';
import type { PoolKeys } from './pool-keys';

export type TokenUse = 'id' | 'access';

/** Claims are JSON: the verifier narrows each one it relies on. */
export type JwtClaims = Readonly<JWTPayload>;

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
  readonly keys: PoolKeys;
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

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

function fail(message: string, reason: 'expired' | 'invalid' = 'invalid'): never {
  throw new TokenVerificationError(message, reason);
}

const CLAIM_MESSAGES: Readonly<Record<string, string>> = {
  iss: 'Token issued by another issuer',
  iat: 'Token issued in the future',
  nbf: 'Token issued in the future',
};

/** jose's refusal in the words callers see; anything else (a JWKS that cannot be read) is rethrown. */
function refusal(err: unknown): unknown {
  if (err instanceof errors.JWTExpired) return new TokenVerificationError('Token has expired', 'expired');
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'exp') return new TokenVerificationError('Token has expired', 'expired');
    return new TokenVerificationError(CLAIM_MESSAGES[err.claim] ?? 'Invalid token');
  }
  if (err instanceof errors.JOSEAlgNotAllowed) return new TokenVerificationError('Unsupported token algorithm');
  if (err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys) {
    return new TokenVerificationError('Token signed with an unknown key');
  }
  if (err instanceof errors.JWSSignatureVerificationFailed) return new TokenVerificationError('Invalid token signature');
  // Malformed compact form, header or claims set, and `crit` extensions nobody here understands.
  if (err instanceof errors.JWSInvalid || err instanceof errors.JWTInvalid || err instanceof errors.JOSENotSupported) {
    return new TokenVerificationError('Malformed token');
  }
  return err;
}

/**
 * Verifies Cognito tokens the way AWS documents it: RS256 only (no `none`, no HMAC
 * algorithms, so a public key can never be used as an HMAC secret), key by `kid`,
 * signature, `iss`, audience or client id, `token_use`, and expiry. jose checks the
 * signature, `iss` and `exp`; the Cognito claims are checked here.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const leeway = options.leewaySeconds ?? 5;
  // A token must name its key: jose would otherwise try a lone key of the set.
  const keys: PoolKeys = async (header, token) => {
    if (typeof header.kid !== 'string') fail('Token has no key id');
    return options.keys(header, token);
  };
  const checkUseAndClient = (c: JwtClaims): void => {
    if (c['token_use'] !== options.tokenUse) fail(`Not an ${options.tokenUse} token`);
    const audience = options.tokenUse === 'id' ? c.aud : c['client_id'];
    if (audience !== options.clientId) fail('Token issued for another client');
  };

  return {
    async verify(token) {
      const now = epochSeconds(options.clock);
      let claims: JwtClaims;
      try {
        ({ payload: claims } = await jwtVerify(token, keys, {
          algorithms: ['RS256'],
          issuer: options.issuer,
          requiredClaims: ['exp'],
          currentDate: new Date(now * 1000),
          clockTolerance: leeway,
        }));
      } catch (err) {
        // The signature held: an expired token of the wrong kind or client is refused as such.
        if (err instanceof errors.JWTExpired) checkUseAndClient(err.payload);
        throw refusal(err);
      }
      checkUseAndClient(claims);
      const { iat, sub } = claims;
      if (typeof iat !== 'number' || iat - leeway > now) fail('Token issued in the future');
      if (typeof sub !== 'string' || sub === '') fail('Token has no subject');
      return { sub, claims };
    },
  };
}
