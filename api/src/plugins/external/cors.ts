import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_REAUTH_HEADER } from '../../contracts';

/**
 * Headers the portal sends: bearer and id tokens, idempotency keys for billing writes,
 * the re-authentication proof of admin actions, and the ones aws-amplify adds when it
 * calls the Cognito-protocol endpoint.
 */
export const CORS_ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'id-token',
  'idempotency-key',
  ADMIN_REAUTH_HEADER,
  'x-amz-target',
  'x-amz-user-agent',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
  'cache-control',
] as const;

export interface CorsPluginOptions {
  origins: readonly string[];
}

/**
 * Only the portal's own origins. Credentials stay off: the portal authenticates with
 * bearer tokens, never cookies, so no browser ever needs to send ambient credentials here.
 */
export const corsPlugin = fp<CorsPluginOptions>(
  async function corsConfig(app: FastifyInstance, opts: CorsPluginOptions): Promise<void> {
    await app.register(cors, {
      origin: [...opts.origins],
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: [...CORS_ALLOWED_HEADERS],
      // exposedHeaders left unset: the portal reads bodies only, so no header is exposed.
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
