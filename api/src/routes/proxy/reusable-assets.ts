import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReusableAssetSchema, reusableAssetResponseSchema, updateReusableAssetSchema } from '../../contracts';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { reusableAssetService } from '../../plugins/app/reusable-assets/reusable-asset-service';
import { storyboardService } from '../../plugins/app/storyboards/storyboard-service';
import { errorResponses } from '../../schemas/errors';
import { CUSTOMER_BASE as base, callerFor as makeCallerFor, customerParams, done, pathId } from './storyboard-access';

const assetParams = customerParams.extend({ id: pathId });

/**
 * The reusable asset calls of 001 §7 under /proxy/v1/customers/{customerId}: create, fetch,
 * update and delete. Same access rule as the storyboard calls (ADR 017): the caller's own
 * customer id, or any for an admin; another customer's asset under that id is 404.
 */
export const reusableAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reusableAssetService(app.db);
  const callerFor = makeCallerFor(app, storyboardService({ db: app.db, gateway: app.payments, jobs: app.jobs }));
  const tags = ['reusable-assets'];

  app.post(
    `${base}/reusable-assets`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Keep an asset to reuse (name 'Asset Title', description 'Asset Description', tags Sports and Social unless given)",
        description: "assetId starts with public/, protected/ or the path customer's own private/{identity}/ (another's private key: 403 FOREIGN_PRIVATE_ASSET).",
        params: customerParams,
        body: createReusableAssetSchema,
        response: { 200: reusableAssetResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      const customer = await callerFor(request, customerId);
      return { result: await service.create({ customer, sub: identityOf(request).sub }, customerId, request.body) };
    },
  );

  app.get(
    `${base}/reusable-assets/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One reusable asset (id and reusableAssetId are the same value)',
        params: assetParams,
        response: { 200: reusableAssetResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId, id } = request.params;
      await callerFor(request, customerId);
      return { result: await service.get(customerId, id) };
    },
  );

  app.put(
    `${base}/reusable-assets/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Change the name (<= 100), description (<= 280) or tags of a reusable asset; answers it',
        params: assetParams,
        body: updateReusableAssetSchema,
        response: { 200: reusableAssetResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId, id } = request.params;
      await callerFor(request, customerId);
      return { result: await service.update(customerId, id, request.body) };
    },
  );

  app.delete(
    `${base}/reusable-assets/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a reusable asset (the portal asks to type delete first); a second delete is 404',
        params: assetParams,
        response: { 200: done, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId, id } = request.params;
      await callerFor(request, customerId);
      await service.remove(customerId, id);
      return { result: { ok: true as const } };
    },
  );
};
