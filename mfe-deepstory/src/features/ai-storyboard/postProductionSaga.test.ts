import { LOCAL_STORAGE_KEYS } from '@portal/shared-contracts/core';
import { aiDetail, aiMetadata } from '../../testing/aiStoryboardFixtures';
import { fail, ok } from '../../testing/fakeAiApi';
import { USER_SUB } from '../../testing/sessions';
import { harnessPerTest } from '../../testing/storyboardHarness';
import { deleteConfirmed, postProductionCancelled, postProductionRequested, postProductionWatched } from './slice';
import { seriesReloadRequested } from '../series';
import { flush, openedStoryboard, seenActions, type StoryboardHarness } from './testSupport';

const { keep } = harnessPerTest();

const SLOT = `${LOCAL_STORAGE_KEYS.ACTIVE_POST_PRODUCTION_ID}:${USER_SUB}`;
const stored = (): unknown => JSON.parse(localStorage.getItem(SLOT) ?? '[]');
const statuses = (post: number, kden: number, error: { code?: string; message?: string } = {}) =>
  ok({ post_production_process_status: post, kdenlive_process_status: kden, error_code: error.code ?? null, error_message: error.message ?? null });

/** Answers the status checks with `answers` in order (the last one repeating). */
function answerChecks(t: StoryboardHarness, ...answers: ReturnType<typeof statuses>[]): void {
  let n = 0;
  t.api.on('GET', '/ai/checkPostProductionStatus', () => answers[Math.min(n++, answers.length - 1)]!);
}

const checks = (t: StoryboardHarness): number => t.api.to('GET', '/ai/checkPostProductionStatus').length;

describe('post-production (002 §4 "Film action")', () => {
  it('stores the id, starts it, checks after 1 s then every 10 s, and on both 3 refreshes the metadata and clears the id', async () => {
    const t = keep(await openedStoryboard());
    t.api.on('POST', '/ai/requestPostProduction', statuses(1, 0));
    answerChecks(t, statuses(2, 1), statuses(3, 2), statuses(3, 3));
    t.api.on('GET', '/ai/getAIStoryboardMetadata', ok(aiMetadata({ title: 'Refreshed' })));

    t.store.dispatch(postProductionRequested({ id: 7, userId: 42 }));
    await flush();
    expect(stored()).toEqual(['7']);
    expect(t.state().activePostProduction).toEqual([7]);
    expect(t.api.to('POST', '/ai/requestPostProduction')[0]!.body).toEqual({ data: { id: 7, user_id: 42 } });
    expect(t.state().detail).toMatchObject({ post_production_process_status: 1, kdenlive_process_status: 0 });

    await jest.advanceTimersByTimeAsync(999);
    expect(checks(t)).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(checks(t)).toBe(1);
    expect(t.api.to('GET', '/ai/checkPostProductionStatus')[0]!.query.get('id')).toBe('7');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(checks(t)).toBe(2);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(checks(t)).toBe(3);
    await flush();

    expect(t.state().detail).toMatchObject({ post_production_process_status: 3, kdenlive_process_status: 3 });
    expect(t.state().detail?.metadata.title).toBe('Refreshed');
    expect(stored()).toEqual([]);
    expect(t.state().activePostProduction).toEqual([]);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(checks(t)).toBe(3);
  });

  it("fails when either status is 4: the api's error shows and the id is cleared", async () => {
    const t = keep(await openedStoryboard());
    t.api.on('POST', '/ai/requestPostProduction', statuses(1, 0));
    answerChecks(t, statuses(3, 4, { code: 'KDEN_FAILED', message: 'melt could not render the preview' }));
    t.store.dispatch(postProductionRequested({ id: 7, userId: 42 }));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(t.toasts()).toEqual(['Error (Code: KDEN_FAILED): melt could not render the preview']);
    expect(t.state().postProductionFailed).toBe(true);
    expect(stored()).toEqual([]);
  });

  it('gives the default code and message when a failed status carries none', async () => {
    const t = keep(await openedStoryboard());
    t.api.on('POST', '/ai/requestPostProduction', statuses(1, 0));
    answerChecks(t, statuses(4, 0));
    t.store.dispatch(postProductionRequested({ id: 7, userId: 42 }));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(t.toasts()).toEqual(['Error (Code: 500): An error occurred']);
  });

  it('forgets the id when the request is refused', async () => {
    const t = keep(await openedStoryboard());
    t.api.on('POST', '/ai/requestPostProduction', fail(409, 'AI_NOT_READY', 'Still generating'));
    t.store.dispatch(postProductionRequested({ id: 7, userId: 42 }));
    await flush();
    expect(t.toasts()).toEqual(['Error (Code: AI_NOT_READY): Still generating']);
    expect(stored()).toEqual([]);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(checks(t)).toBe(0);
  });

  it('resumes following a stored id when the film step opens, and a Cancel stops it and forgets the id', async () => {
    localStorage.setItem(SLOT, JSON.stringify(['7']));
    const t = keep(await openedStoryboard());
    answerChecks(t, statuses(2, 1));
    expect(t.state().activePostProduction).toEqual([7]);
    t.store.dispatch(postProductionWatched({ id: 7, userId: 42 }));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(checks(t)).toBe(1);
    expect(t.api.to('POST', '/ai/requestPostProduction')).toHaveLength(0);

    t.store.dispatch(postProductionCancelled({ id: 7 }));
    await flush();
    expect(stored()).toEqual([]);
    expect(t.state().activePostProduction).toEqual([]);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(checks(t)).toBe(1);
  });

  it.each([
    ['starts', aiDetail(), 1, 0],
    ['leaves alone a finished', aiDetail({ post_production_process_status: 3, kdenlive_process_status: 3 }), 0, 0],
    ['marks failed and does not restart', aiDetail({ post_production_process_status: 4, kdenlive_process_status: 0 }), 0, 0],
    ['follows a running', aiDetail({ post_production_process_status: 2, kdenlive_process_status: 0 }), 0, 1],
  ])('the film step opening %s post-production', async (_what, detail, requests, checked) => {
    const t = keep(await openedStoryboard(detail));
    t.api.on('POST', '/ai/requestPostProduction', statuses(1, 0));
    answerChecks(t, statuses(2, 1));
    t.store.dispatch(postProductionWatched({ id: 7, userId: 42 }));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(t.api.to('POST', '/ai/requestPostProduction')).toHaveLength(requests);
    expect(checks(t)).toBe(requests + checked);
    expect(t.state().postProductionFailed).toBe(detail.post_production_process_status === 4);
  });

  it('starts once for two quick requests', async () => {
    const t = keep(await openedStoryboard());
    t.api.on('POST', '/ai/requestPostProduction', statuses(1, 0));
    answerChecks(t, statuses(2, 1));
    t.store.dispatch(postProductionRequested({ id: 7, userId: 42 }));
    t.store.dispatch(postProductionRequested({ id: 7, userId: 42 }));
    await flush();
    expect(t.api.to('POST', '/ai/requestPostProduction')).toHaveLength(1);
  });
});

describe('deleting the storyboard', () => {
  it('deletes it, says so, forgets its stored flags and tells the page it is gone', async () => {
    localStorage.setItem(SLOT, JSON.stringify(['7']));
    const t = keep(await openedStoryboard());
    t.api.on('DELETE', '/ai/deleteAIStoryboards', ok({ deleted: 1 }));
    t.store.dispatch(deleteConfirmed());
    await flush();
    expect(t.api.to('DELETE', '/ai/deleteAIStoryboards')[0]!.body).toEqual({ data: { request_ids: [7], user_id: 42 } });
    expect(t.props.bus.published('toast/requested')).toContainEqual({ kind: 'success', message: 'Storyboard deleted successfully' });
    expect(t.state().deleting).toBe('deleted');
    expect(stored()).toEqual([]);
    const reloads = (): number => seenActions.filter((type) => type === seriesReloadRequested.type).length;
    await jest.advanceTimersByTimeAsync(2_999);
    expect(reloads()).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(reloads()).toBe(1);
  });

  it('stays on the page with the error when the delete fails', async () => {
    const t = keep(await openedStoryboard());
    t.api.on('DELETE', '/ai/deleteAIStoryboards', fail(500, '500', 'Database unavailable'));
    t.store.dispatch(deleteConfirmed());
    await flush();
    expect(t.toasts()).toEqual(['Error (Code: 500): Database unavailable']);
    expect(t.state().deleting).toBe('idle');
  });
});
