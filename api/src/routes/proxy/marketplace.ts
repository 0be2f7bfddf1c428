import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cloneStoryboardSchema,
  copyRequestStatusSchema,
  idResultSchema,
  listingResponseSchema,
  listingsResponseSchema,
  listStoryboardSchema,
} from '../../contracts';
import { storyboardService } from '../../plugins/app/storyboards/storyboard-service';
import { errorResponses } from '../../schemas/errors';
import { CUSTOMER_BASE as base, callerFor as makeCallerFor, customerParams, done, listingParams, pathId, storyboardParams } from './storyboard-access';

/**
 * The marketplace and copy calls of 001 §7 under /proxy/v1/customers/{customerId}: move to
 * marketplace, the listings, unlist, clone, add a listing to the account, and the two
 * request polls. Same access rule as the storyboard calls (ADR 017).
 */
export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = storyboardService({ db: app.db, gateway: app.payments, jobs: app.jobs });
  const callerFor = makeCallerFor(app, service);
  const tags = ['storyboards'];

  app.post(
    `${base}/storyboards/:id/list`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Move to marketplace: a Live, Published storyboard with a sector tag (MARKETPLACE_REQUIRED_TAGS)',
        description: 'For admins and customers whose plan includes customiseStoryboard. Answers the listing id.',
        params: storyboardParams,
        body: listStoryboardSchema,
        response: { 200: idResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customerId, id } = request.params;
      const caller = await callerFor(request, customerId);
      const listingId = await service.moveToMarketplace(caller, customerId, id, request.body.author, request.body.description);
      return { result: { id: listingId } };
    },
  );

  app.post(
    `${base}/storyboards/:id/clone`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Clone a Published storyboard (title defaults to "<title> (copy)" in the portal); poll clone-requests/{id}',
        description: "`targetUserId` (another customer's id) is for admins. The copy is a Draft in the target's Dev project.",
        params: storyboardParams,
        body: cloneStoryboardSchema,
        response: { 200: idResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customerId, id } = request.params;
      const caller = await callerFor(request, customerId);
      return { result: { id: await service.clone(caller, customerId, id, request.body.title, request.body.targetUserId) } };
    },
  );

  /** GET .../clone-requests/{id} and .../listing-copy-requests/{id}: Pending, Completed or Failed. */
  const copyStatus = (rest: string, kind: 'clone' | 'listing-copy'): void => {
    app.get(
      `${base}/${rest}/:requestId`,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: `A ${kind} request: Pending, Completed (scriptId of the copy) or Failed (error); polled every 2500 ms`,
          params: customerParams.extend({ requestId: pathId }),
          response: { 200: copyRequestStatusSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { customerId, requestId } = request.params;
        await callerFor(request, customerId);
        const found = await service.copyRequest(customerId, requestId, kind);
        return { result: { id: found.id, status: found.status, error: found.error, scriptId: found.resultStoryboardId } };
      },
    );
  };
  copyStatus('clone-requests', 'clone');
  copyStatus('listing-copy-requests', 'listing-copy');

  app.post(
    `${base}/listings/:listingId/copy-script`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Add a marketplace storyboard to the account (customiseStoryboard); poll listing-copy-requests/{id}',
        params: listingParams,
        response: { 200: idResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId, listingId } = request.params;
      const caller = await callerFor(request, customerId);
      return { result: { id: await service.copyListing(caller, customerId, listingId) } };
    },
  );

  app.get(
    `${base}/listings`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The marketplace: every listing, newest first (100)',
        params: customerParams,
        response: { 200: listingsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await callerFor(request, request.params.customerId);
      return { result: (await service.listings({})).hits };
    },
  );

  app.get(
    `${base}/listings/:listingId`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One marketplace listing with its shots and author',
        params: listingParams,
        response: { 200: listingResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await callerFor(request, request.params.customerId);
      return { result: await service.listing(request.params.listingId) };
    },
  );

  app.delete(
    `${base}/listings/:listingId`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Unlist: take one of the customer's storyboards off the marketplace",
        params: listingParams,
        response: { 200: done, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId, listingId } = request.params;
      await callerFor(request, customerId);
      await service.unlist(customerId, listingId);
      return { result: { ok: true as const } };
    },
  );
};
