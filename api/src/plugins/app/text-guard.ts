import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './errors';

/** NUL, or a UTF-16 surrogate without its pair: text PostgreSQL cannot store (UTF-8 has no such character). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const INVALID_TEXT = 'INVALID_TEXT';

/**
 * The path of the first string (value or key) in `value` that cannot be stored, or null.
 * Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((entry, i) => pending.push({ value: entry, path: `${path}[${i}]` }));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, entry] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return at;
        pending.push({ value: entry, path: at });
      }
    }
  }
  return null;
}

function refuseUnstorableText(request: FastifyRequest): void {
  const parts: Array<[string, unknown]> = [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ];
  for (const [part, value] of parts) {
    const at = findUnstorableText(value);
    if (at !== null) {
      throw new ApiError(400, INVALID_TEXT, `${at ? `${part}.${at}` : part}: contains a character that is not allowed (NUL or an unpaired surrogate)`);
    }
  }
}

/**
 * Every route, with or without a schema (the Cognito operations parse their own bodies),
 * refuses text that could never be stored before its handler or validator sees it: a 400
 * in the api's error shape instead of a database failure.
 */
export const textGuardPlugin = fp(
  async function textGuard(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', async (request) => refuseUnstorableText(request));
  },
  { name: 'text-guard', dependencies: ['errors'] },
);
