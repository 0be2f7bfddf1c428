import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEDIA_ERROR_CODES, STOCK_PHOTO_ERROR_CODES, UPLOAD_KINDS, registeredAssetResponseSchema, stockPhotoIdSchema, uploadKindOf } from '../../contracts';
import { ApiError } from '../../plugins/app/errors';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { mediaService } from '../../plugins/app/media';
import { boundedBody } from '../../plugins/app/storage';
import { customerIdentity } from '../../plugins/app/storage/access';
import { UPLOAD_ERROR_CODES } from '../../plugins/app/storage/uploads';
import { storyboardService } from '../../plugins/app/storyboards/storyboard-service';
import { errorResponses } from '../../schemas/errors';
import { CUSTOMER_BASE as base, callerFor as makeCallerFor, customerParams } from './storyboard-access';

/** File name endings of the image types a stock photo comes as. */
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/**
 * POST /proxy/v1/customers/{customerId}/stock-photos/{photoId}: a picked stock photo
 * becomes the customer's asset (001 §2 Photos panel). The source is told of the download
 * (Unsplash asks for it on every use), its image is copied into the customer's private
 * storage (`private/{identity}/stock/{photoId}.{ext}`) and registered as an upload is,
 * so it is processed (thumbnail) like one. Same access rule as the storyboard calls.
 */
export const stockPhotoPickRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = mediaService({ db: app.db, storage: app.storage, jobs: app.jobs, importers: app.storyboardImporters });
  const callerFor = makeCallerFor(app, storyboardService({ db: app.db, gateway: app.payments, jobs: app.jobs }));

  app.post(
    `${base}/stock-photos/:photoId`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['stock-photos'],
        summary: "Pick a stock photo: copied into the customer's private storage and registered as their asset",
        params: customerParams.extend({ photoId: stockPhotoIdSchema }),
        response: { 200: registeredAssetResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 502) },
      },
    },
    async (request) => {
      const { customerId, photoId } = request.params;
      const caller = { customer: await callerFor(request, customerId), sub: identityOf(request).sub };
      const identity = await customerIdentity(app.db, caller, customerId);
      if (identity === null) throw new ApiError(409, UPLOAD_ERROR_CODES.CUSTOMER_HAS_NO_USER, 'This customer has no user to own the photo');
      const { body, contentType } = await app.stockPhotos.download(photoId);
      const extension = EXTENSIONS[contentType];
      if (!extension || uploadKindOf(contentType) !== 'Image') {
        if ('destroy' in body) body.destroy();
        throw new ApiError(502, STOCK_PHOTO_ERROR_CODES.STOCK_PHOTO_SERVICE_FAILED, `The stock photo service sent ${contentType}, not an image`);
      }
      const key = `private/${identity}/stock/${photoId}.${extension}`;
      // An image upload's limit holds here too; past it nothing is stored.
      const tooLarge = () => new ApiError(413, MEDIA_ERROR_CODES.UPLOAD_TOO_LARGE, `The photo is larger than ${UPLOAD_KINDS.Image.maxBytes} bytes`);
      await app.storage.put(key, Buffer.isBuffer(body) ? body : boundedBody(body, UPLOAD_KINDS.Image.maxBytes, { tooLarge }), contentType);
      return { result: await media.register(caller, customerId, { key, bucket: app.storage.bucket }) };
    },
  );
};
