import { IDEMPOTENCY_HEADER, PROXY_MESSAGES, STORYBOARD_ACTION_TEXTS as T, STORYBOARD_MESSAGES, type Role, type StoryboardDetail } from '@portal/shared-contracts';
import { createRemoteStore, type RemoteStore } from '@portal/shared-ui';
import { fakeProxyApi, type FakeProxyApi } from '../../testing/fakeProxyApi';
import { fakeMountProps } from '../../testing/renderWithProviders';
import { storyboardDetail } from '../../testing/storyboardDetail';
import { storyboardActionsSaga } from './sagas';
import { actionBarClosed, actionRequested, selectActionError, selectRunning, selectUpgradeOffered, selectUserSearch, userSearchChanged, type ActionRequest } from './slice';
import { actionsOnlyReducer, signedIn, type ActionsOnlyState } from './testSupport';

const BASE = '/proxy/v1/customers/1';
const LIVE = { id: 12, code: 'acme-live', projectType: 'Live' } as const;
const DEV = { id: 11, code: 'acme-dev', projectType: 'Dev' } as const;

let running: RemoteStore<ActionsOnlyState> | null = null;
afterEach(() => {
  running?.stop();
  running = null;
  jest.useRealTimers();
});

function start(role: Role = 'customer') {
  const api: FakeProxyApi = fakeProxyApi();
  const mountProps = fakeMountProps({ session: signedIn(role) });
  running = createRemoteStore({ reducer: actionsOnlyReducer, saga: storyboardActionsSaga, context: mountProps });
  const { store } = running;
  return {
    api,
    mountProps,
    store,
    request: async (request: ActionRequest) => {
      store.dispatch(actionRequested(request));
      await flush();
    },
    state: () => store.getState(),
    events: () => store.getState().sharedEvents.map((e) => e.type),
  };
}

/** Lets the http client's promises settle (its token look-up is asynchronous) without moving the clock. */
const flush = (): Promise<void> => jest.advanceTimersByTimeAsync(0);
const answered = async (answer: () => void): Promise<void> => {
  answer();
  await flush();
};

const draft = storyboardDetail({ status: 'Draft' });
const published = (overrides: Partial<StoryboardDetail> = {}) => storyboardDetail({ status: 'Published', publishedRenderQuality: 'High', ...overrides });

describe('storyboard action sagas', () => {
  beforeEach(() => jest.useFakeTimers());

  describe('release', () => {
    it('releases with the chosen quality, polls every 500 ms while Processing, then shows Published', async () => {
      const t = start();
      await t.request({ kind: 'release', storyboard: draft, quality: 'Low' });
      expect(selectRunning(t.state())).toMatchObject({ kind: 'release', message: STORYBOARD_MESSAGES.processingStoryboard });
      const post = t.api.open('POST', `${BASE}/storyboards/7/release`);
      expect(post.body).toEqual({ publishedRenderQuality: 'Low' });
      expect(post.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
      await answered(() => post.ok(storyboardDetail({ status: 'Processing' })));

      await answered(() => t.api.open('GET', `${BASE}/storyboards/7`).ok(storyboardDetail({ status: 'Processing' })));
      await jest.advanceTimersByTimeAsync(499);
      expect(t.api.all('GET', `${BASE}/storyboards/7`)).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(t.api.all('GET', `${BASE}/storyboards/7`)).toHaveLength(2);
      await answered(() => t.api.open('GET', `${BASE}/storyboards/7`).ok(published({ publishedRenderQuality: 'Low' })));

      expect(t.state().sharedEvents).toEqual([expect.objectContaining({ type: 'storyboards/changed', payload: expect.objectContaining({ status: 'Published' }) })]);
      expect(selectRunning(t.state())).toBeNull();
      expect(selectActionError(t.state())).toBeNull();
      await jest.advanceTimersByTimeAsync(5000);
      expect(t.api.requests).toHaveLength(3);
    });

    it("shows the spec's release failure when the storyboard comes back to Draft with an error", async () => {
      const t = start();
      await t.request({ kind: 'release', storyboard: draft, quality: 'High' });
      await answered(() => t.api.open('POST', `${BASE}/storyboards/7/release`).ok(storyboardDetail({ status: 'Processing' })));
      await answered(() => t.api.open('GET', `${BASE}/storyboards/7`).ok(storyboardDetail({ status: 'Processing' })));
      await jest.advanceTimersByTimeAsync(500);
      await answered(() => t.api.open('GET', `${BASE}/storyboards/7`).ok(storyboardDetail({ status: 'Draft', releaseError: 'Shot 2 has no video' })));
      expect(selectActionError(t.state())).toBe(STORYBOARD_MESSAGES.releaseFailed);
      expect(t.state().sharedEvents).toEqual([expect.objectContaining({ type: 'storyboards/changed', payload: expect.objectContaining({ status: 'Draft' }) })]);
      expect(selectRunning(t.state())).toBeNull();
    });

    it('stops polling and aborts the request in flight when the bar closes', async () => {
      const t = start();
      await t.request({ kind: 'release', storyboard: draft, quality: 'High' });
      await answered(() => t.api.open('POST', `${BASE}/storyboards/7/release`).ok(storyboardDetail({ status: 'Processing' })));
      const poll = t.api.open('GET', `${BASE}/storyboards/7`);
      t.store.dispatch(actionBarClosed());
      await flush();
      expect(poll.signal?.aborted).toBe(true);
      await jest.advanceTimersByTimeAsync(5000);
      expect(t.api.requests).toHaveLength(2);
      expect(selectRunning(t.state())).toBeNull();
    });

    it('runs one action at a time', async () => {
      const t = start();
      await t.request({ kind: 'release', storyboard: draft, quality: 'High' });
      await t.request({ kind: 'delete', storyboard: draft });
      expect(t.api.requests.map((r) => r.path)).toEqual([`${BASE}/storyboards/7/release`]);
      expect(selectRunning(t.state())?.kind).toBe('release');
    });
  });

  describe('clone', () => {
    it('polls the clone request every 2500 ms until Completed, then opens the copy (a customer: /storyboards/{id})', async () => {
      const t = start();
      await t.request({ kind: 'clone', storyboard: published(), title: 'Club open day (copy)' });
      const post = t.api.open('POST', `${BASE}/storyboards/7/clone`);
      expect(post.body).toEqual({ title: 'Club open day (copy)' });
      await answered(() => post.ok({ id: 31 }));
      await answered(() => t.api.open('GET', `${BASE}/clone-requests/31`).ok({ id: 31, status: 'Pending', error: null, scriptId: null }));
      await jest.advanceTimersByTimeAsync(2499);
      expect(t.api.all('GET', `${BASE}/clone-requests/31`)).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(selectRunning(t.state())).toMatchObject({ kind: 'clone', message: T.cloning });
      await answered(() => t.api.open('GET', `${BASE}/clone-requests/31`).ok({ id: 31, status: 'Completed', error: null, scriptId: 40 }));
      expect(t.mountProps.navigate).toHaveBeenCalledWith('/storyboards/40');
      expect(selectRunning(t.state())).toBeNull();
    });

    it('lands an admin on /storymaker/{id}, the clone going to the storyboard owner\'s path', async () => {
      const t = start('admin');
      await t.request({ kind: 'clone', storyboard: published({ customerId: 5 }), title: 'Copy' });
      await answered(() => t.api.open('POST', '/proxy/v1/customers/5/storyboards/7/clone').ok({ id: 2 }));
      await answered(() => t.api.open('GET', '/proxy/v1/customers/5/clone-requests/2').ok({ id: 2, status: 'Completed', error: null, scriptId: 41 }));
      expect(t.mountProps.navigate).toHaveBeenCalledWith('/storymaker/41');
    });

    it("shows a Failed request's error, else the spec's clone failure", async () => {
      const t = start();
      await t.request({ kind: 'clone', storyboard: published(), title: 'Copy' });
      await answered(() => t.api.open('POST', `${BASE}/storyboards/7/clone`).ok({ id: 3 }));
      await answered(() => t.api.open('GET', `${BASE}/clone-requests/3`).ok({ id: 3, status: 'Failed', error: 'Not enough storage', scriptId: null }));
      expect(selectActionError(t.state())).toBe('Not enough storage');
      expect(t.mountProps.navigate).not.toHaveBeenCalled();

      await t.request({ kind: 'clone', storyboard: published(), title: 'Copy' });
      await answered(() => t.api.open('POST', `${BASE}/storyboards/7/clone`).ok({ id: 4 }));
      await answered(() => t.api.open('GET', `${BASE}/clone-requests/4`).ok({ id: 4, status: 'Failed', error: null, scriptId: null }));
      expect(selectActionError(t.state())).toBe(STORYBOARD_MESSAGES.cloneFailed);
    });

    it('tells a refused clone from an unexpected failure, and a failed status read', async () => {
      const t = start();
      await t.request({ kind: 'clone', storyboard: published(), title: 'Copy' });
      await answered(() => t.api.open('POST', `${BASE}/storyboards/7/clone`).fail(409, { code: 'ACTION_NOT_ALLOWED', message: 'no' }));
      expect(selectActionError(t.state())).toBe(STORYBOARD_MESSAGES.cloneFailed);
      expect(t.events()).toEqual(['storyboards/refreshRequested']);

      await t.request({ kind: 'clone', storyboard: published(), title: 'Copy' });
      await answered(() => t.api.open('POST', `${BASE}/storyboards/7/clone`).drop());
      expect(selectActionError(t.state())).toBe(STORYBOARD_MESSAGES.cloneUnexpected);

      await t.request({ kind: 'clone', storyboard: published(), title: 'Copy' });
      await answered(() => t.api.open('POST', `${BASE}/storyboards/7/clone`).ok({ id: 5 }));
      await answered(() => t.api.open('GET', `${BASE}/clone-requests/5`).fail(404, { code: 'REQUEST_NOT_FOUND', message: 'gone' }));
      expect(selectActionError(t.state())).toBe(PROXY_MESSAGES.cloneStatusError);
    });

    it('moves a storyboard to a customer (admin): clone with targetUserId, then the storymaker', async () => {
      const t = start('admin');
      await t.request({ kind: 'moveToCustomer', storyboard: published(), title: 'For Sam', targetUserId: 8 });
      expect(selectRunning(t.state())?.message).toBe(T.movingToCustomer);
      const post = t.api.open('POST', `${BASE}/storyboards/7/clone`);
      expect(post.body).toEqual({ title: 'For Sam', targetUserId: 8 });
      await answered(() => post.ok({ id: 6 }));
      await answered(() => t.api.open('GET', `${BASE}/clone-requests/6`).ok({ id: 6, status: 'Completed', error: null, scriptId: 50 }));
      expect(t.mountProps.navigate).toHaveBeenCalledWith('/storymaker/50');
    });
  });

  describe('delete', () => {
    it('deletes, waits 3000 ms, then opens My Storyboards', async () => {
      const t = start();
      await t.request({ kind: 'delete', storyboard: draft });
      expect(selectRunning(t.state())?.message).toBe(T.deleting);
      await answered(() => t.api.open('POST', `${BASE}/storyboards/7/delete`).ok({ ok: true }));
      expect(selectRunning(t.state())?.message).toBe(T.deleted);
      await jest.advanceTimersByTimeAsync(2999);
      expect(t.mountProps.navigate).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(t.mountProps.navigate).toHaveBeenCalledWith('/storyboards');
      expect(selectRunning(t.state())).toBeNull();
    });

    it("shows the spec's text when the delete fails, and stays", async () => {
      const t = start();
      await t.request({ kind: 'delete', storyboard: draft });
      await answered(() => t.api.open('POST', `${BASE}/storyboards/7/delete`).fail(500));
      expect(selectActionError(t.state())).toBe(STORYBOARD_MESSAGES.deleteFailed);
      await jest.advanceTimersByTimeAsync(5000);
      expect(t.mountProps.navigate).not.toHaveBeenCalled();
    });
  });

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
