import { act } from '@testing-library/react';
import { combineSlices } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { LOCAL_STORAGE_KEYS, POLL_INTERVALS_MS } from '@portal/shared-contracts/core';
import { type GenerationStatus } from '@portal/shared-contracts/deepstory';
import { createRemoteStore, type RemoteStore } from '@portal/shared-ui';
import { aiErrorsSaga, aiErrorsSlice } from '../ai-api';
import { fakeAiApi, fail, ok, type FakeAiApi } from '../../testing/fakeAiApi';
import { fakeMountProps } from '../../testing/renderWithProviders';
import { USER_SUB, deepStorySession } from '../../testing/sessions';
import { endedIds, generationSaga } from './sagas';
import { generationStarted, generationSlice, selectActiveIds } from './slice';

const reducer = combineSlices(generationSlice, aiErrorsSlice);
const STORED = `${LOCAL_STORAGE_KEYS.ACTIVE_STORYBOARD_IDS}:${USER_SUB}`;
const status = (id: number, storyboard: number, image: number, error: Partial<GenerationStatus> = {}): GenerationStatus => ({
  id,
  storyboard_process_status: storyboard as GenerationStatus['storyboard_process_status'],
  image_process_status: image as GenerationStatus['image_process_status'],
  error_code: null,
  error_message: null,
  ...error,
});

let running: RemoteStore<ReturnType<typeof reducer>> | null = null;
beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => {
  running?.stop();
  running = null;
  jest.useRealTimers();
});

const elapse = (ms: number): Promise<void> => act(() => jest.advanceTimersByTimeAsync(ms));
const stored = (): unknown => JSON.parse(localStorage.getItem(STORED) ?? '[]');

/** Answers each status check with the next of `rounds` (the last one again after that). */
function answerChecks(api: FakeAiApi, rounds: Array<GenerationStatus[] | ReturnType<typeof fail>>): void {
  let round = 0;
  api.on('GET', '/ai/checkGenerationStatus', () => {
    const answer = rounds[Math.min(round, rounds.length - 1)]!;
    round += 1;
    return Array.isArray(answer) ? ok(answer) : answer;
  });
}

function start() {
  const props = fakeMountProps({ session: deepStorySession() });
  running = createRemoteStore({
    reducer,
    context: props,
    saga: function* root(): SagaIterator<void> {
      yield all([call(generationSaga, props), call(aiErrorsSaga, props)]);
    },
  });
  const { store } = running;
  return { props, store, active: () => selectActiveIds(store.getState()) };
}

describe('generation polling (002 §4)', () => {
  it('checks new request ids at once, then every 10 s, and drops each when it is complete', async () => {
    const api = fakeAiApi();
    answerChecks(api, [
      [status(5, 1, 0), status(6, 1, 0)],
      [status(5, 3, 3), status(6, 2, 1)],
      [status(6, 3, 4)],
    ]);
    const { store, active } = start();
    await elapse(0);
    expect(api.sent).toEqual([]);

    store.dispatch(generationStarted({ requestIds: [5, 6] }));
    await elapse(0);
    expect(stored()).toEqual(['5', '6']);
    expect(api.to('GET', '/ai/checkGenerationStatus').map((r) => r.query.get('request_ids'))).toEqual(['5,6']);

    await elapse(POLL_INTERVALS_MS.AI_GENERATION_STATUS - 1);
    expect(api.to('GET', '/ai/checkGenerationStatus')).toHaveLength(1);
    await elapse(1);
    expect(active()).toEqual([6]);
    expect(stored()).toEqual(['6']);

    await elapse(POLL_INTERVALS_MS.AI_GENERATION_STATUS);
    expect(api.to('GET', '/ai/checkGenerationStatus').map((r) => r.query.get('request_ids'))).toEqual(['5,6', '5,6', '6']);
    expect(active()).toEqual([]);
    expect(localStorage.getItem(STORED)).toBeNull();

    // Nothing left: no more checks.
    await elapse(POLL_INTERVALS_MS.AI_GENERATION_STATUS * 3);
    expect(api.to('GET', '/ai/checkGenerationStatus')).toHaveLength(3);
  });

  it('resumes the ids stored by an earlier page load', async () => {
    localStorage.setItem(STORED, JSON.stringify(['7', 'junk']));
    const api = fakeAiApi();
    answerChecks(api, [[status(7, 2, 0)]]);
    const { active } = start();
    await elapse(0);
    expect(active()).toEqual([7]);
    expect(api.to('GET', '/ai/checkGenerationStatus')[0]!.query.get('request_ids')).toBe('7');
    expect(stored()).toEqual(['7']);
  });

  it('waits for the session before reading stored ids', async () => {
    localStorage.setItem(STORED, JSON.stringify(['7']));
    const api = fakeAiApi();
    answerChecks(api, [[status(7, 2, 0)]]);
    const signedIn = deepStorySession();
    const session = deepStorySession();
    session.setSnapshot({ status: 'authenticating', user: null });
    const props = fakeMountProps({ session });
    running = createRemoteStore({ reducer, context: props, saga: () => generationSaga(props) });
    await elapse(0);
    expect(api.sent).toEqual([]);
    act(() => session.setSnapshot(signedIn.getSnapshot()));
    await elapse(0);
    expect(api.sent).toHaveLength(1);
  });

  it('shows a failed storyboard as an error (code 22003 and its message by default)', async () => {
    const api = fakeAiApi();
    answerChecks(api, [[status(5, 4, 0), status(6, 4, 0, { error_code: 'AI_INVALID_OUTPUT', error_message: 'The generator failed' })]]);
    const { props, store, active } = start();
    store.dispatch(generationStarted({ requestIds: [5, 6] }));
    await elapse(0);
    expect(active()).toEqual([]);
    expect(props.bus.published('toast/requested').map((t) => t.message)).toEqual([
      'Error (Code: 22003): Failed to fetch the statuses.',
      'Error (Code: AI_INVALID_OUTPUT): The generator failed',
    ]);
  });

  it('asks again after a network failure, and stops following ids the api refuses', async () => {
    const api = fakeAiApi();
    answerChecks(api, [fail(503, 'UNAVAILABLE', 'Try later'), fail(404, 'AI_NOT_FOUND', 'No such storyboard')]);
    const { props, store, active } = start();
    store.dispatch(generationStarted({ requestIds: [9] }));
    await elapse(0);
    expect(active()).toEqual([9]);
    expect(props.bus.published('toast/requested')).toEqual([]);
    await elapse(POLL_INTERVALS_MS.AI_GENERATION_STATUS);
    expect(active()).toEqual([]);
    expect(localStorage.getItem(STORED)).toBeNull();
    expect(props.bus.published('toast/requested').map((t) => t.message)).toEqual(['Error (Code: AI_NOT_FOUND): No such storyboard']);
  });
});

describe('endedIds', () => {
  it('ends complete (storyboard 3, images 3 or 4), failed and unanswered ids', () => {
    expect(endedIds([1, 2, 3, 4, 5, 6], [status(1, 3, 3), status(2, 3, 4), status(3, 3, 2), status(4, 2, 0), status(5, 4, 0)])).toEqual({
      ended: [1, 2, 5, 6],
      failed: [status(5, 4, 0)],
    });
  });
});
