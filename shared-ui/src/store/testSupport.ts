// Test helpers of the store kit's own tests (jest only; nothing else imports this file).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { createRemoteStore, type RemoteStore } from './createRemoteStore';
import { poll, type PollOptions, type PollResult } from './poll';

/** One scripted answer of a request: a value (after `afterMs`), a thrown error, or no answer at all. */
export type Step<T> = { readonly answer: T; readonly afterMs?: number } | { readonly error: unknown } | 'hang';

export interface ScriptedRequest<T> {
  /** `(signal) => Promise<T>` answering with the steps in order, then hanging. */
  readonly request: jest.Mock<Promise<T>, [AbortSignal]>;
  /** The signal of each call, in order. */
  readonly signals: AbortSignal[];
  /** When each call was made, in ms since the script was made (fake timers move the clock). */
  readonly times: number[];
}

/** A request that answers `steps` in order; a call in flight rejects when its signal aborts. */
export function scriptedRequest<T>(...steps: Step<T>[]): ScriptedRequest<T> {
  const start = Date.now();
  const signals: AbortSignal[] = [];
  const times: number[] = [];
  const request = jest.fn((signal: AbortSignal) => {
    const step = steps[signals.length] ?? 'hang';
    signals.push(signal);
    times.push(Date.now() - start);
    return new Promise<T>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason));
      if (step === 'hang') return;
      if ('error' in step) reject(step.error);
      else if (step.afterMs) setTimeout(() => resolve(step.answer), step.afterMs);
      else resolve(step.answer);
    });
  });
  return { request, signals, times };
}

/** Shaped like the shared client's ApiError: an answer with a status. */
export class StatusError extends Error {
  constructor(readonly status: number) {
    super(`answered ${status}`);
  }
}

/** A PollResult as serialisable state (the error as its message). */
export type PollSummary =
  | { readonly kind: 'done'; readonly answer: string }
  | { readonly kind: 'timedOut'; readonly last: string | null }
  | { readonly kind: 'failed'; readonly error: string };

export function summarise(result: PollResult<string>): PollSummary {
  if (result.kind !== 'failed') return result;
  return { kind: 'failed', error: result.error instanceof Error ? result.error.message : String(result.error) };
}

/** Where the tests' sagas record how their polls ended, by job id. */
export const pollsSlice = createSlice({
  name: 'polls',
  initialState: { ended: {} as Record<string, PollSummary> },
  reducers: {
    pollEnded: (state, action: PayloadAction<{ id: string; summary: PollSummary }>) => {
      state.ended[action.payload.id] = action.payload.summary;
    },
  },
});
export const { pollEnded } = pollsSlice.actions;

/** Polls with `request` and records the result under `id`. */
export function* pollAndRecord(id: string, request: (signal: AbortSignal) => Promise<string>, options: PollOptions<string>): SagaIterator<PollResult<string>> {
  const result = yield* poll(request, options);
  yield put(pollEnded({ id, summary: summarise(result) }));
  return result;
}

/** A real store whose root saga is `saga` (the kit's createRemoteStore, with a plain context). */
export function storeRunning(saga: () => SagaIterator<void>): RemoteStore<ReturnType<typeof pollsSlice.reducer>> {
  return createRemoteStore({ reducer: pollsSlice.reducer, saga, context: null });
}
