import { call, delay, race, select, type CallEffect, type RaceEffect, type SelectEffect } from 'redux-saga/effects';

/**
 * One effect whose result is `T`: redux-saga resumes the generator with the effect's
 * result, so the generator's third type parameter says what that result is. Use it with
 * `yield*` (typed-redux-saga's pattern): `const answer = yield* typedCall(api.load, id)`
 * gives `answer` the type `api.load` resolves to, with no cast on the yield.
 *
 * Sagas that yield several kinds of effect are typed `SagaIterator<R>` (redux-saga's own
 * type) and `yield*` these steps to get typed results.
 */
export type SagaStep<T, E = CallEffect> = Generator<E, T, T>;

/** `call(fn, ...args)` with the resolved value of `fn` as the typed result of `yield*`. */
export function* typedCall<A extends unknown[], R>(fn: (...args: A) => Promise<R> | R, ...args: A): SagaStep<R> {
  return yield call(fn, ...args);
}

/** `select(selector, ...args)` with the selector's value as the typed result of `yield*`. */
export function* typedSelect<S, A extends unknown[], R>(
  selector: (state: S, ...args: A) => R,
  ...args: A
): SagaStep<R, SelectEffect> {
  return yield select(selector, ...args);
}

/** What {@link withDeadline} ends with: the saga's value, or `late` when the deadline came first. */
export type Deadlined<T> = { readonly late: false; readonly value: T } | { readonly late: true };

/**
 * Runs `saga` against a deadline of `ms`. When the deadline comes first the saga is
 * cancelled (its `finally` blocks run, so an abortable request is aborted).
 */
export function* withDeadline<T>(
  ms: number,
  saga: () => Generator<unknown, T>,
): Generator<RaceEffect<CallEffect>, Deadlined<T>, { readonly done: T } | { readonly late: true }> {
  // redux-saga resumes a race with an object holding only the winner's key.
  const winner = yield race({ done: call(saga), late: delay(ms) });
  return 'late' in winner ? { late: true } : { late: false, value: winner.done };
}
