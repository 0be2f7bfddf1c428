import { z } from 'zod';
import { ERROR_CODES } from './constants/deepstory';
import { DEEPSTORY_MESSAGES } from './messages/deepstory';

/** The error body every api route answers with (002 §7: error_code, error_message). */
export const apiErrorSchema = z.object({
  error_code: z.string(),
  error_message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * Normalises anything thrown or answered into an api error body (002 §7): a missing
 * code becomes '500', a missing message 'An error occurred'. Numeric codes become
 * strings.
 */
export function toApiError(value: unknown): ApiErrorBody {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const code = source['error_code'];
  const message = source['error_message'];
  return {
    error_code:
      typeof code === 'string' && code !== '' ? code : typeof code === 'number' ? String(code) : ERROR_CODES.DEFAULT,
    error_message: typeof message === 'string' && message !== '' ? message : DEEPSTORY_MESSAGES.defaultErrorMessage,
  };
}

/** GET /health: the process is up. */
export const healthSchema = z.object({
  status: z.literal('ok'),
});
export type Health = z.infer<typeof healthSchema>;

/** Outcome of one readiness check (database, identity provider, ...). */
export const readinessCheckSchema = z.enum(['ok', 'failing']);
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

/** GET /ready: ready only when every dependency check is ok. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.record(z.string(), readinessCheckSchema),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** The `Idempotency-Key` header every billing write accepts. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
