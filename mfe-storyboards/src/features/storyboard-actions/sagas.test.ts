import { IDEMPOTENCY_HEADER } from '@portal/shared-contracts/core';
import { PROXY_MESSAGES, STORYBOARD_ACTION_TEXTS as T, STORYBOARD_MESSAGES } from '@portal/shared-contracts/storyboards';
import { actionBarClosed, selectActionError, selectRunning } from './slice';
import { BASE, answered, draft, flush, published, start } from './sagaTestSupport';
import { storyboardDetail } from '../../testing/storyboardDetail';

describe('storyboard action sagas: release, clone, delete', () => {
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

});
