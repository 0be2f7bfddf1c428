import type { SagaIterator } from 'redux-saga';
import { typedCall } from './effects';

/**
 * Calls `fn` with a fresh AbortSignal (then `args`) and aborts that signal when the
 * calling saga is cancelled: an unmount, a `takeLatest` restart or a lost `race`. Write
 * `fn` against the signal only (`(signal) => client.get(path, schema, { signal })`),
 * so it does not depend on the client's code.
 *
 * `const job = yield* callAbortable(api.jobStatus, id)` gives `job` the resolved type.
 */
export function* callAbortable<A extends unknown[], R>(
  fn: (signal: AbortSignal, ...args: A) => Promise<R>,
  ...args: A
): SagaIterator<R> {
  const controller = new AbortController();
  let settled = false;
  try {
    const value = yield* typedCall(fn, controller.signal, ...args);
    settled = true;
    return value;
  } finally {
    // Not `if (yield cancelled())`: a yield inside `finally` turns the cancellation into
    // a normal return for a caller that delegates with `yield*`, which would then carry
    // on with redux-saga's cancel token as the answer. Unsettled here means cancelled
    // (or failed, where aborting is a no-op); a settled answer's body stays readable.
    if (!settled) controller.abort();
  }
}
