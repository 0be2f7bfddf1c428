import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEATURES,
  addToAccountProgressResponseSchema,
  aiIdQuerySchema,
  aiStoryboardActionBodySchema,
  aiStoryboardQuerySchema,
  dgVideoRequestResponseSchema,
  dgVideoStatusResponseSchema,
  kdenFileResponseSchema,
  postProductionStatusResponseSchema,
} from '../../contracts';
import { aiPostService } from '../../plugins/app/ai-post';
import { errorResponses } from '../../schemas/errors';
import { AI_TAGS as tags, aiCallerOf, aiGate } from './access';

const USER_RULES =
  "403 FEATURE_NOT_IN_PLAN without Deep Story in the plan (admins pass); 403 AI_USER_MISMATCH when user_id is not the caller's customer id (an admin may name any); " +
  '404 AI_NOT_FOUND for another customer\'s storyboard or request, as for one that does not exist.';

/**
 * Deep Story's post-production calls (002 §3, §4, §7; docs/adr/030): the editing project
 * (a Kdenlive project checked with melt, downloaded as output.tar.gz), the Director Guide
 * video and adding a storyboard to the account. Each answers `{ result }`; errors are
 * `{ error_code, error_message }`. The portal polls the statuses every 10 s.
 */
export const aiPostProductionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = aiPostService({ db: app.db, jobs: app.jobs, storage: app.storage, storageUrls: app.storageUrls });
  const gate = aiGate(app);

  app.post(
    '/ai/requestPostProduction',
    {
      ...gate,
      schema: {
        tags,
        summary: 'Film the storyboard: make its editing project (post-production 1 -> 3, then the Kdenlive project 1 -> 3, 4 failed); poll checkPostProductionStatus',
        description:
          'Prepares the media (the settings it lacks added with their defaults), writes the Kdenlive project, checks it by rendering a preview with melt, and packs output.tar.gz. ' +
          `Under way, or made from the storyboard as it is: the statuses as they are. ${USER_RULES} 409 AI_NOT_READY while the storyboard is generating; 409 CUSTOMER_HAS_NO_USER.`,
        body: aiStoryboardActionBodySchema,
        response: { 200: postProductionStatusResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ result: await service.requestPostProduction(await aiCallerOf(app, request), request.body.data) }),
  );

  app.get(
    '/ai/checkPostProductionStatus',
    {
      ...gate,
      schema: {
        tags,
        summary: 'Post-production statuses of a storyboard (both 3: the editing project is made; either 4: failed, with error_code and error_message)',
        description: `id: the storyboard, the caller's (an admin's: any). ${USER_RULES}`,
        querystring: aiIdQuerySchema,
        response: { 200: postProductionStatusResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ result: await service.postProductionStatus((await aiCallerOf(app, request)).customer, request.query.id) }),
  );

  app.get(
    '/ai/getKdenFile',
    {
      onRequest: app.authenticate,
      preHandler: app.requireFeature(FEATURES.viewDownloadKden),
      schema: {
        tags,
        summary: "The editing project: code '0' and a signed URL of output.tar.gz (the Kdenlive project, its media and the preview), else another code, path null and why",
        description: `Needs viewDownloadKden (admins). ${USER_RULES}`,
        querystring: aiStoryboardQuerySchema,
        response: { 200: kdenFileResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ result: await service.kdenFile((await aiCallerOf(app, request)).customer, request.query) }),
  );

  app.post(
    '/ai/requestDGVideo',
    {
      ...gate,
      schema: {
        tags,
        summary: 'Make a Director Guide video (beta): the shot pictures with their story and film guides; poll checkDGVideoStatus with the request_id',
        description: `When done, the metadata's dg_video_asset_id names the video (a registered video of the customer's). ${USER_RULES} 409 AI_NOT_READY; 409 CUSTOMER_HAS_NO_USER.`,
        body: aiStoryboardActionBodySchema,
        response: { 200: dgVideoRequestResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ result: { request_id: await service.requestDgVideo(await aiCallerOf(app, request), request.body.data) } }),
  );

  app.get(
    '/ai/checkDGVideoStatus',
    {
      ...gate,
      schema: {
        tags,
        summary: 'A Director Guide video request: 3 done (video_asset_id), 4 failed (error_message), else under way',
        description: `id: the request_id, the caller's (an admin's: any). ${USER_RULES}`,
        querystring: aiIdQuerySchema,
        response: { 200: dgVideoStatusResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ result: await service.dgVideoStatus((await aiCallerOf(app, request)).customer, request.query.id) }),
  );

  app.post(
    '/ai/requestAddToAccount',
    {
      ...gate,
      schema: {
        tags,
        summary: 'Add the storyboard to the account: a classic storyboard, Published in High quality and moved to the Live project; poll checkAddToAccountProgress',
        description: `An add under way answers its progress. ${USER_RULES} 409 AI_NOT_READY; 409 AI_POST_PRODUCTION_PENDING before post-production is done; 409 CUSTOMER_HAS_NO_USER.`,
        body: aiStoryboardActionBodySchema,
        response: { 200: addToAccountProgressResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ result: await service.requestAddToAccount(await aiCallerOf(app, request), request.body.data) }),
  );

  app.get(
    '/ai/checkAddToAccountProgress',
    {
      ...gate,
      schema: {
        tags,
        summary: "The storyboard's latest add to the account: 3 done with script_id (the new storyboard), 4 failed, 0 none asked, else under way",
        description: USER_RULES,
        querystring: aiStoryboardQuerySchema,
        response: { 200: addToAccountProgressResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ result: await service.addToAccountProgress((await aiCallerOf(app, request)).customer, request.query) }),
  );
};
