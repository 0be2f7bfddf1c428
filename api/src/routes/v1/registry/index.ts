import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REGISTRY_BUCKET_PARAM,
  REGISTRY_ERROR_CODES,
  REGISTRY_MESSAGES,
  REGISTRY_PATH,
  registryEntrySchema,
  registrySchema,
  type Registry,
} from '../../../contracts';
import { ApiError } from '../../../plugins/app/errors';
import { errorResponses } from '../../../schemas/errors';

/** A route of one remote under the registry (registryPaths names them for callers). */
export const remoteRoute = (suffix: string): string => `${REGISTRY_PATH}/remotes/:name${suffix}`;

const bucketQuerySchema = z.object({
  [REGISTRY_BUCKET_PARAM]: z.string().min(1).max(200).optional(),
});
const bucketNote =
  `\`${REGISTRY_BUCKET_PARAM}\`: the caller's stable bucket (the user's sub, or a signed-out visitor's stored random id); ` +
  'a remote with a canary serves its canary version to the buckets of its share (canaryShare), the live version to the others; without it, the live version.';

/** Per remote: the file's entry when the operator file lists it, else the store's release for the bucket, else the built-in default. */
async function registryFor(app: FastifyInstance, bucket: string | undefined): Promise<Registry> {
  const file = app.registryFile ? await app.registryFile.get() : null;
  return app.releases.registry(file, await app.defaultRegistry.get(), bucket);
}

/**
 * The run-time remote registry the host loads at start (docs/registry.md), and one
 * remote's entry, which the host reads again on navigation. `no-cache`: browsers may
 * keep it but must revalidate, so a release or rollback is seen on the next read.
 */
export const registryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REGISTRY_PATH,
    {
      schema: {
        tags: ['registry'],
        summary: 'Remote registry: name, manifest URL and version of each remote',
        description: bucketNote,
        querystring: bucketQuerySchema,
        response: { 200: registrySchema, ...errorResponses(400, 500) },
      },
    },
    async (request, reply) => {
      const registry = await registryFor(app, request.query[REGISTRY_BUCKET_PARAM]);
      void reply.header('cache-control', 'no-cache');
      return registry;
    },
  );

  app.get(
    remoteRoute(''),
    {
      schema: {
        tags: ['registry'],
        summary: "One remote's registry entry (as GET /v1/registry would list it for the bucket)",
        description: `${bucketNote} 404 REMOTE_NOT_IN_REGISTRY for a name the registry does not list.`,
        params: z.object({ name: z.string().max(100) }),
        querystring: bucketQuerySchema,
        response: { 200: z.object({ result: registryEntrySchema }), ...errorResponses(400, 404, 500) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const entry = (await registryFor(app, request.query[REGISTRY_BUCKET_PARAM])).remotes.find((r) => r.name === name);
      if (!entry) throw ApiError.notFound(REGISTRY_MESSAGES.remoteNotInRegistry(name), REGISTRY_ERROR_CODES.REMOTE_NOT_IN_REGISTRY);
      void reply.header('cache-control', 'no-cache');
      return { result: entry };
    },
  );
};
