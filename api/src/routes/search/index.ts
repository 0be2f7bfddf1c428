import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ROLES,
  STORYBOARD_ERROR_CODES,
  listingSearchQuerySchema,
  listingSearchResponseSchema,
  reusableAssetSearchQuerySchema,
  reusableAssetSearchResponseSchema,
  scriptSearchQuerySchema,
  scriptSearchResponseSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '../../contracts';
import { customerOf } from '../../plugins/app/customers/account-settings';
import { createCallerIds } from '../../plugins/app/customers/caller-ids';
import { customerRepository } from '../../plugins/app/customers/customer-repository';
import { ApiError } from '../../plugins/app/errors';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { reusableAssetService } from '../../plugins/app/reusable-assets/reusable-asset-service';
import { storyboardRepository } from '../../plugins/app/storyboards/storyboard-repository';
import { storyboardService } from '../../plugins/app/storyboards/storyboard-service';
import { errorResponses } from '../../schemas/errors';

/**
 * The storyboard searches of 001 §7, answered in Elasticsearch's shape (`result.hits`,
 * `result.total.value`): words match the start of words in the title, tags and
 * description (PostgreSQL full-text, GIN-indexed); `tags` (comma-separated) must all be
 * present, any case; `from` is the number already loaded.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = storyboardService({ db: app.db, gateway: app.payments, jobs: app.jobs });
  // The two searches the portal calls most need only the caller's id: one lookup per caller
  // every couple of seconds (caller-ids.ts).
  const callers = createCallerIds(app.db, app.clock);

  app.get(
    '/search/scripts',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['search'],
        summary: "The caller's storyboards (20 a page; size=1&sortBy=lastUpdated&sortOrder=desc for the latest)",
        querystring: scriptSearchQuerySchema,
        response: { 200: scriptSearchResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const callerId = await callers.idOf(identityOf(request));
      const page = await storyboardRepository(app.db).searchScripts(callerId, request.query);
      return { result: { hits: page.hits, total: { value: page.total } } };
    },
  );

  app.get(
    '/search/users',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['search'],
        summary: 'Customers by name or e-mail, for moving a storyboard to a customer (admins only; 10 a page)',
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = await customerOf(app.db, identityOf(request));
      if (caller.role !== ROLES.admin) throw new ApiError(403, STORYBOARD_ERROR_CODES.ADMIN_ONLY, 'Only an admin searches users');
      const { q, size, from } = request.query;
      const page = await customerRepository(app.db).search(q, size, from);
      return { result: { hits: page.hits, total: { value: page.total } } };
    },
  );

  app.get(
    '/search/listings',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['search'],
        summary: "The marketplace's listings (100 a page; tags=Popular for the popular ones)",
        querystring: listingSearchQuerySchema,
        response: { 200: listingSearchResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await callers.idOf(identityOf(request));
      const page = await service.listings(request.query);
      return { result: { hits: page.hits, total: { value: page.total } } };
    },
  );

  app.get(
    '/search/reusable-assets',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['search'],
        summary: "The caller's reusable assets by words in name, tags and description (20 a page; an admin's covers every customer)",
        querystring: reusableAssetSearchQuerySchema,
        response: { 200: reusableAssetSearchResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = await customerOf(app.db, identityOf(request));
      const page = await reusableAssetService(app.db).search(caller, request.query);
      return { result: { hits: page.hits, total: { value: page.total } } };
    },
  );
};
