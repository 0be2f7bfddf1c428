import { randomUUID } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { epochSeconds, type Clock } from '../clock';
import type { IdentityKeys } from './key-store';

/** Access and id tokens live one hour, Cognito's default. */
export const TOKEN_TTL_SECONDS = 3600;
/** The scope Cognito puts in tokens from the user-pool API (not the hosted UI). */
export const ADMIN_SCOPE = 'aws.cognito.signin.user.admin';

/** Who the tokens are for. */
export interface TokenSubject {
  readonly sub: string;
  readonly email: string;
  readonly emailVerified: boolean;
  /** given_name, family_name and custom:* attributes. */
  readonly attributes: Readonly<Record<string, string>>;
}

/** The sign-in the tokens belong to: refreshes reuse it, so auth_time and origin_jti stay. */
export interface TokenSession {
  readonly clientId: string;
  readonly originJti: string;
  /** Epoch seconds of the password check. */
  readonly authTime: number;
  readonly eventId: string;
}

/** AuthenticationResult without the refresh token (added by the caller when issued). */
export interface IssuedTokens {
  readonly AccessToken: string;
  readonly IdToken: string;
  readonly ExpiresIn: number;
  readonly TokenType: 'Bearer';
}

export interface TokenIssuer {
  issue(subject: TokenSubject, session: TokenSession): Promise<IssuedTokens>;
}

/** Mints Cognito-shaped tokens: same claim names, so code reading them works against either. */
export function createTokenIssuer(deps: { keys: IdentityKeys; issuer: string; clock: Clock }): TokenIssuer {
  const { kid, privateKey } = deps.keys.signing;
  // Only `alg` and `kid` in the header, as Cognito's tokens have.
  const sign = (claims: JWTPayload): Promise<string> =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
  return {
    async issue(subject, session) {
      const iat = epochSeconds(deps.clock);
      const common = {
        sub: subject.sub,
        iss: deps.issuer,
        origin_jti: session.originJti,
        event_id: session.eventId,
        auth_time: session.authTime,
        iat,
        exp: iat + TOKEN_TTL_SECONDS,
      };
      const access = {
        ...common,
        client_id: session.clientId,
        token_use: 'access',
        scope: ADMIN_SCOPE,
        jti: randomUUID(),
        username: subject.sub,
      };
      const id = {
        ...subject.attributes,
        ...common,
        aud: session.clientId,
        token_use: 'id',
        jti: randomUUID(),
        'cognito:username': subject.sub,
        email: subject.email,
        email_verified: subject.emailVerified,
      };
      const [AccessToken, IdToken] = await Promise.all([sign(access), sign(id)]);
      return {
        AccessToken,
        IdToken,
        ExpiresIn: TOKEN_TTL_SECONDS,
        TokenType: 'Bearer',
      };
    },
  };
}
