import { combineSlices } from '@reduxjs/toolkit';
import { listingHit, listingHits } from '../../testing/listings';
import { sameSearch, toListingQuery, toggleTag } from './criteria';
import {
  addToAccountClicked,
  copyCompleted,
  copyFailed,
  copyNoticeDismissed,
  copyRefusedByPlan,
  copyRequestFailed,
  copyResumed,
  copyStarted,
  copyTimedOut,
  listingClosed,
  listingLoaded,
  listingOpened,
  listingSlice,
} from './listingSlice';
import {
  selectCopy,
  selectCopyBlocking,
  selectHasMore,
  selectKnownListing,
  selectListings,
  selectModalCopyError,
  selectOpened,
  selectPageCopyNotice,
  selectPopularStatus,
  selectRefusedByPlan,
  selectStatus,
} from './selectors';
import { criteriaChanged, marketplaceOpened, marketplaceSlice, pageFailed, pageLoaded, pageRequested, popularLoaded } from './slice';

const reducer = combineSlices(marketplaceSlice, listingSlice);
type State = ReturnType<typeof reducer>;
const run = (...actions: Parameters<typeof reducer>[1][]): State => actions.reduce<State>((s, a) => reducer(s, a), reducer(undefined, { type: '@@init' }));

describe('marketplace criteria', () => {
  it('asks with the trimmed keys, the tags and the offset', () => {
    expect(toListingQuery({ text: '  rugby ', tags: ['QLD'] }, 100)).toEqual({ q: 'rugby', tags: ['QLD'], from: 100 });
    expect(toListingQuery({ text: '   ', tags: [] }, 0)).toEqual({ q: undefined, tags: [], from: 0 });
  });

  it('tells a new question from the same one', () => {
    expect(sameSearch({ text: 'a ', tags: [] }, { text: ' a', tags: [] })).toBe(true);
    expect(sameSearch({ text: 'a', tags: ['QLD'] }, { text: 'a', tags: [] })).toBe(false);
    expect(toggleTag(['QLD'], 'NSW')).toEqual(['QLD', 'NSW']);
    expect(toggleTag(['QLD', 'NSW'], 'QLD')).toEqual(['NSW']);
  });
});

describe('marketplace slice', () => {
  it('opening loads the grid and the Popular row once', () => {
    const opened = run(marketplaceOpened());
    expect(selectStatus(opened)).toBe('loading');
    expect(selectPopularStatus(opened)).toBe('loading');
    const loaded = run(marketplaceOpened(), pageLoaded({ from: 0, hits: listingHits(1, 2), total: 2 }), popularLoaded({ hits: [] }), marketplaceOpened());
    expect(selectStatus(loaded)).toBe('succeeded');
    expect(selectPopularStatus(loaded)).toBe('succeeded');
  });

  it('adds later pages, and "has more" while the total exceeds what is held', () => {
    const first = run(marketplaceOpened(), pageLoaded({ from: 0, hits: listingHits(1, 100), total: 150 }));
    expect(selectHasMore(first)).toBe(true);
    const all = reducer(reducer(first, pageRequested({ from: 100 })), pageLoaded({ from: 100, hits: listingHits(101, 50), total: 150 }));
    expect(selectListings(all)).toHaveLength(150);
    expect(selectHasMore(all)).toBe(false);
  });

  it('a changed question empties the grid; the same one (spaces aside) keeps it', () => {
    const loaded = run(marketplaceOpened(), pageLoaded({ from: 0, hits: listingHits(1, 3), total: 3 }));
    const same = reducer(loaded, criteriaChanged({ text: '  ' }));
    expect(selectListings(same)).toHaveLength(3);
    expect(selectStatus(same)).toBe('succeeded');
    const changed = reducer(loaded, criteriaChanged({ tags: ['QLD'] }));
    expect(selectListings(changed)).toEqual([]);
    expect(selectStatus(changed)).toBe('loading');
  });

  it('keeps the message of a failed page', () => {
    const failed = run(marketplaceOpened(), pageFailed({ message: 'boom' }));
    expect(selectStatus(failed)).toBe('failed');
    expect(failed.marketplace.error).toBe('boom');
  });

  it('finds a listing the grid or the Popular row holds', () => {
    const state = run(pageLoaded({ from: 0, hits: [listingHit(1)], total: 1 }), popularLoaded({ hits: [listingHit(9)] }));
    expect(selectKnownListing(state, 1)?.listingId).toBe(1);
    expect(selectKnownListing(state, 9)?.listingId).toBe(9);
    expect(selectKnownListing(state, 5)).toBeUndefined();
  });
});

describe('listing slice', () => {
  it('shows the opened listing only when the answer is about it', () => {
    const opened = run(listingOpened({ listingId: 2 }));
    expect(selectOpened(opened)).toMatchObject({ listingId: 2, status: 'loading', listing: null });
    expect(selectOpened(reducer(opened, listingLoaded({ listing: listingHit(3) })))?.listing).toBeNull();
    expect(selectOpened(reducer(opened, listingLoaded({ listing: listingHit(2) })))).toMatchObject({ status: 'succeeded', listing: { listingId: 2 } });
    expect(selectOpened(reducer(opened, listingClosed()))).toBeNull();
  });

  it('runs one copy at a time, blocking the page while it runs', () => {
    const started = run(listingOpened({ listingId: 2 }), addToAccountClicked({ listingId: 2 }), copyStarted({ requestId: 40 }));
    expect(selectCopy(started)).toMatchObject({ phase: 'polling', listingId: 2, requestId: 40, resumed: false });
    expect(selectCopyBlocking(started)).toBe(true);
    expect(selectCopy(reducer(started, addToAccountClicked({ listingId: 3 })))).toEqual(selectCopy(started));
    const done = reducer(started, copyCompleted({ requestId: 40, scriptId: 77 }));
    expect(selectCopy(done)).toMatchObject({ phase: 'completed', scriptId: 77 });
    expect(selectCopyBlocking(done)).toBe(false);
  });

  it('ignores the end of a request that is not the current copy', () => {
    const started = run(addToAccountClicked({ listingId: 2 }), copyStarted({ requestId: 40 }));
    expect(selectCopy(reducer(started, copyFailed({ requestId: 41, message: 'x' })))).toMatchObject({ phase: 'polling' });
    expect(selectCopy(reducer(started, copyCompleted({ requestId: 41, scriptId: 1 })))).toMatchObject({ phase: 'polling' });
  });

  it('shows how a copy ended in the modal of its listing, and forgets it when the modal closes', () => {
    const failed = run(listingOpened({ listingId: 2 }), addToAccountClicked({ listingId: 2 }), copyStarted({ requestId: 40 }), copyFailed({ requestId: 40, message: 'No room' }));
    expect(selectModalCopyError(failed)).toBe('No room');
    expect(selectPageCopyNotice(failed)).toBeNull();
    const closed = reducer(failed, listingClosed());
    expect(selectCopy(closed).phase).toBe('idle');
    const timedOut = run(listingOpened({ listingId: 2 }), addToAccountClicked({ listingId: 2 }), copyStarted({ requestId: 40 }), copyTimedOut({ requestId: 40, message: 'slow' }));
    expect(selectModalCopyError(timedOut)).toBe('slow');
  });

  it('reports on the page a copy that ended after its modal was closed', () => {
    const state = run(listingOpened({ listingId: 2 }), addToAccountClicked({ listingId: 2 }), copyStarted({ requestId: 40 }), listingClosed(), copyFailed({ requestId: 40, message: 'No room' }));
    expect(selectPageCopyNotice(state)).toMatchObject({ phase: 'failed', error: 'No room' });
    expect(selectCopy(reducer(state, copyNoticeDismissed())).phase).toBe('idle');
  });

  it('reports a resumed copy on the page, without blocking it, unless a copy started here runs', () => {
    const resumed = run(copyResumed({ requestId: 12 }));
    expect(selectPageCopyNotice(resumed)).toMatchObject({ phase: 'polling', requestId: 12, resumed: true });
    expect(selectCopyBlocking(resumed)).toBe(false);
    expect(selectCopy(reducer(resumed, copyNoticeDismissed())).phase).toBe('polling');
    const done = reducer(resumed, copyCompleted({ requestId: 12, scriptId: 5 }));
    expect(selectPageCopyNotice(done)).toMatchObject({ phase: 'completed', scriptId: 5 });
    const busy = run(addToAccountClicked({ listingId: 1 }), copyResumed({ requestId: 12 }));
    expect(selectCopy(busy)).toMatchObject({ phase: 'starting', resumed: false });
  });

  it('a refusal for the plan turns on the upgrade path; another failure is shown', () => {
    const refused = run(addToAccountClicked({ listingId: 2 }), copyRefusedByPlan());
    expect(selectRefusedByPlan(refused)).toBe(true);
    expect(selectCopy(refused).phase).toBe('idle');
    const failed = run(listingOpened({ listingId: 2 }), addToAccountClicked({ listingId: 2 }), copyRequestFailed({ message: 'Failed' }));
    expect(selectModalCopyError(failed)).toBe('Failed');
  });
});
