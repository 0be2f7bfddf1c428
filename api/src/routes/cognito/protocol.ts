import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../plugins/app/errors';
import { CognitoError, COGNITO_ERROR_TYPES } from '../../plugins/app/identity/cognito-errors';
import type { LocalUserPool } from '../../plugins/app/identity';
import { runOperation, SUPPORTED_OPERATIONS } from '../../plugins/app/identity/operations';

/** The AWS JSON 1.1 protocol's media type (request and response). */
export const AMZ_JSON = 'application/x-amz-json-1.1';

const cognitoErrorSchema = z
  .object({ __type: z.enum(COGNITO_ERROR_TYPES), message: z.string() })
  .describe('Cognito error; the same name is in the x-amzn-errortype header');

/** Anything that is not a CognitoError: a bad body is the caller's fault, the rest ours. */
function asCognitoError(err: unknown): CognitoError {
  if (err instanceof CognitoError) return err;
  // A refusal of the api's own hooks (text it cannot store, say) is a bad parameter here.
  if (err instanceof ApiError && err.status < 500) return new CognitoError('InvalidParameterException', err.message);
  const fe = err as Partial<FastifyError> | null;
  const status = fe?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new CognitoError('InvalidParameterException', fe?.message ?? 'Invalid request');
  }
  return new CognitoError('InternalErrorException', 'Internal server error', 500);
}

/**
 * Cognito's error shape instead of the api's `{ error_code, error_message }`: aws-amplify
 * reads the name from `x-amzn-errortype` (or `__type`) and the text from `message`. This
 * handler covers only this plugin; every other route keeps the central one.
 */
function cognitoErrorHandler(err: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const e = asCognitoError(err);
  if (e.status >= 500) request.log.error({ err }, 'cognito operation failed');
  else request.log.info({ type: e.type }, 'cognito operation rejected');
  void reply
    .code(e.status)
    .header('x-amzn-errortype', e.type)
    .type(AMZ_JSON)
    .send({ __type: e.type, message: e.message });
}

/**
 * POST with `x-amz-target: AWSCognitoIdentityProviderService.<Op>`, the protocol
 * aws-amplify speaks to `Auth.Cognito.userPoolEndpoint`.
 */
export function protocolRoutes(local: LocalUserPool): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(AMZ_JSON, { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
    app.setErrorHandler(cognitoErrorHandler);
    // AWS SDKs (amplify included) read the request id from here into error metadata.
    app.addHook('onRequest', async (request, reply) => {
      void reply.header('x-amzn-requestid', request.id);
    });

    app.post(
      '/',
      {
        schema: {
          tags: ['identity'],
          summary: 'Cognito user-pool protocol (for aws-amplify)',
          description: `Operations: ${SUPPORTED_OPERATIONS.join(', ')}. Body and answer are ${AMZ_JSON}.`,
          consumes: [AMZ_JSON],
          produces: [AMZ_JSON],
          headers: z.object({ 'x-amz-target': z.string().optional() }),
          body: z.record(z.string(), z.unknown()),
          response: { 200: z.record(z.string(), z.unknown()), 400: cognitoErrorSchema, 500: cognitoErrorSchema },
        },
      },
      async (request, reply) => {
        const target = request.headers['x-amz-target'] ?? '';
        const result = await runOperation({ services: local.services, clientAddress: request.ip }, target, request.body);
        void reply.type(AMZ_JSON).header('cache-control', 'no-store');
        return result as Record<string, unknown>;
      },
    );
  };
}
