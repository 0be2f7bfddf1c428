import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { MEDIA_ERROR_CODES, SIGNED_URL_TTL_SECONDS } from '../../contracts';
import { ApiError } from '../../plugins/app/errors';
import {
  ObjectSizeMismatchError,
  SIGNED_PLAYLIST_PATH,
  SIGNED_STORAGE_PATH,
  attachmentDisposition,
  boundedBody,
  readObject,
  type StorageGrant,
} from '../../plugins/app/storage';
import { PLAYLIST_MAX_BYTES, isPlaylistKey, signPlaylist } from '../../plugins/app/storage/playlists';
import { errorResponses } from '../../schemas/errors';
import { STORAGE_ERROR_CODES, keyFromPath, objectResponses, serveObject, wildcardParams } from './serve';

/*
 * The api's signed storage routes (docs/adr/023): the URL's signature is the permission, so
 * they take no token and never touch the database (no connection is held while bytes
 * stream). `PUT /storage/signed/{key}` stores an upload, `GET /storage/signed/{key}`
 * reads an object, `GET /storage/signed-playlist/{key}` reads an HLS playlist with its
 * references signed. The query: `expires` (epoch seconds), `signature`, and for a PUT the
 * `contentType` it must carry and its `maxBytes`.
 */

export const SIGNED_ERROR_CODES = {
  /** The body ended before the bytes it announced, or the client went away: 400, nothing stored. */
  UPLOAD_INCOMPLETE: 'UPLOAD_INCOMPLETE',
  /** A playlist larger than PLAYLIST_MAX_BYTES: 422. */
  PLAYLIST_TOO_LARGE: 'PLAYLIST_TOO_LARGE',
} as const;

const signedQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(128).optional(),
});
const viewQuery = signedQuery.extend({
  download: z.string().min(1).max(255).optional().describe('The file name the browser saves the object under (Content-Disposition: attachment); part of what is signed'),
});
const uploadQuery = signedQuery.extend({
  contentType: z.string().max(255).optional(),
  maxBytes: z.string().max(20).optional(),
});

const SIGNED_DESCRIPTION = 'No token: the URL is the permission (403 SIGNATURE_INVALID when it does not sign this request, 403 SIGNATURE_EXPIRED after its time).';

/** A whole number of the query, or NaN (which no signature covers). */
const count = (text: string | undefined): number => (text !== undefined && /^\d{1,16}$/.test(text) ? Number(text) : Number.NaN);

/** Cache a signed read no longer than its URL lives. */
const privateCacheControl = (expires: number, nowMs: number): string => `private, max-age=${Math.max(0, expires - Math.floor(nowMs / 1000))}`;

/** Request bodies of uploads, kept aside by the content type parser (never as `request.body`, which hooks walk). */
const uploadBodies = new WeakMap<FastifyRequest, Readable>();

export const signedStorageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['storage'];
  const verify = (grant: StorageGrant, signature: string | undefined): void => app.storageUrls.verify(grant, signature);

  app.get(
    `${SIGNED_STORAGE_PATH}/*`,
    {
      schema: {
        tags,
        summary: 'Read an object through a signed URL (POST .../asset-urls gives them)',
        description: `The object under the key, as the public route serves one (ETag, 304, Range and 206), cached privately until the URL expires. ${SIGNED_DESCRIPTION}`,
        params: wildcardParams,
        querystring: viewQuery,
        response: { ...objectResponses, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const key = keyFromPath('', request.params['*']);
      const expires = count(request.query.expires);
      const { download } = request.query;
      verify({ method: 'GET', key, expires, ...(download !== undefined ? { download } : {}) }, request.query.signature);
      if (download !== undefined) reply.header('content-disposition', attachmentDisposition(download));
      return serveObject(app.storage, request, reply, key, privateCacheControl(expires, app.clock.now()));
    },
  );

  app.get(
    `${SIGNED_PLAYLIST_PATH}/*`,
    {
      schema: {
        tags,
        summary: "Read an HLS playlist (.m3u8) through a signed URL, each segment's line rewritten to a signed URL of its own",
        description: `Segments (and nested playlists) outside the playlist's folder are left as written. ${SIGNED_DESCRIPTION}`,
        params: wildcardParams,
        querystring: signedQuery,
        response: { 200: z.string().describe('The playlist (application/vnd.apple.mpegurl)'), ...errorResponses(400, 403, 404, 422, 500) },
      },
    },
    async (request, reply) => {
      const key = keyFromPath('', request.params['*']);
      verify({ method: 'PLAYLIST', key, expires: count(request.query.expires) }, request.query.signature);
      if (!isPlaylistKey(key)) throw new ApiError(400, STORAGE_ERROR_CODES.INVALID_STORAGE_KEY, 'Not a playlist: the key must end in .m3u8');
      const info = await app.storage.stat(key);
      if (info && info.size > PLAYLIST_MAX_BYTES) throw new ApiError(422, SIGNED_ERROR_CODES.PLAYLIST_TOO_LARGE, 'The playlist is too large to serve');
      const text = info ? await readObject(app.storage, key) : null;
      if (text === null) throw new ApiError(404, STORAGE_ERROR_CODES.OBJECT_NOT_FOUND, 'No such object');
      const ttl = SIGNED_URL_TTL_SECONDS.VIEW;
      const signed = await signPlaylist(text.toString('utf8'), key, {
        media: async (segment) => (await app.storageUrls.view(segment, ttl)).url,
        playlist: (nested) => app.storageUrls.playlist(nested, ttl).url,
      });
      return reply.type('application/vnd.apple.mpegurl').header('cache-control', 'private, no-store').send(signed);
    },
  );

  const uploadRoute: FastifyPluginAsyncZod = async (scope) => {
    // Any Content-Type, kept as a stream: the handler streams it to the store.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      uploadBodies.set(request, payload);
      done(null);
    });

    scope.put(
      `${SIGNED_STORAGE_PATH}/*`,
      {
        schema: {
          tags,
          summary: "Upload a file's bytes through an upload ticket's URL (POST .../uploads gives them)",
          description:
            'The body is the file, streamed to the store under the key with the Content-Type the URL was signed for (another type: 403 SIGNATURE_INVALID). ' +
            'More bytes than the URL allows: 413 UPLOAD_TOO_LARGE as soon as they arrive, and nothing is stored. ' +
            `A body cut short: 400 UPLOAD_INCOMPLETE, nothing stored. ${SIGNED_DESCRIPTION}`,
          params: wildcardParams,
          querystring: uploadQuery,
          response: {
            200: z.object({ result: z.object({ key: z.string(), size: z.number().int().nonnegative(), contentType: z.string(), etag: z.string() }) }),
            ...errorResponses(400, 403, 413, 500),
          },
        },
      },
      async (request, reply) => {
        // Refused before the body is read: close the connection rather than read a large body to its end.
        reply.header('connection', 'close');
        const { query } = request;
        const grant = {
          method: 'PUT' as const,
          key: keyFromPath('', request.params['*']),
          expires: count(query.expires),
          contentType: query.contentType ?? '',
          maxBytes: count(query.maxBytes),
        };
        verify(grant, query.signature);
        const sentType = (request.headers['content-type'] ?? '').trim().toLowerCase();
        if (sentType !== grant.contentType) {
          throw new ApiError(403, MEDIA_ERROR_CODES.SIGNATURE_INVALID, `This URL is signed for Content-Type ${grant.contentType}, not ${sentType || '(none)'}`);
        }
        const tooLarge = () => new ApiError(413, MEDIA_ERROR_CODES.UPLOAD_TOO_LARGE, `This upload may have at most ${grant.maxBytes} bytes`);
        const announced = count(request.headers['content-length']);
        if (announced > grant.maxBytes) throw tooLarge();
        const source = uploadBodies.get(request) ?? request.raw;
        const body = boundedBody(source, grant.maxBytes, { keepSource: true, tooLarge });
        let info;
        try {
          info = await app.storage.put(grant.key, body, grant.contentType, Number.isNaN(announced) ? {} : { size: announced });
        } catch (err) {
          if (err instanceof ApiError) throw err;
          // The client went away, or sent fewer bytes than it announced.
          if (err instanceof ObjectSizeMismatchError || source.errored) {
            throw new ApiError(400, SIGNED_ERROR_CODES.UPLOAD_INCOMPLETE, 'The upload ended before all its bytes arrived; nothing was stored', { cause: err });
          }
          throw err;
        }
        reply.removeHeader('connection');
        return reply.header('etag', `"${info.etag}"`).send({ result: { key: info.key, size: info.size, contentType: info.contentType, etag: info.etag } });
      },
    );
  };
  await app.register(uploadRoute);
};
