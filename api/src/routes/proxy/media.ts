import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createStoryboardFromUploadSchema,
  importAssetSchema,
  mediaAssetResponseSchema,
  registerAssetSchema,
  registeredAssetResponseSchema,
  scriptCreationRequestResponseSchema,
  scriptCreationStartedResponseSchema,
} from '../../contracts';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import type { AppConfig } from '../../config';
import { mediaService, urlImportService } from '../../plugins/app/media';
import { storyboardService } from '../../plugins/app/storyboards/storyboard-service';
import { errorResponses } from '../../schemas/errors';
import { CUSTOMER_BASE as base, callerFor as makeCallerFor, customerParams, pathId } from './storyboard-access';

const assetParams = customerParams.extend({ assetId: z.string().min(1).max(1024) });
const requestParams = customerParams.extend({ requestId: pathId });

/**
 * Registered media and storyboards from an upload (001 §4 "Adding a script from an upload",
 * §7) under /proxy/v1/customers/{customerId}: register an uploaded file, or an image fetched
 * from a web address (001 §2), and read how its processing goes; make a storyboard from an uploaded video or storyboard document and poll
 * the request. Same access rule as the storyboard calls (ADR 017): the caller's own customer
 * id, or any for an admin; a private key must be the path customer's own.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ config: Pick<AppConfig, 'urlImportAllowPrivate'> }> = async (app, { config }) => {
  const deps = { db: app.db, storage: app.storage, jobs: app.jobs, importers: app.storyboardImporters };
  const service = mediaService(deps);
  const imports = urlImportService({ ...deps, clock: app.clock, allowPrivate: config.urlImportAllowPrivate });
  const callerFor = makeCallerFor(app, storyboardService({ db: app.db, gateway: app.payments, jobs: app.jobs }));
  const tags = ['media'];

  app.post(
    `${base}/assets`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Register an uploaded file (its storage location); processing (probe, thumbnail, HLS for videos) runs in the background',
        description:
          'Answers the asset id (the key) and the media type its content type declares; GET .../assets/{assetId} shows processing, which corrects the type after probing. ' +
          '409 OBJECT_NOT_UPLOADED when nothing is stored there, 403 FOREIGN_PRIVATE_ASSET for another identity\'s private key, 400 UPLOAD_TYPE_NOT_ALLOWED, 413 UPLOAD_TOO_LARGE.',
        params: customerParams,
        body: registerAssetSchema,
        response: { 200: registeredAssetResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      const customer = await callerFor(request, customerId);
      return { result: await service.register({ customer, sub: identityOf(request).sub }, customerId, request.body) };
    },
  );

  app.post(
    `${base}/assets/imports`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Add an image from a web address: the api fetches it into the customer's uploads and registers it as POST .../assets does",
        description:
          'http and https only, no user name or password; at most 3 redirects (each checked again) and 15 s in all; hosts on loopback, private or link-local ' +
          'addresses only when URL_IMPORT_ALLOW_PRIVATE=true. 400 URL_NOT_ALLOWED for an address it will not fetch, 422 URL_NOT_REACHABLE (no answer, an HTTP error, ' +
          'too many redirects, too slow), 422 URL_NOT_AN_IMAGE (not a JPEG, PNG, WebP or GIF), 413 UPLOAD_TOO_LARGE past the image limit (nothing is stored), ' +
          '409 CUSTOMER_HAS_NO_USER.',
        params: customerParams,
        body: importAssetSchema,
        response: { 200: registeredAssetResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      const customer = await callerFor(request, customerId);
      return { result: await imports.importImage({ customer, sub: identityOf(request).sub }, customerId, request.body) };
    },
  );

  app.get(
    `${base}/assets/:assetId`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A registered asset (the key, URL-encoded): status Processing, Ready or Failed, its length, size, thumbnail and HLS playlist',
        params: assetParams,
        response: { 200: mediaAssetResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId, assetId } = request.params;
      await callerFor(request, customerId);
      return { result: await service.get(customerId, assetId) };
    },
  );

  app.post(
    `${base}/storyboards`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A storyboard from an uploaded video (one shot per scene), storyboard document or editing project; poll script-creation-requests/{requestId} every 2.5 s',
        description:
          'The storyboard is Submitted while the job runs, then ReadyToPublish in the Dev project. docs/storyboard-document.md describes the document; ' +
          'an editing project (output.tar.gz or a .kdenlive file) gives its timeline\'s shots (docs/adr/030 "Importing").',
        params: customerParams,
        body: createStoryboardFromUploadSchema,
        response: { 200: scriptCreationStartedResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      const customer = await callerFor(request, customerId);
      return { result: { requestId: await service.createStoryboard({ customer, sub: identityOf(request).sub }, customerId, request.body) } };
    },
  );

  app.get(
    `${base}/script-creation-requests/:requestId`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A storyboard-from-upload request: Pending, Processing (step 'Processing storyboard ...' or 'Enriching storyboard ...'), Completed or Failed",
        params: requestParams,
        response: { 200: scriptCreationRequestResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId, requestId } = request.params;
      await callerFor(request, customerId);
      return { result: await service.request(customerId, requestId) };
    },
  );
};
