import type { TestRender } from '@portal/shared-contracts/storyboards';
import {
  latestRequested,
  nextPercent,
  percentAfter,
  progressTicked,
  renderCleared,
  renderDismissed,
  renderFailed,
  renderModeOpened,
  renderSlice,
  renderStarted,
  renderSucceeded,
  videoPicked,
  type RenderState,
} from './slice';

const reduce = (actions: Parameters<typeof renderSlice.reducer>[1][], from?: RenderState): RenderState => actions.reduce(renderSlice.reducer, from ?? renderSlice.getInitialState());
const job = { id: 9, customerId: '42', storyboardId: 7, title: 'Cut' };
const film: TestRender = { id: 9, storyboardId: 7, title: 'Cut', status: 'Complete', step: null, error: null, assetId: 'private/u/renders/x.mp4', durationMillis: 3000, dateCreated: '2026-01-01T00:00:00.000Z', dateCompleted: '2026-01-01T00:01:00.000Z' };

describe('the render bar (001 §4, §9)', () => {
  it.each([
    [0, 1],
    [1, 2],
    [89, 90],
    [90, 90],
  ])('%i%% -> %i%% after a second', (from, to) => expect(nextPercent(from)).toBe(to));

  it.each([
    [0, 0],
    [999, 0],
    [1000, 1],
    [42_500, 42],
    [90_000, 90],
    [3_600_000, 90],
    [-5000, 0],
  ])('%i ms after the start -> %i%%', (ms, percent) => expect(percentAfter(1_000_000, 1_000_000 + ms)).toBe(percent));

  it('rises only for renders still rendering; 100 on success, 0 on failure', () => {
    let state = reduce([renderStarted(job), renderStarted({ ...job, id: 10 }), progressTicked(), progressTicked()]);
    expect(state.jobs.map((j) => j.percent)).toEqual([2, 2]);
    state = reduce([renderSucceeded({ render: film }), renderFailed({ id: 10, message: 'Failed To Render Video', reason: null }), progressTicked()], state);
    expect(state.jobs.map((j) => [j.status, j.percent])).toEqual([
      ['succeeded', 100],
      ['failed', 0],
    ]);
    expect(reduce([renderCleared({ id: 9 })], state).jobs.map((j) => j.id)).toEqual([10]);
  });

  it('keeps following a dismissed render out of sight, and forgets a dismissed failure', () => {
    let state = reduce([renderStarted(job), renderDismissed({ id: 9 })]);
    expect(state.jobs[0]).toMatchObject({ dismissed: true, status: 'rendering' });
    state = reduce([renderFailed({ id: 9, message: 'Failed To Render Video', reason: null })], state);
    expect(state.jobs).toEqual([]);
  });
});

describe('picks and the latest film', () => {
  it('drops the picks of another storyboard, and resets them when a render starts', () => {
    let state = reduce([renderModeOpened({ storyboardId: 7 }), videoPicked({ shotId: 1, pick: { kind: 'asset', assetId: 'a', name: null } })]);
    expect(reduce([renderModeOpened({ storyboardId: 7 })], state).picks).toEqual({ 1: { kind: 'asset', assetId: 'a', name: null } });
    expect(reduce([renderModeOpened({ storyboardId: 8 })], state).picks).toEqual({});
    state = reduce([renderStarted(job)], state);
    expect(state.picks).toEqual({});
  });

  it("shows a finished render as the storyboard's latest film", () => {
    const state = reduce([latestRequested({ storyboardId: 7, customerId: '42' }), renderStarted(job), renderSucceeded({ render: film })]);
    expect(state.latest).toEqual({ storyboardId: 7, status: 'succeeded', render: film });
    expect(reduce([latestRequested({ storyboardId: 8, customerId: '42' }), renderSucceeded({ render: film })]).latest.render).toBeNull();
  });
});
