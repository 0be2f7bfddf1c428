import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ASSET_DOWNLOAD_LIMITS, FEATURES, assetDownloadRequestSchema, assetDownloadResponseSchema } from '../../contracts';
import { assetDownloadService } from '../../plugins/app/asset-downloads';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { storyboardService } from '../../plugins/app/storyboards/storyboard-service';
import { errorResponses } from '../../schemas/errors';
import { CUSTOMER_BASE as base, callerFor as makeCallerFor, customerParams, pathId } from './storyboard-access';

const downloadParams = customerParams.extend({ downloadId: pathId });

/**
 * Asset downloads of the videos library (001 §2 "Download", §7 "packed request for selected
 * assets; zip named asset.zip"; docs/adr/028) under /proxy/v1/customers/{customerId}: ask
 * for a zip of selected assets, then poll it every 2.5 s until Ready (with a signed URL of
 * asset.zip) or Failed. Same rules as the library's calls: the videos entitlement (ADR 010),
 * the caller's own customer id or any for an admin (ADR 017).
 */
export const assetDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = assetDownloadService({ db: app.db, jobs: app.jobs, storageUrls: app.storageUrls, now: () => app.clock.now() });
  const callerFor = makeCallerFor(app, storyboardService({ db: app.db, gateway: app.payments, jobs: app.jobs }));
  const tags = ['library'];
  const entitled = { onRequest: app.authenticate, preHandler: app.requireFeature(FEATURES.viewVideoAssets) };

  app.post(
    `${base}/library-assets/downloads`,
    {
      ...entitled,
      schema: {
        tags,
        summary: `Packs up to ${ASSET_DOWNLOAD_LIMITS.MAX_ASSETS} library assets (and their subtitle files) into asset.zip in the job queue; poll downloads/{id} every 2.5 s`,
        description:
          "Entries are named by 001 §7's rule (date, project code, e-mail, titles, shot number, name and type, spaces as underscores), repeats made unique with _2, _3. " +
          "404 LIBRARY_ASSET_NOT_FOUND for an asset not in any library, 403 FOREIGN_LIBRARY_ASSET for another customer's; 409 CUSTOMER_HAS_NO_USER. " +
          'A missing subtitle file only adds a warning; a missing asset file fails the download. Zips are kept 24 hours.',
        params: customerParams,
        body: assetDownloadRequestSchema,
        response: { 200: assetDownloadResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      const customer = await callerFor(request, customerId);
      return { result: await service.request({ customer, sub: identityOf(request).sub }, customerId, request.body.assetIds) };
    },
  );

  app.get(
    `${base}/library-assets/downloads/:downloadId`,
    {
      ...entitled,
      schema: {
        tags,
        summary: 'An asset download: Pending, Packing, Ready (with a signed URL of asset.zip and any warnings) or Failed (with why)',
        description: '404 ASSET_DOWNLOAD_NOT_FOUND for an unknown download, another customer\'s, or one past its 24 hours.',
        params: downloadParams,
        response: { 200: assetDownloadResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId, downloadId } = request.params;
      await callerFor(request, customerId);
      return { result: await service.get(customerId, downloadId) };
    },
  );
};
