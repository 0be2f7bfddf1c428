import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema, type Readiness } from '../../contracts';
import { pingDatabase } from '../../db';
import { errorResponses } from '../../schemas/errors';

/**
 * Liveness (the process answers) and readiness (it can serve: the database responds).
 * Orchestrators restart on the first and only route traffic on the second.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['ops'], summary: 'Liveness', response: { 200: healthSchema, ...errorResponses(500) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: every dependency answers (today: the database)',
        response: {
          200: readinessSchema.describe('Ready'),
          503: readinessSchema.describe('Not ready: the failing checks are named'),
          ...errorResponses(500),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        const ready: Readiness = { status: 'ready', checks: { database: 'ok' } };
        return ready;
      } catch (err) {
        request.log.warn({ err }, 'readiness: database check failed');
        return reply.code(503).send({ status: 'not_ready', checks: { database: 'failing' } });
      }
    },
  );
};
