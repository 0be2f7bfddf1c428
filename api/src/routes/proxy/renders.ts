import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEATURES, latestTestRenderResponseSchema, testRenderRequestSchema, testRenderResponseSchema, testRenderStartedResponseSchema } from '../../contracts';
import { identityOf } from '../../plugins/app/identity/auth/authenticate';
import { renderService } from '../../plugins/app/render';
import { storyboardService } from '../../plugins/app/storyboards/storyboard-service';
import { errorResponses } from '../../schemas/errors';
import { CUSTOMER_BASE as base, callerFor as makeCallerFor, customerParams, pathId, storyboardParams } from './storyboard-access';

const renderParams = customerParams.extend({ renderId: pathId });

/**
 * Test renders (001 §4 "Render", §7; docs/adr/027) under /proxy/v1/customers/{customerId}:
 * start one (a plan with viewRender, 403 else; the caller's own customer id, or any for an
 * admin), poll it every 5 s, and read a storyboard's latest film. The film is a registered
 * video of the customer's: POST .../asset-urls signs it and its HLS rendition.
 */
export const renderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = renderService({ db: app.db, jobs: app.jobs });
  const callerFor = makeCallerFor(app, storyboardService({ db: app.db, gateway: app.payments, jobs: app.jobs }));
  const tags = ['renders'];

  app.post(
    `${base}/storyboards/:id/test-render`,
    {
      onRequest: app.authenticate,
      preHandler: app.requireFeature(FEATURES.viewRender),
      schema: {
        tags,
        summary: "Render a video from a Published storyboard: each UGV shot filled with one of the customer's Ready videos; poll test-render/{id} every 5 s",
        description:
          '403 FEATURE_NOT_IN_PLAN without viewRender. 400 SHOTS_ASSETS_MISMATCH (\'You have not filled all UGV shots with assets! Refresh the page and try again\') unless the shots are ' +
          "exactly the storyboard's UGV shots, one asset each; 400 RENDER_ASSET_INVALID ('Asset is not supported or invalid') for an asset that is not the customer's own Ready video; " +
          '409 RENDER_NOT_ALLOWED unless the storyboard is Published (or its status permits render); 409 CUSTOMER_HAS_NO_USER. ' +
          'The film: 1920x1080 H.264 and AAC, each shot its own length, MP4 with fast start, and an HLS rendition.',
        params: storyboardParams,
        body: testRenderRequestSchema,
        response: { 200: testRenderStartedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customerId, id } = request.params;
      const customer = await callerFor(request, customerId);
      return { result: await service.start({ customer, sub: identityOf(request).sub }, customerId, id, request.body, new Date(app.clock.now())) };
    },
  );

  app.get(
    `${base}/test-render/:renderId`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A test render: Processing (with the step it is at), Complete (with the video\'s assetId) or Failed (with why)',
        params: renderParams,
        response: { 200: testRenderResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId, renderId } = request.params;
      await callerFor(request, customerId);
      return { result: await service.get(customerId, renderId) };
    },
  );

  app.get(
    `${base}/storyboards/:id/test-render/latest`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The storyboard's newest rendered video (Complete), or null",
        params: storyboardParams,
        response: { 200: latestTestRenderResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId, id } = request.params;
      await callerFor(request, customerId);
      return { result: await service.latest(customerId, id) };
    },
  );
};
