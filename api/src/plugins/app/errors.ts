import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
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

/** An error code named after an HTTP status: 414 URI_TOO_LONG, 431 REQUEST_HEADER_FIELDS_TOO_LARGE. */
const statusCode = (status: number): string => (STATUS_CODES[status] ?? 'Bad Request').toUpperCase().replace(/[^A-Z]+/g, '_');

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
    return { status, body: { error_code: statusCode(status), error_message: fe.message } };
  }
  return { status: 500, body: INTERNAL_ERROR };
}

export function errorHandler(err: unknown, request: FastifyRequest, reply: FastifyReply): void {
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

/**
 * Fastify's `frameworkErrors`: its refusals before a route runs (a URL that does not
 * decode, a path parameter past its length) answer in the api's error shape too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  errorHandler(error, request, reply);
}

/** The refusals of Node's HTTP parser, with the statuses Fastify gives them. */
function clientErrorStatus(error: Error & { code?: string }): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (headers or a
 * request line too large, a malformed request, a timeout) gets the api's error shape
 * written to the socket, which is then closed, as Node does by default.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = clientErrorStatus(error);
  const message = status === 431 ? 'Request headers are too large' : status === 408 ? 'Request timed out' : 'Malformed request';
  const body = JSON.stringify({ error_code: statusCode(status), error_message: message } satisfies ApiErrorBody);
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
