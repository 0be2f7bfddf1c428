import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEATURES, unseenAssetsResponseSchema } from '../../contracts';
import { libraryService } from '../../plugins/app/library';
import { storyboardService } from '../../plugins/app/storyboards/storyboard-service';
import { errorResponses } from '../../schemas/errors';
import { CUSTOMER_BASE as base, callerFor as makeCallerFor, customerParams, done } from './storyboard-access';

const assetParams = customerParams.extend({ assetId: z.string().min(1).max(1024) });

/**
 * The videos library's own calls under /proxy/v1/customers/{customerId} (001 §2 Videos
 * page; searching is GET /search/assets): the nav badge's unseen count, marking every
 * asset seen, and deleting one (its stored objects follow in the job queue). They need the
 * videos entitlement (ADR 010); same access rule as the storyboard calls (ADR 017): the
 * caller's own customer id, or any for an admin.
 */
export const libraryAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = libraryService({ db: app.db, jobs: app.jobs });
  const callerFor = makeCallerFor(app, storyboardService({ db: app.db, gateway: app.payments, jobs: app.jobs }));
  const tags = ['library'];
  const entitled = { onRequest: app.authenticate, preHandler: app.requireFeature(FEATURES.viewVideoAssets) };

  app.get(
    `${base}/library-assets/unseen-count`,
    {
      ...entitled,
      schema: {
        tags,
        summary: 'How many library assets arrived since the customer last marked them seen (the Videos nav badge)',
        params: customerParams,
        response: { 200: unseenAssetsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      await callerFor(request, customerId);
      return { result: { count: await service.unseenCount(customerId) } };
    },
  );

  app.post(
    `${base}/library-assets/seen`,
    {
      ...entitled,
      schema: {
        tags,
        summary: "Marks every library asset the customer has now as seen; answers the unseen count after (0 unless one arrived meanwhile)",
        params: customerParams,
        response: { 200: unseenAssetsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      await callerFor(request, customerId);
      return { result: { count: await service.markSeen(customerId) } };
    },
  );

  app.delete(
    `${base}/library-assets/:assetId`,
    {
      ...entitled,
      schema: {
        tags,
        summary: "Deletes a library asset (its key, URL-encoded); its stored objects (file, thumbnail, HLS) are removed right after in the job queue",
        description:
          '404 LIBRARY_ASSET_NOT_FOUND for an unknown asset, 403 FOREIGN_LIBRARY_ASSET for another customer\'s. ' +
          'Objects a storyboard or reusable asset still uses stay.',
        params: assetParams,
        response: { 200: done, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId, assetId } = request.params;
      await callerFor(request, customerId);
      await service.remove(customerId, assetId);
      return { result: { ok: true as const } };
    },
  );
};
