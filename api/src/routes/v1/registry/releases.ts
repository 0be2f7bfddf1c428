import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REGISTRY_ERROR_CODES,
  REGISTRY_MESSAGES,
  REMOTE_NAMES,
  REMOTE_PUBLISH_LIMITS,
  registryPaths,
  remoteCanaryBodySchema,
  remoteLoadsBodySchema,
  remoteOpsSchema,
  remotePromoteBodySchema,
  remotePublishBodySchema,
  remoteReleaseSchema,
  remoteVersionSchema,
  type RemoteName,
} from '../../../contracts';
import { ApiError } from '../../../plugins/app/errors';
import { DEPLOY_TOKEN_HEADER, REMOTE_LOAD_LIMITS } from '../../../plugins/app/registry';
import { errorResponses } from '../../../schemas/errors';
import { remoteRoute } from './index';

const tags = ['registry'];
const params = z.object({ name: z.string().max(100) });
const accessNote = `Needs the deploy token (\`${DEPLOY_TOKEN_HEADER}\`) or a signed-in admin: 401 without either or with a wrong token, 403 DEPLOY_FORBIDDEN for a customer. Audited, done or refused.`;

/** The remote a release route names; 404 REMOTE_NOT_IN_REGISTRY for another name. */
function remoteOf(name: string): RemoteName {
  if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
    throw ApiError.notFound(REGISTRY_MESSAGES.remoteNotInRegistry(name), REGISTRY_ERROR_CODES.REMOTE_NOT_IN_REGISTRY);
  }
  return name as RemoteName;
}

const actorOf = (request: FastifyRequest): string => request.deployActor ?? 'unknown';
const releaseResponse = { 200: z.object({ result: remoteReleaseSchema }), ...errorResponses(400, 401, 403, 404, 409, 500) };

/**
 * Releases of the remotes (issue 18, docs/registry.md, docs/adr/036): publish a build into
 * the store, promote a version to live, roll back, run a canary; the host's load
 * telemetry in, and the ops figures out.
 */
export const remoteReleaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    remoteRoute('/versions'),
    {
      onRequest: app.deployAccess('publish'),
      bodyLimit: REMOTE_PUBLISH_LIMITS.MAX_BODY_BYTES,
      schema: {
        tags,
        summary: "Publishes a build of a remote into the store (its files, each with its SHA-256); a published version is never replaced",
        description:
          `${accessNote} 409 VERSION_EXISTS for a published version (nothing written), 409 CONTRACT_INCOMPATIBLE when the build's contracts major is not the api's, ` +
          `400 BAD_CHECKSUM when a file's SHA-256 does not match. The files must include ${REMOTE_PUBLISH_LIMITS.MANIFEST_FILE}; body up to ${REMOTE_PUBLISH_LIMITS.MAX_BODY_BYTES} bytes.`,
        params,
        body: remotePublishBodySchema,
        response: { 201: z.object({ result: remoteVersionSchema }), ...errorResponses(400, 401, 403, 404, 409, 413, 500) },
      },
    },
    async (request, reply) => {
      const version = await app.releases.publish(actorOf(request), remoteOf(request.params.name), request.body);
      return reply.code(201).send({ result: version });
    },
  );

  app.get(
    remoteRoute('/versions'),
    {
      onRequest: app.deployAccess(null),
      schema: {
        tags,
        summary: "A remote's release: its live version, canary and published versions (newest first)",
        description: 'Needs the deploy token or a signed-in admin.',
        params,
        response: { 200: z.object({ result: remoteReleaseSchema }), ...errorResponses(401, 403, 404, 500) },
      },
    },
    async (request) => ({ result: await app.releases.release(remoteOf(request.params.name)) }),
  );

  app.post(
    remoteRoute('/promote'),
    {
      onRequest: app.deployAccess('promote'),
      schema: {
        tags,
        summary: 'Makes a published version the live one (ends a canary of it)',
        description: `${accessNote} 404 VERSION_NOT_FOUND, 409 CONTRACT_INCOMPATIBLE.`,
        params,
        body: remotePromoteBodySchema,
        response: releaseResponse,
      },
    },
    async (request) => ({ result: await app.releases.promote(actorOf(request), remoteOf(request.params.name), request.body.version) }),
  );

  app.post(
    remoteRoute('/rollback'),
    {
      onRequest: app.deployAccess('rollback'),
      schema: {
        tags,
        summary: 'Makes the previous live version live again',
        description: `${accessNote} 409 NO_PREVIOUS_VERSION when there is none. Ends a canary of either version.`,
        params,
        body: z.object({}).optional(),
        response: releaseResponse,
      },
    },
    async (request) => ({ result: await app.releases.rollback(actorOf(request), remoteOf(request.params.name)) }),
  );

  app.post(
    remoteRoute('/canary'),
    {
      onRequest: app.deployAccess('canary'),
      schema: {
        tags,
        summary: 'Serves a published version to a share of buckets (percent 0 ends the canary)',
        description: `${accessNote} 404 VERSION_NOT_FOUND, 409 CONTRACT_INCOMPATIBLE, 409 CANARY_IS_LIVE for the live version.`,
        params,
        body: remoteCanaryBodySchema,
        response: releaseResponse,
      },
    },
    async (request) => ({
      result: await app.releases.canary(actorOf(request), remoteOf(request.params.name), request.body.version, request.body.percent),
    }),
  );

  app.post(
    registryPaths.loads,
    {
      schema: {
        tags,
        summary: "Stores a batch of the host's remote load reports (anonymous)",
        description: `1 to 50 loads; 429 RATE_LIMITED past ${REMOTE_LOAD_LIMITS.batchesPerAddress} batches a minute from one address. Kept two days.`,
        body: remoteLoadsBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      await app.releases.recordLoads(request.ip, request.body.loads);
      return reply.code(204).send(null);
    },
  );

  app.get(
    registryPaths.adminRemotes,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin', ...tags],
        summary: 'Ops figures of the remotes: releases, load counts, error rates and p50/p95 load times per version (last hour, last day), the newest release actions',
        description: 'p50/p95 are over successful loads; errorRate is failures over loads.',
        response: { 200: z.object({ result: remoteOpsSchema }), ...errorResponses(401, 403, 500) },
      },
    },
    async () => ({ result: await app.releases.ops() }),
  );
};
