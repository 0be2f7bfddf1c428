import type { SagaIterator } from 'redux-saga';
import { delay } from 'redux-saga/effects';
import { callAbortable } from './callAbortable';
import { withDeadline } from './effects';
import { isTransientFailure } from './failures';

/** How a poll waits after network failures: `everyMs × factor^n`, at most `capMs`. */
export interface PollBackoff {
  /** Growth per consecutive failure; default 2. */
  readonly factor?: number;
  /** Longest wait between attempts; default 30 s (ours: the spec names no cap). */
  readonly capMs?: number;
}

export interface PollOptions<T> {
  /** Wait between an answer and the next request (the spec's interval, POLL_INTERVALS_MS). */
  readonly everyMs: number;
  /** True for the answer that ends the poll (done or failed: the caller decides). */
  readonly until: (answer: T) => boolean;
  /** Gives up after this long from the start, cancelling a request in flight; default never. */
  readonly maxMs?: number;
  readonly backoff?: PollBackoff;
}

/** How a poll ended (a cancelled poll does not end: its saga stops where it was). */
export type PollResult<T> =
  /** `until` accepted this answer. */
  | { readonly kind: 'done'; readonly answer: T }
  /** `maxMs` passed first; `last` is the last answer received, if any. */
  | { readonly kind: 'timedOut'; readonly last: T | null }
  /** A final failure (a 4xx, a schema mismatch, see isTransientFailure). */
  | { readonly kind: 'failed'; readonly error: unknown };

const DEFAULT_BACKOFF = { factor: 2, capMs: 30_000 } as const;

/** The poll without its deadline; `seen` keeps the last answer for a timed-out result. */
function* pollLoop<T>(request: (signal: AbortSignal) => Promise<T>, options: PollOptions<T>, seen: { last: T | null }): SagaIterator<PollResult<T>> {
  const { factor = DEFAULT_BACKOFF.factor, capMs = DEFAULT_BACKOFF.capMs } = options.backoff ?? {};
  let failures = 0;
  for (;;) {
    try {
      const answer = yield* callAbortable(request);
      seen.last = answer;
      failures = 0;
      if (options.until(answer)) return { kind: 'done', answer };
    } catch (error) {
      if (!isTransientFailure(error)) return { kind: 'failed', error };
      failures += 1;
    }
    yield delay(failures === 0 ? options.everyMs : Math.min(options.everyMs * factor ** failures, Math.max(capMs, options.everyMs)));
  }
}

/**
 * Asks `request` at once, then `everyMs` after each answer, until `until(answer)` holds.
 * Network failures (see isTransientFailure) back off exponentially up to a cap and the
 * poll goes on; a final failure such as a 4xx ends it. After `maxMs` it gives up with a
 * `timedOut` result. Cancelling the calling saga (an unmount) stops it and aborts the
 * request in flight.
 *
 * `const result = yield* poll((signal) => api.jobStatus(id, { signal }), { everyMs: POLL_INTERVALS_MS.CLONE_REQUEST, until: isFinished })`
 */
export function* poll<T>(request: (signal: AbortSignal) => Promise<T>, options: PollOptions<T>): SagaIterator<PollResult<T>> {
  const seen: { last: T | null } = { last: null };
  if (options.maxMs === undefined) return yield* pollLoop(request, options, seen);
  const outcome = yield* withDeadline(options.maxMs, () => pollLoop(request, options, seen));
  return outcome.late ? { kind: 'timedOut', last: seen.last } : outcome.value;
}
