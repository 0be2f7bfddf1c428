import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ASSET_STORAGE_PREFIXES, PUBLIC_STORAGE_PATH } from '../../contracts';
import { keyFromPath, objectResponses, serveObject, wildcardParams } from './serve';
import { signedStorageRoutes } from './signed';

export { STORAGE_ERROR_CODES } from './serve';

/**
 * Cache lifetimes. A key whose file name carries a content hash (`name-<16+ hex>.ext`,
 * as the seed's images do) never changes: a year, immutable. Any other key may be
 * replaced in place (the default shot images are redrawn when their drawing changes): a
 * week, then the browser revalidates with the ETag.
 */
export const PUBLIC_CACHE_CONTROL = {
  HASHED: 'public, max-age=31536000, immutable',
  DEFAULT: 'public, max-age=604800',
} as const;

const HASHED_NAME = /-[0-9a-f]{16,}\.[A-Za-z0-9]+$/;

export function cacheControlFor(key: string): string {
  return HASHED_NAME.test(key) ? PUBLIC_CACHE_CONTROL.HASHED : PUBLIC_CACHE_CONTROL.DEFAULT;
}

/**
 * Public objects, for anyone (an <img> carries no token): only keys under `public/`;
 * protected and private objects are read through signed URLs (signed.ts), never here.
 * The bytes stream from the store; the ETag and Last-Modified let browsers revalidate.
 */
export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${PUBLIC_STORAGE_PATH}/*`,
    {
      schema: {
        tags: ['storage'],
        summary: 'A public object (images of the demo data, default shot images)',
        description:
          'The object under `public/<path>`, with its stored Content-Type, an ETag and Last-Modified (conditional requests answer 304) ' +
          'and a long Cache-Control; a Range of bytes answers 206. 400 INVALID_STORAGE_KEY for a path that is not a valid key; 404 OBJECT_NOT_FOUND when there is none.',
        params: wildcardParams,
        response: objectResponses,
      },
    },
    async (request, reply) => {
      const key = keyFromPath(ASSET_STORAGE_PREFIXES.PUBLIC, request.params['*']);
      return serveObject(app.storage, request, reply, key, cacheControlFor(key));
    },
  );

  await app.register(signedStorageRoutes);
};
