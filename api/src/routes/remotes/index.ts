import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REMOTE_NAMES, REMOTE_STORE_PREFIX, REMOTE_VERSION_PATTERN, remoteFilePathProblem, type RemoteName } from '../../contracts';
import { ApiError } from '../../plugins/app/errors';
import { remoteFileKey } from '../../plugins/app/registry';
import { objectResponses, serveObject, STORAGE_ERROR_CODES } from '../storage/serve';

/** A published file never changes (a version is never replaced). */
export const REMOTE_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The files of the published remotes, from the api's object store (docs/registry.md): the
 * host's page loads them cross-origin, so any origin may (as the remotes' own static
 * servers allow). A name, version or path that is not one of a build is 404, so nothing
 * outside a version's folder can be named.
 */
export const remoteFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${REMOTE_STORE_PREFIX}/:name/:version/*`,
    {
      schema: {
        tags: ['registry'],
        summary: 'A file of a published remote build (mf-manifest.json, its chunks and assets)',
        description: 'Immutable, any origin. 404 OBJECT_NOT_FOUND for anything else.',
        params: z.object({ name: z.string().max(100), version: z.string().max(100), '*': z.string().max(2048) }),
        response: objectResponses,
      },
    },
    async (request, reply) => {
      const { name, version, '*': path } = request.params;
      void reply.header('access-control-allow-origin', '*');
      if (!(REMOTE_NAMES as readonly string[]).includes(name) || !REMOTE_VERSION_PATTERN.test(version) || remoteFilePathProblem(path) !== null) {
        throw new ApiError(404, STORAGE_ERROR_CODES.OBJECT_NOT_FOUND, 'No such object');
      }
      return serveObject(app.storage, request, reply, remoteFileKey(name as RemoteName, version, path), REMOTE_FILE_CACHE_CONTROL);
    },
  );
};
