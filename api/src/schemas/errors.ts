import { apiErrorSchema, type ApiErrorBody } from '../contracts';

/** What each status means for this api; used as the OpenAPI description of error responses. */
const DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'VALIDATION_ERROR: a field is missing or invalid (the message names it)',
  401: 'UNAUTHORIZED: missing, expired or invalid token',
  402: 'payment_method_required (a paid plan needs a default card), or the card provider\'s refusal (card_declined, ...)',
  403: 'FORBIDDEN: the caller may not do this',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for a different request',
  429: 'TOO_MANY_REQUESTS: too many attempts from this address; try again later',
  500: 'INTERNAL_ERROR: unexpected failure (details are only in the server log)',
  501: 'NOT_AVAILABLE: needs the local user pool (PORTAL_MODE=local)',
  502: 'An upstream service (mail, payment gateway) failed; the message says what to show',
  503: 'SERVICE_UNAVAILABLE',
};

type ErrorSchema = typeof apiErrorSchema;

/**
 * Response schemas for the error statuses a route can return, so each route's OpenAPI
 * entry lists them: `response: { 200: okSchema, ...errorResponses(400, 500) }`.
 */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, ErrorSchema> {
  const out = {} as Record<S, ErrorSchema>;
  for (const s of statuses) out[s] = apiErrorSchema.describe(DESCRIPTIONS[s] ?? 'Error');
  return out;
}

export { apiErrorSchema, type ApiErrorBody };
