import type { SagaIterator } from 'redux-saga';
import { delay, put } from 'redux-saga/effects';
import { typedCall, withDeadline } from './effects';
import { pollEnded, storeRunning } from './testSupport';

const done = (id: string, answer: string) => pollEnded({ id, summary: { kind: 'done', answer } });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('typedCall', () => {
  it('gives yield* the resolved value of a promise and the value of a plain function', async () => {
    const { store } = storeRunning(function* root() {
      const count = yield* typedCall(async (n: number) => n + 1, 41);
      const label = yield* typedCall((prefix: string) => `${prefix}-${count}`, 'sb');
      // @ts-expect-error the result is a number, not a string
      const wrong: string = yield* typedCall(async () => 1);
      yield put(done('label', `${label}/${typeof wrong}`));
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().ended['label']).toEqual({ kind: 'done', answer: 'sb-42/number' });
  });

  it('checks the arguments against the function', () => {
    function* typed(): SagaIterator<void> {
      // @ts-expect-error the function takes a number
      yield* typedCall(async (n: number) => n, 'one');
    }
    expect(typeof typed).toBe('function');
  });
});

describe('withDeadline', () => {
  function* slow(ms: number): SagaIterator<string> {
    yield delay(ms);
    return `after ${ms}`;
  }

  it('returns the saga’s value when it beats the deadline', async () => {
    const { store } = storeRunning(function* root() {
      const outcome = yield* withDeadline(1_000, () => slow(999));
      yield put(done('fast', outcome.late ? 'late' : outcome.value));
    });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(store.getState().ended['fast']).toEqual({ kind: 'done', answer: 'after 999' });
  });

  it('is late, and cancels the saga, when the deadline comes first', async () => {
    const { store } = storeRunning(function* root() {
      const outcome = yield* withDeadline(1_000, function* late(): SagaIterator<string> {
        const value = yield* slow(1_001);
        yield put(done('finished', value));
        return value;
      });
      yield put(done('slow', outcome.late ? 'late' : outcome.value));
    });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(store.getState().ended).toEqual({ slow: { kind: 'done', answer: 'late' } });
  });
});
