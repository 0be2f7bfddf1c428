import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ApiErrorBody } from '../../contracts';

/**
 * The error services throw on purpose. Its code and message reach the client as they
 * are, so they must be safe to show; anything else thrown becomes INTERNAL_ERROR.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  static badRequest(message: string, code = 'BAD_REQUEST'): ApiError {
    return new ApiError(400, code, message);
  }
  static unauthorized(message = 'Unauthorized', code = 'UNAUTHORIZED'): ApiError {
    return new ApiError(401, code, message);
  }
  static forbidden(message = 'Forbidden', code = 'FORBIDDEN'): ApiError {
    return new ApiError(403, code, message);
  }
  static notFound(message = 'Not found', code = 'NOT_FOUND'): ApiError {
    return new ApiError(404, code, message);
  }
  static conflict(message: string, code = 'CONFLICT'): ApiError {
    return new ApiError(409, code, message);
  }
}

export const INTERNAL_ERROR: ApiErrorBody = { error_code: 'INTERNAL_ERROR', error_message: 'Internal server error' };

type Issue = { path: string; message: string };

const joinIssues = (issues: Issue[]): string => issues.map((i) => `${i.path}: ${i.message}`).join('; ');

/** Fastify's request validation (zod through the type provider, or ajv): one line per field. */
function describeValidation(err: FastifyError): string {
  const context = err.validationContext ?? 'request';
  return joinIssues(
    (err.validation ?? []).map((v) => {
      const segments = v.instancePath.split('/').filter(Boolean);
      // ajv reports a missing property on the parent; name the property itself.
      const missing = v.params['missingProperty'];
      if (typeof missing === 'string') segments.push(missing);
      return { path: segments.join('.') || context, message: v.message ?? 'is invalid' };
    }),
  );
}

/** A ZodError thrown by a handler that parses input itself (e.g. a JSON body with a vendor content type). */
function describeZod(err: z.core.$ZodError): string {
  return joinIssues(err.issues.map((i) => ({ path: i.path.map(String).join('.') || 'body', message: i.message })));
}

/** Maps any thrown value to a status and a body that is safe to send. */
export function toErrorResponse(err: unknown): { status: number; body: ApiErrorBody } {
  if (err instanceof ApiError) {
    return { status: err.status, body: { error_code: err.code, error_message: err.message } };
  }
  if (err instanceof z.core.$ZodError) {
    return { status: 400, body: { error_code: 'VALIDATION_ERROR', error_message: describeZod(err) } };
  }
  const fe = err as Partial<FastifyError> | null;
  if (fe && Array.isArray(fe.validation)) {
    return { status: 400, body: { error_code: 'VALIDATION_ERROR', error_message: describeValidation(fe as FastifyError) } };
  }
  // Fastify's own client errors (bad JSON, unsupported media type, body too large): their messages are safe.
  const status = fe?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && typeof fe?.message === 'string') {
    const code = (STATUS_CODES[status] ?? 'Bad Request').toUpperCase().replace(/[^A-Z]+/g, '_');
    return { status, body: { error_code: code, error_message: fe.message } };
  }
  return { status: 500, body: INTERNAL_ERROR };
}

function errorHandler(err: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toErrorResponse(err);
  if (status >= 500) request.log.error({ err }, 'request failed');
  else request.log.info({ status, error_code: body.error_code }, 'request rejected');
  void reply.code(status).type('application/json').send(body);
}

/**
 * The api's one error handler and its 404 handler. Registered first (fastify-plugin, so
 * at the root): plugins registered later inherit it.
 */
export const errorsPlugin = fp(
  async function errors(app: FastifyInstance): Promise<void> {
    app.setErrorHandler(errorHandler);
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      void reply.code(404).send({ error_code: 'NOT_FOUND', error_message: `Route ${request.method} ${path} not found` });
    });
  },
  { name: 'errors' },
);
