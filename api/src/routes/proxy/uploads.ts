import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assetUrlsRequestSchema, assetUrlsResponseSchema, createUploadSchema, uploadTicketResponseSchema } from '../../contracts';
import { ApiError } from '../../plugins/app/errors';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { customerIdentity, requireOwnKey } from '../../plugins/app/storage/access';
import { UPLOAD_ERROR_CODES, allowedUpload, uploadTicket } from '../../plugins/app/storage/uploads';
import { assetUrlsFor } from '../../plugins/app/storage/view-urls';
import { storyboardService } from '../../plugins/app/storyboards/storyboard-service';
import { errorResponses } from '../../schemas/errors';
import { CUSTOMER_BASE as base, callerFor as makeCallerFor, customerParams } from './storyboard-access';

/**
 * Uploads and viewing media under /proxy/v1/customers/{customerId} (001 §4, §7; docs/adr/023):
 * an upload ticket (a key under the customer's private/{identity}/uploads/ and a signed
 * PUT), and signed URLs to view assets the customer may read. The caller's own customer id,
 * or any for an admin (ADR 017); an admin's ticket puts the file under that customer's
 * identity.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const callerFor = makeCallerFor(app, storyboardService({ db: app.db, gateway: app.payments, jobs: app.jobs }));
  const tags = ['uploads'];

  app.post(
    `${base}/uploads`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A ticket to upload one file: its key and a signed PUT URL (with the headers the PUT must carry)',
        description:
          'Videos, images, audio, storyboard documents and editing projects within UPLOAD_KINDS (README "Uploads"): another type 400 UPLOAD_TYPE_NOT_ALLOWED, a larger file 413 UPLOAD_TOO_LARGE. ' +
          'The PUT must send the file with exactly the Content-Type of `headers`, before `expiresAt`; then register it with POST .../assets {key, bucket}.',
        params: customerParams,
        body: createUploadSchema,
        response: { 200: uploadTicketResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      const customer = await callerFor(request, customerId);
      // The type and size first: a refused file costs no lookup.
      const { contentType } = allowedUpload(request.body.contentType, request.body.size);
      const identity = await customerIdentity(app.db, { customer, sub: identityOf(request).sub }, customerId);
      if (identity === null) throw new ApiError(409, UPLOAD_ERROR_CODES.CUSTOMER_HAS_NO_USER, 'This customer has no user to own uploads');
      const file = { ...request.body, contentType };
      return { result: await uploadTicket(app.storage, app.storageUrls, identity, file, new Date(app.clock.now())) };
    },
  );

  app.post(
    `${base}/asset-urls`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'URLs to view up to 50 assets (with their thumbnail and HLS stream when processing made them)',
        description:
          "public/ keys answer their public URL; protected/ and the customer's own private/{identity}/ keys a signed URL until expiresAt. " +
          "Another identity's private key: 403 FOREIGN_PRIVATE_ASSET (nothing is answered).",
        params: customerParams,
        body: assetUrlsRequestSchema,
        response: { 200: assetUrlsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      const customer = await callerFor(request, customerId);
      const { assetIds } = request.body;
      const identity = await customerIdentity(app.db, { customer, sub: identityOf(request).sub }, customerId);
      for (const key of assetIds) requireOwnKey(key, identity);
      return { result: await assetUrlsFor(app.db, app.storageUrls, publicUrl, assetIds) };
    },
  );
};
