import { createAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import { callAbortable } from './callAbortable';
import { pollEnded, scriptedRequest, storeRunning } from './testSupport';

const loadRequested = createAction<string>('test/loadRequested');

/** Records an answer the way the tests' polls record theirs. */
const answered = (id: string, answer: string) => pollEnded({ id, summary: { kind: 'done', answer } });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('callAbortable', () => {
  it('passes a fresh signal and the arguments, and returns the answer', async () => {
    const fn = jest.fn(async (signal: AbortSignal, id: string, page: number) => `${id}:${page}:${signal.aborted}`);
    const { store } = storeRunning(function* root() {
      const answer = yield* callAbortable(fn, 'sb-1', 2);
      yield put(answered('load', answer));
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().ended['load']).toEqual({ kind: 'done', answer: 'sb-1:2:false' });
    expect(fn).toHaveBeenCalledWith(expect.any(AbortSignal), 'sb-1', 2);
  });

  it('aborts the request when the saga is cancelled, and the saga goes no further', async () => {
    const script = scriptedRequest<string>('hang');
    const { store, stop } = storeRunning(function* root() {
      const answer = yield* callAbortable(script.request);
      yield put(answered('load', answer));
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(script.signals[0]?.aborted).toBe(false);
    stop();
    expect(script.signals[0]?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(store.getState().ended).toEqual({});
  });

  it('leaves a settled request alone (its body may still be read)', async () => {
    const script = scriptedRequest({ answer: 'ok' });
    const { store, stop } = storeRunning(function* root() {
      yield put(answered('load', yield* callAbortable(script.request)));
    });
    await jest.advanceTimersByTimeAsync(0);
    stop();
    expect(store.getState().ended['load']).toEqual({ kind: 'done', answer: 'ok' });
    expect(script.signals[0]?.aborted).toBe(false);
  });

  it('throws the request error to the saga', async () => {
    const script = scriptedRequest<string>({ error: new Error('Error fetching storyboards') });
    const { store } = storeRunning(function* root() {
      try {
        yield* callAbortable(script.request);
      } catch (error) {
        yield put(pollEnded({ id: 'load', summary: { kind: 'failed', error: error instanceof Error ? error.message : '' } }));
      }
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().ended['load']).toEqual({ kind: 'failed', error: 'Error fetching storyboards' });
  });

  it('under takeLatest, a newer request aborts the one in flight', async () => {
    const script = scriptedRequest({ answer: 'first', afterMs: 1_000 }, { answer: 'second', afterMs: 1_000 });
    function* load(action: ReturnType<typeof loadRequested>): SagaIterator<void> {
      yield put(answered('load', yield* callAbortable(script.request)));
      yield put(answered('query', action.payload));
    }
    const { store } = storeRunning(function* root() {
      yield takeLatest(loadRequested, load);
    });
    store.dispatch(loadRequested('sports'));
    await jest.advanceTimersByTimeAsync(500);
    store.dispatch(loadRequested('brand'));
    expect(script.signals[0]?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(store.getState().ended).toEqual({
      load: { kind: 'done', answer: 'second' },
      query: { kind: 'done', answer: 'brand' },
    });
  });
});
