import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../../db';
import { type Clock, dateIn, epochSeconds } from './clock';
import { cognitoErrors } from './cognito-errors';
import type { IdentityConfig } from './identity-config';
import { refreshTokenRepository } from './store/refresh-token-repository';
import { userRepository, type IdentityUser } from './store/user-repository';
import type { IdentityKeys } from './tokens/key-store';
import { localPoolKeys } from './tokens/pool-keys';
import { createTokenIssuer, type IssuedTokens, type TokenSubject } from './tokens/token-issuer';
import { createTokenVerifier, TokenVerificationError } from './tokens/token-verifier';

/** Refresh tokens last 30 days, Cognito's default. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600_000;

/** Cognito's AuthenticationResult; a refresh answers without a new refresh token. */
export interface AuthenticationResult extends IssuedTokens {
  readonly RefreshToken?: string;
}

/** Sign-in sessions: minting, refreshing and revoking tokens, and reading access tokens. */
export interface Sessions {
  /** After a successful password check: new origin_jti, refresh token and tokens. */
  start(user: IdentityUser, clientId: string): Promise<AuthenticationResult>;
  refresh(refreshToken: string, clientId: string): Promise<AuthenticationResult>;
  /** The user behind an access token (GetUser & co.), refusing revoked and signed-out ones. */
  userForAccessToken(accessToken: string): Promise<IdentityUser>;
  /** RevokeToken: that refresh token and the access tokens minted from it. */
  revoke(refreshToken: string, clientId: string): Promise<void>;
  /** GlobalSignOut (and password reset): every session of the user. */
  revokeAll(sub: string, db?: Db): Promise<void>;
}

const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export function createSessions(deps: { db: Db; config: IdentityConfig; keys: IdentityKeys; clock: Clock }): Sessions {
  const { db, config, keys, clock } = deps;
  const issuer = createTokenIssuer({ keys, issuer: config.issuer, clock });
  const accessVerifier = createTokenVerifier({
    keys: localPoolKeys(keys.jwks),
    issuer: config.issuer,
    clientId: config.clientId,
    tokenUse: 'access',
    clock,
    leewaySeconds: 0,
  });
  const refreshTokens = refreshTokenRepository(db);
  const users = userRepository(db);
  const subject = (u: IdentityUser): TokenSubject => ({
    sub: u.sub,
    email: u.email,
    emailVerified: u.emailVerified,
    attributes: u.attributes,
  });

  return {
    async start(user, clientId) {
      const refreshToken = randomBytes(48).toString('base64url');
      const session = { clientId, originJti: randomUUID(), authTime: epochSeconds(clock), eventId: randomUUID() };
      await refreshTokens.insert({
        tokenHash: hashToken(refreshToken),
        sub: user.sub,
        clientId,
        originJti: session.originJti,
        authTime: session.authTime,
        expiresAt: dateIn(clock, REFRESH_TOKEN_TTL_MS),
        createdAt: new Date(clock.now()),
      });
      return { ...(await issuer.issue(subject(user), session)), RefreshToken: refreshToken };
    },

    async refresh(refreshToken, clientId) {
      const record = await refreshTokens.findByHash(hashToken(refreshToken));
      if (!record || record.clientId !== clientId) throw cognitoErrors.notAuthorized('Invalid Refresh Token');
      if (record.revokedAt) throw cognitoErrors.notAuthorized('Refresh Token has been revoked');
      if (record.expiresAt.getTime() <= clock.now()) throw cognitoErrors.notAuthorized('Refresh Token has expired');
      const user = await users.findBySub(record.sub);
      if (!user) throw cognitoErrors.userNotFound();
      return issuer.issue(subject(user), { ...record, eventId: randomUUID() });
    },

    async userForAccessToken(accessToken) {
      let verified;
      try {
        verified = await accessVerifier.verify(accessToken);
      } catch (err) {
        if (!(err instanceof TokenVerificationError)) throw err;
        throw cognitoErrors.notAuthorized(err.reason === 'expired' ? 'Access Token has expired' : 'Invalid Access Token');
      }
      const origin = verified.claims['origin_jti'];
      const record = typeof origin === 'string' ? await refreshTokens.findByOrigin(origin) : null;
      const user = await users.findBySub(verified.sub);
      if (!user) throw cognitoErrors.userNotFound();
      // Both checks: the session's own revocation, and GlobalSignOut's cut-off for the user.
      const iat = Number(verified.claims['iat']);
      if (!record || record.revokedAt || iat < Math.floor(user.tokensValidAfter.getTime() / 1000)) {
        throw cognitoErrors.notAuthorized('Access Token has been revoked');
      }
      return user;
    },

    async revoke(refreshToken, clientId) {
      const record = await refreshTokens.findByHash(hashToken(refreshToken));
      // RFC 7009: revoking an unknown token is not an error; another client's token is.
      if (!record) return;
      if (record.clientId !== clientId) throw cognitoErrors.notAuthorized('Invalid token');
      await refreshTokens.revokeOrigin(record.originJti, new Date(clock.now()));
    },

    async revokeAll(sub, tx = db) {
      const now = new Date(clock.now());
      await tx.transaction(async (t) => {
        await refreshTokenRepository(t).revokeAllForUser(sub, now);
        await userRepository(t).setTokensValidAfter(sub, now);
      });
    },
  };
}
