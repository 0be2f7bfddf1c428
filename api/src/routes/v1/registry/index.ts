import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REGISTRY_PATH, registrySchema } from '../../../contracts';
import { errorResponses } from '../../../schemas/errors';

/**
 * The run-time remote registry the host loads at start (docs/registry.md).
 * `no-cache`: browsers may keep it but must revalidate, so a move or rollback of a
 * remote is seen on the next page load.
 */
export const registryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REGISTRY_PATH,
    {
      schema: {
        tags: ['registry'],
        summary: 'Remote registry: name, manifest URL and version of each remote',
        response: { 200: registrySchema, ...errorResponses(500) },
      },
    },
    async (_request, reply) => {
      const registry = await app.registry.get();
      void reply.header('cache-control', 'no-cache');
      return registry;
    },
  );
};
