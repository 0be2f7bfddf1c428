import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createShotSchema,
  idResultSchema,
  projectMoveSchema,
  putScriptAssetSchema,
  releaseStoryboardSchema,
  storyboardListResponseSchema,
  storyboardResponseSchema,
  updateShotSchema,
  updateStoryboardSummarySchema,
} from '../../contracts';
import { storyboardService } from '../../plugins/app/storyboards/storyboard-service';
import { errorResponses } from '../../schemas/errors';
import { CUSTOMER_BASE as base, callerFor as makeCallerFor, customerParams, done, pathId, storyboardParams } from './storyboard-access';

const shotParams = storyboardParams.extend({ shotId: pathId });
const assetParams = storyboardParams.extend({ assetId: z.string().min(1).max(1024) });

/**
 * The storyboard proxy calls of 001 §7 under /proxy/v1/customers/{customerId}: reads, the
 * summary, shots and assets (a Draft only), the status and environment actions (the
 * marketplace and copies are in marketplace.ts). The caller acts on their own customer id
 * only (an admin on any, 403 otherwise); the rules of 001 §4 answer 409 with a message the
 * portal shows as it is.
 */
export const storyboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = storyboardService({ db: app.db, gateway: app.payments, jobs: app.jobs });
  const tags = ['storyboards'];

  const callerFor = makeCallerFor(app, service);

  app.get(
    `${base}/storyboards`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The customer's storyboards, last updated first",
        params: customerParams,
        response: { 200: storyboardListResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await callerFor(request, request.params.customerId);
      return { result: await service.list(request.params.customerId) };
    },
  );

  app.get(
    `${base}/storyboards/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One storyboard with its shots, assets and permitted actions',
        params: storyboardParams,
        response: { 200: storyboardResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await callerFor(request, request.params.customerId);
      return { result: await service.detail(request.params.customerId, request.params.id) };
    },
  );

  app.post(
    `${base}/storyboards/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Update the summary (title <= 50, description <= 280, tags, images, toggles) of a Draft',
        params: storyboardParams,
        body: updateStoryboardSummarySchema,
        response: { 200: storyboardResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customerId, id } = request.params;
      const caller = await callerFor(request, customerId);
      return { result: await service.updateSummary(caller, customerId, id, request.body) };
    },
  );

  app.post(
    `${base}/storyboards/:id/shots`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Add a shot (at shotNumber, else last; a default image unless one is given)',
        params: storyboardParams,
        body: createShotSchema,
        response: { 200: idResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customerId, id } = request.params;
      const caller = await callerFor(request, customerId);
      return { result: { id: await service.createShot(caller, customerId, id, request.body) } };
    },
  );

  app.post(
    `${base}/storyboards/:id/shots/:shotId`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Change a shot; a new shotNumber moves it and renumbers the others; shotType is for admins',
        params: shotParams,
        body: updateShotSchema,
        response: { 200: done, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customerId, id, shotId } = request.params;
      const caller = await callerFor(request, customerId);
      await service.updateShot(caller, customerId, id, shotId, request.body);
      return { result: { ok: true as const } };
    },
  );

  app.delete(
    `${base}/storyboards/:id/shots/:shotId`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a shot; the later ones move up',
        params: shotParams,
        response: { 200: done, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customerId, id, shotId } = request.params;
      const caller = await callerFor(request, customerId);
      await service.deleteShot(caller, customerId, id, shotId);
      return { result: { ok: true as const } };
    },
  );

  app.put(
    `${base}/storyboards/:id/assets/:assetId`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Attach an asset to the storyboard (to a shot with shotId, else as an OFF asset)',
        params: assetParams,
        body: putScriptAssetSchema,
        response: { 200: done, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customerId, id, assetId } = request.params;
      const caller = await callerFor(request, customerId);
      await service.putAsset(caller, customerId, id, assetId, request.body);
      return { result: { ok: true as const } };
    },
  );

  /** An environment move: the body names the target project; answers the storyboard. */
  const projectMove = (rest: 'project' | 'live', summary: string, move: typeof service.moveToLive): void => {
    app.post(
      `${base}/storyboards/:id/${rest}`,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary,
          params: storyboardParams,
          body: projectMoveSchema,
          response: { 200: storyboardResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { customerId, id } = request.params;
        await callerFor(request, customerId);
        return { result: await move(customerId, id, request.body.projectId) };
      },
    );
  };
  projectMove('project', 'Back to dev: into the Dev project (not while listed)', service.backToDev);
  projectMove('live', 'Move to live: a Published Dev storyboard released in High quality goes to the Live project', service.moveToLive);

  app.post(
    `${base}/storyboards/:id/release`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Release in High or Low quality: Processing now, then Published or back to Draft with releaseError',
        description: 'A job checks the storyboard (shots with images, the trailer among the video assets); poll the storyboard.',
        params: storyboardParams,
        body: releaseStoryboardSchema,
        response: { 200: storyboardResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customerId, id } = request.params;
      await callerFor(request, customerId);
      return { result: await service.release(customerId, id, request.body.publishedRenderQuality) };
    },
  );

  app.post(
    `${base}/storyboards/:id/suspend`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Suspend: a Published storyboard back to Draft for editing (not while listed)',
        params: storyboardParams,
        response: { 200: storyboardResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customerId, id } = request.params;
      await callerFor(request, customerId);
      return { result: await service.suspend(customerId, id) };
    },
  );

  app.post(
    `${base}/storyboards/:id/delete`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete (not while listed); it leaves every list and search',
        params: storyboardParams,
        response: { 200: done, ...errorResponses(400, 401, 403, 404, 409) },
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
