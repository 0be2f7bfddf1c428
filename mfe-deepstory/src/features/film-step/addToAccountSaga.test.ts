import { LOCAL_STORAGE_KEYS } from '@portal/shared-contracts/core';
import { classicStoryboard } from '../../testing/aiStoryboardFixtures';
import { fail, fakeAiApi, ok, type FakeAiApi } from '../../testing/fakeAiApi';
import { USER_SUB } from '../../testing/sessions';
import { harnessPerTest } from '../../testing/storyboardHarness';
import { addToAccountConfirmed } from './slice';
import { filmHarness, flush } from './testSupport';

const { keep } = harnessPerTest();

const key = (name: string): string => `${name}:${USER_SUB}`;
const storedKeys = (): Record<string, string | null> => ({
  id: localStorage.getItem(key(LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT_ID)),
  flag: localStorage.getItem(key(LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT)),
  userId: localStorage.getItem(key(LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT_USER_ID)),
});
const NOTHING_STORED = { id: null, flag: null, userId: null };
const progress = (status: number, scriptId = 0, error: { code?: string; message?: string } = {}) =>
  ok({ status, script_id: scriptId, error_code: error.code ?? null, error_message: error.message ?? null });
const classic = (projectType: 'Live' | 'Dev') => ok(classicStoryboard(900, projectType));

/** Answers `path` with `answers` in order, the last one repeating. */
function answers(api: FakeAiApi, method: string, path: string, ...replies: ReturnType<typeof ok>[]): void {
  let n = 0;
  api.on(method, path, () => replies[Math.min(n++, replies.length - 1)]!);
}
const CHECK = '/ai/checkAddToAccountProgress';
const CLASSIC = '/proxy/v1/customers/42/storyboards/900';

describe('add to account (002 §4)', () => {
  it('stores its keys, checks every 10 s until 3, waits for the new storyboard in Live every 2.5 s, then opens it through the host', async () => {
    const t = keep(await filmHarness());
    t.api.on('POST', '/ai/requestAddToAccount', progress(1));
    answers(t.api, 'GET', CHECK, progress(2), progress(3, 900));
    // The classic storyboard is not there at first, then in the Dev project, then moved to Live.
    let reads = 0;
    t.api.on('GET', CLASSIC, () => (++reads === 1 ? fail(404, 'NOT_FOUND', 'No such storyboard') : reads === 2 ? classic('Dev') : classic('Live')));
    t.store.dispatch(addToAccountConfirmed({ id: 7, userId: 42 }));
    await flush();

    expect(t.api.to('POST', '/ai/requestAddToAccount')[0]!.body).toEqual({ data: { id: 7, user_id: 42 } });
    expect(storedKeys()).toEqual({ id: '7', flag: 'true', userId: '42' });
    expect(t.state().filmStep.addToAccount).toEqual({ status: 'adding', storyboardId: 7 });
    expect(t.api.to('GET', CHECK)).toHaveLength(1);
    expect(t.api.to('GET', CHECK)[0]!.query.toString()).toBe('id=7&user_id=42');

    await jest.advanceTimersByTimeAsync(10_000);
    expect(t.api.to('GET', CHECK)).toHaveLength(2);
    expect(t.state().filmStep.addToAccount.status).toBe('opening');
    expect(t.api.to('GET', CLASSIC)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(2_500);
    expect(t.api.to('GET', CLASSIC)).toHaveLength(2);
    expect(t.props.navigate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2_500);
    expect(t.api.to('GET', CLASSIC)).toHaveLength(3);

    expect(t.props.navigate).toHaveBeenCalledWith('/storyboards/900');
    expect(t.props.bus.published('storyboard/addedToAccount')).toEqual([{ scriptId: 900 }]);
    expect(storedKeys()).toEqual(NOTHING_STORED);
    expect(t.state().filmStep.addToAccount.status).toBe('idle');
  });

  it('says "Failed to navigate. Invalid storyboard ID." for status 3 with script id 0', async () => {
    const t = keep(await filmHarness());
    t.api.on('POST', '/ai/requestAddToAccount', progress(3, 0));
    t.store.dispatch(addToAccountConfirmed({ id: 7, userId: 42 }));
    await flush();
    expect(t.toasts()).toEqual(['Failed to navigate. Invalid storyboard ID.']);
    expect(t.props.navigate).not.toHaveBeenCalled();
    expect(storedKeys()).toEqual(NOTHING_STORED);
    expect(t.api.to('GET', CHECK)).toHaveLength(0);
  });

  it("shows the api's error for status 4 and clears the keys", async () => {
    const t = keep(await filmHarness());
    t.api.on('POST', '/ai/requestAddToAccount', progress(1));
    answers(t.api, 'GET', CHECK, progress(4, 0, { code: 'ADD_FAILED', message: 'The project is full' }));
    t.store.dispatch(addToAccountConfirmed({ id: 7, userId: 42 }));
    await flush();
    expect(t.toasts()).toEqual(['Error (Code: ADD_FAILED): The project is full']);
    expect(storedKeys()).toEqual(NOTHING_STORED);
    expect(t.state().filmStep.addToAccount.status).toBe('idle');
  });

  it('shows the error of a refused request and stores nothing', async () => {
    const t = keep(await filmHarness());
    t.api.on('POST', '/ai/requestAddToAccount', fail(409, 'AI_POST_PRODUCTION_PENDING', 'Post-production has not finished'));
    t.store.dispatch(addToAccountConfirmed({ id: 7, userId: 42 }));
    await flush();
    expect(t.toasts()).toEqual(['Error (Code: AI_POST_PRODUCTION_PENDING): Post-production has not finished']);
    expect(storedKeys()).toEqual(NOTHING_STORED);
  });

  it('resumes a stored add to account on mount, without asking again, and keeps the keys when the remote unmounts', async () => {
    localStorage.setItem(key(LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT_ID), '7');
    localStorage.setItem(key(LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT), 'true');
    localStorage.setItem(key(LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT_USER_ID), '42');
    const api = fakeAiApi();
    answers(api, 'GET', CHECK, progress(2));
    const t = keep(await filmHarness(undefined, api));
    expect(t.state().filmStep.addToAccount).toEqual({ status: 'adding', storyboardId: 7 });
    expect(t.api.to('GET', CHECK)).toHaveLength(1);
    expect(t.api.to('POST', '/ai/requestAddToAccount')).toHaveLength(0);
    t.stop();
    expect(storedKeys()).toEqual({ id: '7', flag: 'true', userId: '42' });
  });

  it('ignores stored keys without the in-progress flag, or of another user', async () => {
    localStorage.setItem(key(LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT_ID), '7');
    localStorage.setItem(key(LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT_USER_ID), '42');
    localStorage.setItem(`${LOCAL_STORAGE_KEYS.ACTIVE_ADD_TO_ACCOUNT}:someone-else`, 'true');
    const t = keep(await filmHarness());
    expect(t.state().filmStep.addToAccount.status).toBe('idle');
    expect(t.api.to('GET', CHECK)).toHaveLength(0);
  });
});
