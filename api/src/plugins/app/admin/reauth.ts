import type { FastifyRequest } from 'fastify';
import { ADMIN_ERROR_CODES, ADMIN_REAUTH_HEADER, ADMIN_REAUTH_MAX_AGE_S, ADMIN_REAUTH_MESSAGES } from '../../../contracts';
import { ApiError } from '../errors';
import { bearerToken, identityOf } from '../identity';
import { epochSeconds, type Clock } from '../identity/clock';
import { TokenVerificationError, type TokenVerifier } from '../identity/tokens/token-verifier';

/** Tolerated clock difference with the issuer, as the token verifier allows. */
const LEEWAY_S = 5;

const refused = (message: string): ApiError => ApiError.unauthorized(message, ADMIN_ERROR_CODES.REAUTH_REQUIRED);

/**
 * The fresh re-authentication an admin action needs (docs/adr/031): header
 * `x-reauth-token` holds an id token the identity service issued when the admin entered
 * their e-mail and password again in the confirmation modal. It is verified like any token
 * (signature, issuer, client, expiry, a sign-in still live) by the verifier the authenticate
 * hook uses, must be the caller's own (`sub`), and its `auth_time` (the password check)
 * within ADMIN_REAUTH_MAX_AGE_S. The caller's role was checked by requireAdmin before.
 * 401 REAUTH_REQUIRED otherwise.
 */
export async function assertFreshReauth(deps: { verifier: TokenVerifier; clock: Clock }, request: FastifyRequest): Promise<void> {
  const caller = identityOf(request);
  const header = request.headers[ADMIN_REAUTH_HEADER];
  const token = bearerToken(typeof header === 'string' ? header : undefined);
  if (!token) throw refused(ADMIN_REAUTH_MESSAGES.missing);
  let sub: string;
  let authTime: unknown;
  try {
    const verified = await deps.verifier.verify(token);
    sub = verified.sub;
    authTime = verified.claims['auth_time'];
  } catch (err) {
    if (err instanceof TokenVerificationError) throw refused(ADMIN_REAUTH_MESSAGES.invalid);
    throw err;
  }
  if (sub !== caller.sub) throw refused(ADMIN_REAUTH_MESSAGES.otherUser);
  const now = epochSeconds(deps.clock);
  if (typeof authTime !== 'number' || authTime > now + LEEWAY_S || now - authTime > ADMIN_REAUTH_MAX_AGE_S) {
    throw refused(ADMIN_REAUTH_MESSAGES.stale);
  }
}
