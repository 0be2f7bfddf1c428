import { storyboardHits } from '../../testing/storyboards';
import { INITIAL_CRITERIA } from './criteria';
import { selectHasMore, selectStoryboards } from './selectors';
import { criteriaChanged, criteriaReset, listOpened, pageFailed, pageLoaded, pageRequested, storyboardListSlice, type StoryboardListState } from './slice';

const { reducer } = storyboardListSlice;
const root = (state: StoryboardListState) => ({ storyboardList: state });
const loaded = (count: number, total: number): StoryboardListState =>
  reducer(reducer(undefined, listOpened()), pageLoaded({ from: 0, hits: storyboardHits(1, count), total }));

describe('storyboardList slice', () => {
  it('starts idle; opening the page starts the first page once', () => {
    const opened = reducer(undefined, listOpened());
    expect(opened).toMatchObject({ status: 'loading', loadingFrom: 0 });
    expect(reducer(loaded(3, 3), listOpened())).toMatchObject({ status: 'succeeded' });
    expect(selectHasMore(root(reducer(undefined, { type: 'other' })))).toBe(false);
  });

  it('appends later pages after the first and knows whether more are left', () => {
    const first = loaded(20, 45);
    expect(selectHasMore(root(first))).toBe(true);
    const asking = reducer(first, pageRequested({ from: 20 }));
    expect(asking).toMatchObject({ status: 'loading', loadingFrom: 20 });
    expect(selectStoryboards(root(asking))).toHaveLength(20);
    const second = reducer(asking, pageLoaded({ from: 20, hits: storyboardHits(21, 25), total: 45 }));
    expect(selectStoryboards(root(second)).map((s) => s.scriptId)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(selectHasMore(root(second))).toBe(false);
  });

  it('starts over when the question changes, not when it stays the same', () => {
    const before = loaded(5, 5);
    const retyped = reducer(before, criteriaChanged({ text: 'rugby' }));
    expect(retyped).toMatchObject({ status: 'loading', loadingFrom: 0, total: 0, criteria: { text: 'rugby' } });
    expect(selectStoryboards(root(retyped))).toEqual([]);
    const modeOnly = reducer(before, criteriaChanged({ mode: 'tags' }));
    expect(modeOnly).toMatchObject({ status: 'succeeded', criteria: { mode: 'tags' } });
    expect(selectStoryboards(root(modeOnly))).toHaveLength(5);
  });

  it('resets every criterion', () => {
    const chosen = reducer(loaded(5, 5), criteriaChanged({ mode: 'tags', text: 'x', tags: ['QLD'], project: 'Live' }));
    expect(reducer(chosen, criteriaReset())).toMatchObject({ criteria: INITIAL_CRITERIA, status: 'loading' });
    expect(reducer(loaded(5, 5), criteriaReset())).toMatchObject({ status: 'succeeded' });
  });

  it('keeps the error of a failed page until the next request', () => {
    const failed = reducer(loaded(20, 45), pageFailed({ message: 'boom' }));
    expect(failed).toMatchObject({ status: 'failed', error: 'boom' });
    expect(selectStoryboards(root(failed))).toHaveLength(20);
    expect(reducer(failed, pageRequested({ from: 20 }))).toMatchObject({ status: 'loading', error: null });
  });
});
