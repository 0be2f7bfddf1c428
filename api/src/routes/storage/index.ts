import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ASSET_STORAGE_PREFIXES, IMAGE_WIDTH_PARAM, IMAGE_WIDTHS, PUBLIC_STORAGE_PATH, type ImageWidth } from '../../contracts';
import { ApiError } from '../../plugins/app/errors';
import { MediaToolError, SIZED_IMAGE_TYPES, SizedImages } from '../../plugins/app/media';
import { keyFromPath, objectResponses, serveObject, STORAGE_ERROR_CODES, wildcardParams } from './serve';
import { signedStorageRoutes } from './signed';

export { STORAGE_ERROR_CODES } from './serve';

const widthValues = IMAGE_WIDTHS.map(String) as [string, ...string[]];

/** `?width=`: one of IMAGE_WIDTHS, or none for the object itself. */
const imageQuery = z.object({
  [IMAGE_WIDTH_PARAM]: z
    .enum(widthValues)
    .transform((w) => Number(w) as ImageWidth)
    .optional()
    .describe(`A smaller copy of an image: a WebP at most this many pixels wide (${IMAGE_WIDTHS.join(' or ')})`),
});

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
 * `?width=` serves an image's smaller copy, under the image's own cache lifetime (a copy
 * of a content-hashed image never changes either).
 */
export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  const sized = new SizedImages(app.storage);

  /**
   * The key to serve for `?width=`: the image's smaller copy (made now when it has none from
   * its current bytes), or the image itself when ffmpeg cannot read it (logged; the browser
   * still gets a picture). 404 when there is no object, 400 when it is no image.
   */
  async function sizedKey(key: string, width: ImageWidth, log: FastifyBaseLogger): Promise<string> {
    const source = await app.storage.stat(key);
    if (!source) return key;
    if (!SIZED_IMAGE_TYPES.includes(source.contentType)) {
      throw new ApiError(400, STORAGE_ERROR_CODES.NOT_AN_IMAGE, `Only PNG, JPEG and WebP images have smaller copies; this object is ${source.contentType}`);
    }
    try {
      return (await sized.copyOf(source, width))?.key ?? key;
    } catch (err) {
      if (!(err instanceof MediaToolError)) throw err;
      log.warn({ err, key, width }, 'no smaller copy of the image: serving it whole');
      return key;
    }
  }

  app.get(
    `${PUBLIC_STORAGE_PATH}/*`,
    {
      schema: {
        tags: ['storage'],
        summary: 'A public object (images of the demo data, default shot images)',
        description:
          'The object under `public/<path>`, with its stored Content-Type, an ETag and Last-Modified (conditional requests answer 304) ' +
          'and a long Cache-Control; a Range of bytes answers 206. With `?width=`, an image\'s smaller copy (WebP, made once and kept; docs/adr/052) instead. ' +
          '400 INVALID_STORAGE_KEY for a path that is not a valid key, NOT_AN_IMAGE for a width of an object that is no PNG, JPEG or WebP image; 404 OBJECT_NOT_FOUND when there is none.',
        params: wildcardParams,
        querystring: imageQuery,
        response: objectResponses,
      },
    },
    async (request, reply) => {
      const key = keyFromPath(ASSET_STORAGE_PREFIXES.PUBLIC, request.params['*']);
      const width = request.query[IMAGE_WIDTH_PARAM];
      return serveObject(app.storage, request, reply, width ? await sizedKey(key, width, request.log) : key, cacheControlFor(key));
    },
  );

  await app.register(signedStorageRoutes);
};
