import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stockPhotoIdSchema, stockPhotoSearchQuerySchema, stockPhotoSearchResponseSchema } from '../../contracts';
import { localStockLibrary, stockPhotoNotFound } from '../../plugins/app/stock-photos';
import { errorResponses } from '../../schemas/errors';

/**
 * GET /stock-photos: the storymaker's Photos panel (001 §2, §7), 20 a page in the stock
 * photo service's shape, from the configured source. GET /stock-photos/{id}/download is the
 * local library's download_location (Unsplash's are its own).
 */
export const stockPhotoRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  app.get(
    '/stock-photos',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['stock-photos'],
        summary: 'Stock photos for a query, 20 a page (results, total, total_pages)',
        querystring: stockPhotoSearchQuerySchema,
        response: { 200: stockPhotoSearchResponseSchema, ...errorResponses(400, 401, 502) },
      },
    },
    async (request) => app.stockPhotos.search(request.query),
  );

  const library = new Map(localStockLibrary().map((p) => [p.id, p]));
  app.get(
    '/stock-photos/:id/download',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['stock-photos'],
        summary: "A local library photo's download location: the URL of its full-size image",
        params: z.object({ id: stockPhotoIdSchema }),
        response: { 200: z.object({ url: z.string() }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const photo = library.get(request.params.id);
      if (!photo) throw stockPhotoNotFound();
      return { url: `${opts.publicUrl}/storage/${photo.images.regular.key}` };
    },
  );
};
