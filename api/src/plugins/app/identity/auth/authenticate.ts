import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../../db';
import { ApiError } from '../../errors';
import { TokenVerificationError, type JwtClaims, type TokenVerifier } from '../tokens/token-verifier';

/** The caller behind a verified id token, set on `request.identity` by `app.authenticate`. */
export interface Identity {
  readonly sub: string;
  readonly email: string;
  /** `cognito:username` (the pool's UUID username). */
  readonly username: string;
  readonly claims: JwtClaims;
}

/** A route hook (routes use it as `onRequest`, so an unauthenticated request is refused before its body is parsed or validated); rejects by throwing ApiError, which the central error handler renders. */
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The token of `Authorization: Bearer <id token>`. A bare token is accepted too, because
 * the original portal sent the id token without the scheme (000 §7 says only "an
 * authorization header with the session's identity token").
 */
export function bearerToken(header: string | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  if (match?.[1]) return match[1];
  return /\s/.test(value) ? null : value;
}

/** Verifies the id token and sets `request.identity`; 401 UNAUTHORIZED otherwise. */
export function createAuthenticate(verifier: TokenVerifier): AuthHook {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw ApiError.unauthorized('Missing bearer token');
    try {
      const { sub, claims } = await verifier.verify(token);
      const email = typeof claims['email'] === 'string' ? claims['email'] : '';
      const username = typeof claims['cognito:username'] === 'string' ? claims['cognito:username'] : sub;
      request.identity = { sub, email, username, claims };
    } catch (err) {
      if (err instanceof TokenVerificationError) throw ApiError.unauthorized(err.message);
      throw err;
    }
  };
}

/**
 * Authenticates if needed, then requires `customers.role = 'admin'`. The role lives in
 * the product backend, not in the token, so demoting an admin takes effect at once.
 */
export function createRequireAdmin(db: Db, authenticate: AuthHook): AuthHook {
  return async (request, reply) => {
    if (!request.identity) await authenticate(request, reply);
    const email = request.identity?.email.toLowerCase() ?? '';
    const { rows } = await db.query<{ role: string }>('select role from customers where email = $1', [email]);
    if (rows[0]?.role !== 'admin') throw ApiError.forbidden('Admin role required');
  };
}

/** `request.identity` in a handler behind `app.authenticate`; 401 if the hook was forgotten. */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw ApiError.unauthorized('Not authenticated');
  return request.identity;
}
