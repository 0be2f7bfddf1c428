import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEATURES,
  ROLES,
  STORYBOARD_ERROR_CODES,
  assetSearchQuerySchema,
  assetSearchResponseSchema,
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
import { customerRepository } from '../../plugins/app/customers/customer-repository';
import { ApiError } from '../../plugins/app/errors';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { libraryRepository } from '../../plugins/app/library';
import { reusableAssetService } from '../../plugins/app/reusable-assets/reusable-asset-service';
import { createAnswerCache } from '../../plugins/app/search/answer-cache';
import { searchScopeOf } from '../../plugins/app/search/search-scope';
import { storyboardRepository } from '../../plugins/app/storyboards/storyboard-repository';
import { storyboardService } from '../../plugins/app/storyboards/storyboard-service';
import { errorResponses } from '../../schemas/errors';

/**
 * The storyboard searches of 001 §7, answered in Elasticsearch's shape (`result.hits`,
 * `result.total.value`): words match the start of words in the title, tags and
 * description (PostgreSQL full-text, GIN-indexed); `tags` (comma-separated) must all be
 * present, any case; `from` is the number already loaded.
 *
 * The searches the portal calls most reuse their answers (docs/adr/021): an answer is
 * kept as the bytes sent, under the caller's, the marketplace's or the caller's library's
 * generation (migrations 009, 012), read in the same statement as the caller's id. A
 * request with `Cache-Control: no-cache` is answered from the database (and its answer kept).
 */
export const searchRoutes: FastifyPluginAsyncZod<{ cacheBytes: number }> = async (app, opts) => {
  const service = storyboardService({ db: app.db, gateway: app.payments, jobs: app.jobs });
  const answers = createAnswerCache(opts.cacheBytes);

  /**
   * Sends the answer remembered under `key`, else `search`'s, written by the route's
   * serialiser and kept; a null key is an answer no generation covers, never kept.
   */
  async function answer(request: FastifyRequest, reply: FastifyReply, key: string | null, search: () => Promise<unknown>): Promise<void> {
    const fresh = key === null || /\bno-cache\b/i.test(request.headers['cache-control'] ?? '');
    let body = fresh ? undefined : answers.get(key);
    if (body === undefined) {
      body = Buffer.from(String(reply.serialize(await search())));
      if (key !== null) answers.set(key, body);
    }
    // Bytes with a JSON content type go out as they are.
    await reply.type('application/json; charset=utf-8').send(body);
  }
  /** The parsed query in one spelling, whatever order the parameters came in. */
  const queryKey = (query: object) => JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1)));

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
    async (request, reply) => {
      const scope = await searchScopeOf(app.db, identityOf(request));
      const key = `scripts:${scope.customerId}:${scope.customerGeneration}:${queryKey(request.query)}`;
      await answer(request, reply, key, async () => {
        const page = await storyboardRepository(app.db).searchScripts(scope.customerId, request.query);
        return { result: { hits: page.hits, total: { value: page.total } } };
      });
    },
  );

  app.get(
    '/search/assets',
    {
      onRequest: app.authenticate,
      preHandler: app.requireFeature(FEATURES.viewVideoAssets),
      schema: {
        tags: ['search'],
        summary: "The caller's videos library: what end users filmed for their storyboards (20 a page, newest first; an admin's covers every customer)",
        description:
          'Words (q) match the start of words in the titles, shot title, e-mail and tags; userEmail, flicTitle, scriptTitle and shotTitle the same within ' +
          'that field; tags must all be present (any case); projectType, scriptId, shotNumber, mediaType, source and assetType (a type, or Movie or Shot) ' +
          'must equal. sortBy date (default), userEmail, projectType, flicTitle, scriptTitle, shotNumber, shotTitle or assetType, ties by date. ' +
          "A hit's date is the filming time, or the day in the asset id's path segments 3 to 5. total.relation is gte when a search with words, " +
          'tags, titles, storyboard or shot has more than 1,000 matches (or more than the pages asked for): at least that many. Needs the videos entitlement.',
        querystring: assetSearchQuerySchema,
        response: { 200: assetSearchResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const scope = await searchScopeOf(app.db, identityOf(request));
      // An admin's answer reads every customer's library, which no one generation covers.
      const key = scope.admin ? null : `assets:${scope.customerId}:${scope.libraryGeneration}:${queryKey(request.query)}`;
      await answer(request, reply, key, async () => {
        const page = await libraryRepository(app.db).search(scope.admin ? null : scope.customerId, request.query);
        return { result: { hits: page.hits, total: { value: page.total, relation: page.exact ? ('eq' as const) : ('gte' as const) } } };
      });
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
    async (request, reply) => {
      const scope = await searchScopeOf(app.db, identityOf(request));
      const key = `listings:${scope.marketplaceGeneration}:${queryKey(request.query)}`;
      await answer(request, reply, key, async () => {
        const page = await service.listings(request.query);
        return { result: { hits: page.hits, total: { value: page.total } } };
      });
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
