import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectCodeSchema, projectCodeTakenSchema } from '../../../contracts';
import { ApiError } from '../../../plugins/app/errors';
import { customerRepository } from '../../../plugins/app/customers/customer-repository';
import { errorResponses } from '../../../schemas/errors';

/**
 * GET /v1/projects?code= (000 §5, §7): the sign-up form's availability check. Public, so
 * it answers only taken or free, never whose code it is. The code is trimmed and
 * lowercased as stored; a malformed or over-long one is 400, which the form treats as taken.
 */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/projects',
    {
      schema: {
        tags: ['account'],
        summary: 'Is a project code taken? 200 when taken, 404 PROJECT_NOT_FOUND when free',
        querystring: z.object({ code: projectCodeSchema }),
        response: { 200: projectCodeTakenSchema, ...errorResponses(400, 404, 500) },
      },
    },
    async (request) => {
      const { code } = request.query;
      if (!(await customerRepository(app.db).isProjectCodeTaken(code))) {
        throw ApiError.notFound(`No project uses the code ${code}`, 'PROJECT_NOT_FOUND');
      }
      return { result: { code, taken: true as const } };
    },
  );
};
