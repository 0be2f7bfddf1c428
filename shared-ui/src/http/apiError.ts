import { apiErrorSchema } from '@portal/shared-contracts/core';

/**
 * A call of the shared http client that ended without a usable answer. Catch this one
 * class; the subclasses say why when that matters:
 *
 * - `ApiError` itself: the api answered a non-2xx status. `code` and `message` are the
 *   answer's `error_code` and `error_message` (ApiErrorBody) when it sent them; for any
 *   other body (an HTML 502 of a proxy, no body at all) `code` is null and the message
 *   reads "METHOD /path answered STATUS".
 * - {@link NetworkError}: no answer arrived (offline, DNS, CORS, connection reset);
 *   `status` is 0, as `isTransientFailure` reads it.
 * - {@link InvalidResponseError}: a 2xx answer whose body is not JSON or does not match
 *   the call's schema; `status` is the answer's, `cause` the parse error.
 *
 * An aborted call is none of these: it rejects with fetch's own AbortError (or the
 * TimeoutError of `AbortSignal.timeout`), so a cancelled saga is told apart from a failure.
 */
export class ApiError extends Error {
  constructor(
    /** The HTTP status of the answer; 0 when none arrived. */
    readonly status: number,
    /** The answer's `error_code`, or null when it sent none. */
    readonly code: string | null,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

/** No answer arrived: fetch rejected (its TypeError is the `cause`). Status 0. */
export class NetworkError extends ApiError {
  constructor(method: string, path: string, options?: ErrorOptions) {
    super(0, null, `${method} ${path} got no answer`, options);
    this.name = 'NetworkError';
  }
}

/** A 2xx answer that is not JSON or does not match the call's schema (the `cause`). */
export class InvalidResponseError extends ApiError {
  constructor(status: number, message: string, options?: ErrorOptions) {
    super(status, null, message, options);
    this.name = 'InvalidResponseError';
  }
}

/** The ApiError of a non-2xx answer, from its error body when it is one. */
export async function errorOf(method: string, path: string, response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch((error: unknown) => {
    if (isAbort(error)) throw error;
    return null;
  });
  return errorOfBody(method, path, response.status, body);
}

/** The ApiError of a non-2xx answer whose body was read (null when it had none or it was not JSON). */
export function errorOfBody(method: string, path: string, status: number, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success
    ? new ApiError(status, parsed.data.error_code, parsed.data.error_message)
    : new ApiError(status, null, `${method} ${path} answered ${status}`);
}

/** An AbortError (the caller's signal) or TimeoutError (`AbortSignal.timeout`): passed on as is. */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}
