import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COGNITO_ENDPOINT_PATH } from '../../plugins/app/identity';
import { errorResponses } from '../../schemas/errors';
import { protocolRoutes } from './protocol';

const jwkSchema = z.object({
  kty: z.literal('RSA'),
  kid: z.string(),
  alg: z.literal('RS256'),
  use: z.literal('sig'),
  n: z.string(),
  e: z.string(),
});

/**
 * The local user pool's endpoints: the protocol endpoint at /cognito (what
 * `userPoolEndpoint` points at) and the JWKS at /<poolId>/.well-known/jwks.json, the
 * same path relative to the issuer as a real pool's. In aws mode the real pool serves
 * both, so nothing is registered.
 */
export const cognitoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, local } = app.identityPool;
  if (!local) return;

  app.get(
    `/${config.poolId}/.well-known/jwks.json`,
    {
      schema: {
        tags: ['identity'],
        summary: 'Public keys the pool signs tokens with (JWKS)',
        response: { 200: z.object({ keys: z.array(jwkSchema) }), ...errorResponses(500) },
      },
    },
    async (_request, reply) => {
      // Short cache: verifiers re-fetch on an unknown kid anyway, so rotation is picked up.
      void reply.header('cache-control', 'public, max-age=300');
      return { keys: local.jwks().keys.map((k) => jwkSchema.parse(k)) };
    },
  );

  await app.register(protocolRoutes(local), { prefix: COGNITO_ENDPOINT_PATH });
};
