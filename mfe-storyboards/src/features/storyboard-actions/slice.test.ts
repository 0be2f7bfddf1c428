import { STORYBOARD_ACTION_TEXTS as T, STORYBOARD_MESSAGES } from '@portal/shared-contracts/storyboards';
import { storyboardDetail } from '../../testing/storyboardDetail';
import {
  actionBarClosed,
  actionFailed,
  actionProgressed,
  actionRefused,
  actionRequested,
  actionSucceeded,
  errorDismissed,
  storyboardActionsSlice,
  upgradeDismissed,
  upgradeRequired,
  userSearchChanged,
  userSearchFailed,
  usersFound,
} from './slice';

const { reducer } = storyboardActionsSlice;
const sb = storyboardDetail({ status: 'Published' });
const deleting = reducer(undefined, actionRequested({ kind: 'delete', storyboard: sb }));

describe('storyboardActions slice', () => {
  it('runs one action at a time, with its first progress step', () => {
    expect(deleting.running).toEqual({ kind: 'delete', storyboardId: 7, message: T.deleting });
    const again = reducer(deleting, actionRequested({ kind: 'clone', storyboard: sb, title: 'x' }));
    expect(again.running?.kind).toBe('delete');
    expect(reducer(deleting, actionProgressed({ message: T.deleted })).running?.message).toBe(T.deleted);
    expect(reducer(deleting, actionSucceeded()).running).toBeNull();
  });

  it('keeps a failure until it is dismissed or the next action starts', () => {
    const failed = reducer(deleting, actionFailed({ message: STORYBOARD_MESSAGES.deleteFailed }));
    expect(failed).toMatchObject({ running: null, error: STORYBOARD_MESSAGES.deleteFailed });
    expect(reducer(failed, errorDismissed()).error).toBeNull();
    expect(reducer(failed, actionRequested({ kind: 'suspend', storyboard: sb })).error).toBeNull();
  });

  it('shows a refusal only while nothing runs', () => {
    expect(reducer(undefined, actionRefused({ message: STORYBOARD_MESSAGES.inMarketplace })).error).toBe(STORYBOARD_MESSAGES.inMarketplace);
    expect(reducer(deleting, actionRefused({ message: STORYBOARD_MESSAGES.inMarketplace })).error).toBeNull();
  });

  it('offers the upgrade instead of an error, until dismissed', () => {
    const offered = reducer(deleting, upgradeRequired());
    expect(offered).toMatchObject({ running: null, error: null, upgradeOffered: true });
    expect(reducer(offered, upgradeDismissed()).upgradeOffered).toBe(false);
  });

  it('keeps only the answer to the latest user search', () => {
    const typing = reducer(undefined, userSearchChanged({ query: 'sam' }));
    expect(typing.userSearch).toMatchObject({ status: 'loading', query: 'sam' });
    const hit = { id: 8, fullName: 'Sam Lee', email: 'sam@club.test' };
    const found = reducer(typing, usersFound({ query: 'sam', hits: [hit] }));
    expect(found.userSearch).toMatchObject({ status: 'succeeded', hits: [hit] });
    const stale = reducer(reducer(found, userSearchChanged({ query: 'samu' })), usersFound({ query: 'sam', hits: [] }));
    expect(stale.userSearch).toMatchObject({ status: 'loading', query: 'samu', hits: [hit] });
    expect(reducer(stale, userSearchFailed({ query: 'samu', message: STORYBOARD_MESSAGES.searchUsersFailed })).userSearch).toMatchObject({
      status: 'failed',
      hits: [],
      error: STORYBOARD_MESSAGES.searchUsersFailed,
    });
    expect(reducer(found, userSearchChanged({ query: ' ' })).userSearch).toMatchObject({ status: 'idle', hits: [] });
  });

  it('starts over when the bar closes', () => {
    const busy = reducer(reducer(deleting, userSearchChanged({ query: 'sam' })), upgradeRequired());
    expect(reducer(busy, actionBarClosed())).toEqual(reducer(undefined, { type: 'init' }));
  });
});
