/** Statuses worth asking again: request timeout, too many requests. Other 4xx are final. */
const RETRYABLE_4XX: readonly number[] = [408, 429];

/** The HTTP status a thrown error carries (the shared client's ApiError has `status`), if any. */
function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;
}

/**
 * Whether a failed request is worth repeating later (a network failure, not an answer).
 *
 * - `fetch` rejects with a TypeError when no answer arrives (offline, DNS, CORS, reset);
 *   a client may report the same as status 0. A TypeError from a bug in the caller's
 *   code looks the same, which is why polls that retry also have a deadline (`maxMs`).
 * - A `TimeoutError` (an `AbortSignal.timeout` ran out) is transient.
 * - 5xx, 408 and 429 answers are transient: the server may answer next time.
 * - Any other 4xx is final (the job is unknown, not the caller's, or the request is
 *   wrong), and so is everything else: an abort that was not ours, a schema mismatch.
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError') return true;
  const status = statusOf(error);
  if (status === null) return false;
  return status === 0 || status >= 500 || RETRYABLE_4XX.includes(status);
}
