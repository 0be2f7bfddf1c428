import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ASSET_STORAGE_PREFIXES, PUBLIC_STORAGE_PATH } from '../../contracts';
import { ApiError } from '../../plugins/app/errors';
import { storageKeyProblem, type ObjectInfo } from '../../plugins/app/storage';
import { errorResponses } from '../../schemas/errors';

export const STORAGE_ERROR_CODES = {
  INVALID_STORAGE_KEY: 'INVALID_STORAGE_KEY',
  OBJECT_NOT_FOUND: 'OBJECT_NOT_FOUND',
} as const;

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

const quoted = (etag: string): string => `"${etag}"`;

/** RFC 9110 §13.1.2: If-None-Match matches any listed tag, weakly, or `*`. */
function matchesNoneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === quoted(etag));
}

/** True when the client's copy is current: 304. If-Modified-Since counts only without If-None-Match. */
function notModified(headers: Record<string, string | string[] | undefined>, info: ObjectInfo): boolean {
  const noneMatch = headers['if-none-match'];
  if (typeof noneMatch === 'string') return matchesNoneMatch(noneMatch, info.etag);
  const since = headers['if-modified-since'];
  if (typeof since !== 'string') return false;
  const date = Date.parse(since);
  // HTTP dates have whole seconds.
  return !Number.isNaN(date) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= date;
}

/**
 * Public objects, for anyone (an <img> carries no token): only keys under `public/`;
 * protected and private objects are read through signed URLs (issue 13), never here.
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
          'and a long Cache-Control. 400 INVALID_STORAGE_KEY for a path that is not a valid key; 404 OBJECT_NOT_FOUND when there is none.',
        params: z.object({ '*': z.string().max(2048) }),
        response: { 200: z.any().describe('The object\'s bytes'), 304: z.null().describe('Not modified'), ...errorResponses(400, 404, 500) },
      },
    },
    async (request, reply) => {
      const key = `${ASSET_STORAGE_PREFIXES.PUBLIC}${request.params['*']}`;
      const problem = storageKeyProblem(key);
      if (problem !== null) throw new ApiError(400, STORAGE_ERROR_CODES.INVALID_STORAGE_KEY, `Invalid storage key: ${problem}`);
      const notFound = new ApiError(404, STORAGE_ERROR_CODES.OBJECT_NOT_FOUND, 'No such object');
      const info = await app.storage.stat(key);
      if (!info) throw notFound;
      const headers = {
        etag: quoted(info.etag),
        'last-modified': info.lastModified.toUTCString(),
        'cache-control': cacheControlFor(key),
      };
      if (notModified(request.headers, info)) return reply.code(304).headers(headers).send();
      const object = await app.storage.get(key);
      if (!object) throw notFound;
      return reply
        .headers({ ...headers, etag: quoted(object.etag), 'last-modified': object.lastModified.toUTCString() })
        .type(object.contentType)
        .header('content-length', object.size)
        .send(object.body);
    },
  );
};
