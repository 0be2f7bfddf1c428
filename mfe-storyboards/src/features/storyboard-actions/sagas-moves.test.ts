import { PROXY_MESSAGES, STORYBOARD_ACTION_TEXTS as T, STORYBOARD_MESSAGES } from '@portal/shared-contracts/storyboards';
import { selectActionError, selectRunning, selectUpgradeOffered, selectUserSearch, userSearchChanged } from './slice';
import { BASE, DEV, LIVE, answered, published, start } from './sagaTestSupport';
import { storyboardDetail } from '../../testing/storyboardDetail';

describe('storyboard action sagas: listed storyboards, suspend, moves, marketplace, user search', () => {
  describe('while listed (001 §4)', () => {
    it.each(['suspend', 'delete', 'backToDev'] as const)('%s asks nothing and says to unlist first', async (kind) => {
      const t = start();
      await t.request({ kind, storyboard: published({ listingId: 4, project: LIVE, projectId: LIVE.id }) });
      await jest.advanceTimersByTimeAsync(5000);
      expect(t.api.requests).toEqual([]);
      expect(selectActionError(t.state())).toBe(STORYBOARD_MESSAGES.inMarketplace);
      expect(selectRunning(t.state())).toBeNull();
    });

    it("shows the api's 409 when the listing happened elsewhere, and refetches the storyboard", async () => {
      const t = start();
      await t.request({ kind: 'suspend', storyboard: published() });
      await answered(() => t.api.open('POST', `${BASE}/storyboards/7/suspend`).fail(409, { code: 'IN_MARKETPLACE', message: STORYBOARD_MESSAGES.inMarketplace }));
      expect(selectActionError(t.state())).toBe(STORYBOARD_MESSAGES.inMarketplace);
      expect(t.events()).toEqual(['storyboards/refreshRequested']);
    });

    it('unlists and asks the detail to refetch', async () => {
      const t = start();
      await t.request({ kind: 'unlist', storyboard: published({ listingId: 4 }) });
      expect(selectRunning(t.state())?.message).toBe(T.unlisting);
      await answered(() => t.api.open('DELETE', `${BASE}/listings/4`).ok({ ok: true }));
      expect(t.events()).toEqual(['storyboards/refreshRequested']);
      expect(selectActionError(t.state())).toBeNull();
    });

    it('tells a refused unlist from an unexpected one', async () => {
      const t = start();
      await t.request({ kind: 'unlist', storyboard: published({ listingId: 4 }) });
      await answered(() => t.api.open('DELETE', `${BASE}/listings/4`).fail(404, { code: 'LISTING_NOT_FOUND', message: 'x' }));
      expect(selectActionError(t.state())).toBe(PROXY_MESSAGES.unlistError);
      await t.request({ kind: 'unlist', storyboard: published({ listingId: 4 }) });
      await answered(() => t.api.open('DELETE', `${BASE}/listings/4`).ok('not the schema'));
      expect(selectActionError(t.state())).toBe(STORYBOARD_MESSAGES.unlistUnexpected);
    });
  });

  describe('suspend and the environment moves', () => {
    it('suspends and shows the answer', async () => {
      const t = start();
      await t.request({ kind: 'suspend', storyboard: published() });
      await answered(() => t.api.open('POST', `${BASE}/storyboards/7/suspend`).ok(storyboardDetail({ status: 'Draft' })));
      expect(t.state().sharedEvents).toEqual([expect.objectContaining({ type: 'storyboards/changed', payload: expect.objectContaining({ status: 'Draft' }) })]);
      await t.request({ kind: 'suspend', storyboard: published() });
      await answered(() => t.api.open('POST', `${BASE}/storyboards/7/suspend`).drop());
      expect(selectActionError(t.state())).toBe(STORYBOARD_MESSAGES.suspendFailed);
    });

    it("moves to live with the user's Live project, and back to dev with the Dev one", async () => {
      const t = start();
      await t.request({ kind: 'moveToLive', storyboard: published() });
      await answered(() => t.api.open('GET', '/proxy/v1/current-user/projects').ok([DEV, LIVE]));
      const live = t.api.open('POST', `${BASE}/storyboards/7/live`);
      expect(live.body).toEqual({ projectId: LIVE.id });
      await answered(() => live.ok(published({ project: LIVE, projectId: LIVE.id })));
      expect(t.state().sharedEvents).toHaveLength(1);

      await t.request({ kind: 'backToDev', storyboard: published({ project: LIVE, projectId: LIVE.id }) });
      await answered(() => t.api.open('GET', '/proxy/v1/current-user/projects').ok([DEV, LIVE]));
      const dev = t.api.open('POST', `${BASE}/storyboards/7/project`);
      expect(dev.body).toEqual({ projectId: DEV.id });
      await answered(() => dev.fail(409, { code: 'PROJECT_MOVE_REFUSED', message: 'already there' }));
      expect(selectActionError(t.state())).toBe(STORYBOARD_MESSAGES.updateProjectFailed);
    });

    it("shows the projects call's failure texts", async () => {
      const t = start();
      await t.request({ kind: 'moveToLive', storyboard: published() });
      await answered(() => t.api.open('GET', '/proxy/v1/current-user/projects').fail(404, { code: 'NOT_FOUND', message: 'x' }));
      expect(selectActionError(t.state())).toBe(PROXY_MESSAGES.projectsFetchError);
      await t.request({ kind: 'moveToLive', storyboard: published() });
      await answered(() => t.api.open('GET', '/proxy/v1/current-user/projects').drop());
      await jest.advanceTimersByTimeAsync(0);
      expect(selectActionError(t.state())).toBe(PROXY_MESSAGES.projectsFetchUnexpected);
      expect(t.api.all('POST', /\/live$/)).toEqual([]);
    });
  });

  describe('move to marketplace', () => {
    const listable = published({ project: LIVE, projectId: LIVE.id, tags: ['Sports'] });

    it('lists with the author and asks the detail to refetch', async () => {
      const t = start();
      await t.request({ kind: 'moveToMarketplace', storyboard: listable, author: 'Alex Rivera', description: 'Club filmmaker' });
      const post = t.api.open('POST', `${BASE}/storyboards/7/list`);
      expect(post.body).toEqual({ author: 'Alex Rivera', description: 'Club filmmaker' });
      await answered(() => post.ok({ id: 9 }));
      expect(t.events()).toEqual(['storyboards/refreshRequested']);
    });

    it('needs a required tag: refused before the call, and the api saying so shows the same text', async () => {
      const t = start();
      await t.request({ kind: 'moveToMarketplace', storyboard: { ...listable, tags: ['QLD'] }, author: 'A', description: '' });
      expect(t.api.requests).toEqual([]);
      expect(selectActionError(t.state())).toBe(STORYBOARD_MESSAGES.requiredTags);
      await t.request({ kind: 'moveToMarketplace', storyboard: listable, author: 'A', description: '' });
      await answered(() => t.api.open('POST', `${BASE}/storyboards/7/list`).fail(409, { code: 'REQUIRED_TAGS', message: STORYBOARD_MESSAGES.requiredTags }));
      expect(selectActionError(t.state())).toBe(STORYBOARD_MESSAGES.requiredTags);
      await t.request({ kind: 'moveToMarketplace', storyboard: listable, author: 'A', description: '' });
      await answered(() => t.api.open('POST', `${BASE}/storyboards/7/list`).fail(500));
      expect(selectActionError(t.state())).toBe(STORYBOARD_MESSAGES.moveToMarketplaceFailed);
    });

    it('offers the upgrade when the plan lacks the feature', async () => {
      const t = start();
      await t.request({ kind: 'moveToMarketplace', storyboard: listable, author: 'A', description: '' });
      await answered(() => t.api.open('POST', `${BASE}/storyboards/7/list`).fail(403, { code: 'FEATURE_NOT_IN_PLAN', message: 'needs customiseStoryboard' }));
      expect(selectUpgradeOffered(t.state())).toBe(true);
      expect(selectActionError(t.state())).toBeNull();
      expect(selectRunning(t.state())).toBeNull();
    });
  });

  describe('user search (admins)', () => {
    it('asks for 10 users 500 ms after the typing stops, with the latest text', async () => {
      const t = start('admin');
      t.store.dispatch(userSearchChanged({ query: 'sa' }));
      await jest.advanceTimersByTimeAsync(300);
      t.store.dispatch(userSearchChanged({ query: 'sam ' }));
      await jest.advanceTimersByTimeAsync(499);
      expect(t.api.requests).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      const search = t.api.open('GET', '/search/users');
      expect(Object.fromEntries(search.params)).toEqual({ size: '10', q: 'sam' });
      await answered(() => search.ok({ hits: [{ id: 8, fullName: 'Sam Lee', email: 'sam@club.test' }], total: { value: 1 } }));
      expect(selectUserSearch(t.state())).toMatchObject({ status: 'succeeded', hits: [{ fullName: 'Sam Lee', email: 'sam@club.test' }] });
    });

    it("shows 'Search users failed' for the api's refusal and the unexpected text otherwise", async () => {
      const t = start('admin');
      t.store.dispatch(userSearchChanged({ query: 'sam' }));
      await jest.advanceTimersByTimeAsync(500);
      await answered(() => t.api.open('GET', '/search/users').fail(403, { code: 'ADMIN_ONLY', message: 'admins' }));
      expect(selectUserSearch(t.state())).toMatchObject({ status: 'failed', error: STORYBOARD_MESSAGES.searchUsersFailed });
      t.store.dispatch(userSearchChanged({ query: 'sam l' }));
      await jest.advanceTimersByTimeAsync(500);
      await answered(() => t.api.open('GET', '/search/users').drop());
      expect(selectUserSearch(t.state())).toMatchObject({ status: 'failed', error: STORYBOARD_MESSAGES.searchUsersUnexpected });
    });

    it('asks nothing for blank text', async () => {
      const t = start('admin');
      t.store.dispatch(userSearchChanged({ query: '   ' }));
      await jest.advanceTimersByTimeAsync(1000);
      expect(t.api.requests).toEqual([]);
      expect(selectUserSearch(t.state()).status).toBe('idle');
    });
  });
});
