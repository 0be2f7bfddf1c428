import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGN_UP_ERROR_CODES, SIGNUP_MESSAGES, signUpRequestSchema, signUpResponseSchema } from '../../../contracts';
import { signUpCustomer } from '../../../plugins/app/customers/sign-up-service';
import { signUpAllowed } from '../../../plugins/app/customers/sign-up-throttle';
import { ApiError } from '../../../plugins/app/errors';
import { errorResponses } from '../../../schemas/errors';

/**
 * A body that failed the schema only on `password` is answered like the form does
 * (INVALID_PASSWORD with the spec's rule text), so the page shows one message for a
 * short password and a weak one; any other failure goes to the central handler.
 */
function passwordOnly(err: FastifyError): boolean {
  const issues = err.validation ?? [];
  return issues.length > 0 && issues.every((i) => i.instancePath === '/password');
}

/**
 * POST /v1/sign-up (000 §2, §3, §4): creates the account waiting for its e-mailed code.
 * Public. Only in local identity mode, where this api is the user pool; with a real
 * Cognito pool the route is absent (the account would need AdminCreateUser there).
 */
export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const local = app.identityPool.local;
  if (!local) return;

  app.post(
    '/v1/sign-up',
    {
      attachValidation: true,
      schema: {
        tags: ['account'],
        summary: 'Sign up: identity user (unconfirmed), customer, Dev and Live projects, trial; mails the code',
        description:
          `Public. error_code on failure: ${Object.values(SIGN_UP_ERROR_CODES).join(', ')}, VALIDATION_ERROR, ` +
          'TOO_MANY_REQUESTS. Confirm afterwards with the Cognito ConfirmSignUp operation.',
        body: signUpRequestSchema,
        response: { 201: signUpResponseSchema, ...errorResponses(400, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      if (!(await signUpAllowed(app.db, app.clock, request.ip))) {
        throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many sign-up attempts from this address, please try again later.');
      }
      const invalid = request.validationError as FastifyError | undefined;
      if (invalid) {
        if (passwordOnly(invalid)) throw ApiError.badRequest(SIGNUP_MESSAGES.passwordRule, SIGN_UP_ERROR_CODES.INVALID_PASSWORD);
        throw invalid;
      }
      const result = await signUpCustomer(
        { db: app.db, payments: app.payments, identity: local.services, clock: app.clock },
        request.body,
      );
      return reply.code(201).send({ result });
    },
  );
};
