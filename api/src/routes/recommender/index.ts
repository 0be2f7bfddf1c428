import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEATURES,
  recommenderFeedbackBodySchema,
  recommenderFeedbackResponseSchema,
  recommenderResponseSchema,
  recommenderStoryboardParamsSchema,
  recommenderStoryboardResponseSchema,
  recommenderUserParamsSchema,
  recommenderUserResponseSchema,
} from '../../contracts';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { recommenderUrls } from '../../plugins/app/recommender/item-urls';
import { errorResponses } from '../../schemas/errors';

const RULES = '403 FEATURE_NOT_IN_PLAN without viewRecommender in the plan (admins pass).';

/**
 * The recommender's calls (issue 17; 002 §2 Recommender page, §3; docs/adr/034), each for
 * the caller's own customer: the carousels, feedback on an item, the storyboard and user modals, their media URLs signed
 * for the caller (item-urls.ts).
 */
export const recommenderRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const service = app.recommender;
  const signer = recommenderUrls(app.storageUrls, publicUrl);
  const gate = { onRequest: app.authenticate, preHandler: app.requireFeature(FEATURES.viewRecommender) };
  const tags = ['recommender'];

  app.get(
    '/recommender',
    {
      ...gate,
      schema: {
        tags,
        summary: "The recommender: videos analysed, Top Ranked Users (6), Top 10 Ranked Videos, Top Storyboard Recommendation (A-O) and the nine themed carousels (6 storyboards and 6 videos each)",
        description:
          "Content-based: TF-IDF over the titles, descriptions and tags of the caller's storyboards and shots, the marketplace's and the caller's videos; match % is the cosine similarity to the caller's storyboards (themes: to the theme's words). " +
          `The caller's thumbs and ratings move the order (thumbs down sinks an item). ${RULES}`,
        response: { 200: recommenderResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ result: await signer().recommender(await service.recommendations(identityOf(request))) }),
  );

  app.post(
    '/recommender/feedback',
    {
      ...gate,
      schema: {
        tags,
        summary: 'Thumbs up or down (null clears them) and/or Tone, Story and Film ratings (1-5) on a recommended user, storyboard or video',
        description: `item_id: a storyboard's or video's id, a user's e-mail; 404 RECOMMENDER_NOT_FOUND for an item the recommender could not show the caller. ${RULES}`,
        body: recommenderFeedbackBodySchema,
        response: { 200: recommenderFeedbackResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ result: await service.feedback(identityOf(request), request.body) }),
  );

  app.get(
    '/recommender/storyboards/:id',
    {
      ...gate,
      schema: {
        tags,
        summary: "The storyboard modal: media, title, description, creator, tags, shot overview, match %; ADD TO ACCOUNT copies listingId (POST /proxy/v1/customers/{customerId}/listings/{listingId}/copy-script)",
        description: `The caller's own storyboard or a listed one; 404 RECOMMENDER_NOT_FOUND otherwise. ${RULES}`,
        params: recommenderStoryboardParamsSchema,
        response: { 200: recommenderStoryboardResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ result: await signer().item(await service.storyboard(identityOf(request), request.params.id)) }),
  );

  app.get(
    '/recommender/users/:id',
    {
      ...gate,
      schema: {
        tags,
        summary: 'The user modal: a creator of the caller\'s videos (id: their e-mail) with match %, and "Similar Storyboards" (6 listed storyboards most like their videos)',
        description: `404 RECOMMENDER_NOT_FOUND for anyone who filmed none of the caller's videos. ${RULES}`,
        params: recommenderUserParamsSchema,
        response: { 200: recommenderUserResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ result: await signer().user(await service.user(identityOf(request), request.params.id)) }),
  );
};
