import { AUTH_MESSAGES, SESSION_TIMING } from '@portal/shared-contracts/core';
import { createEventBus } from '@portal/shared-ui';
import { createHostStore } from '../store';
import { createTestHost, deferred, FakeIdentity, mockApi, productRoutes, signedInHost, subs, TEST_CONFIG, untilCalled, untilSnapshot } from './testing';

describe('host session across page loads and tabs', () => {
  it('restores a stored session at start and says nothing when there was none', async () => {
    const fresh = signedInHost();
    fresh.session.start();
    await untilSnapshot(fresh.session, (snap) => snap.status === 'signedOut');
    expect(fresh.session.getSnapshot().error).toBeNull();

    const identity = new FakeIdentity();
    identity.addUser('pro@demo.test', 'Demo!2345', { 'custom:subscriptions': subs('Pro') });
    identity.session = { email: 'pro@demo.test' };
    identity.stored = true;
    mockApi(productRoutes());
    const reloaded = createTestHost({ identity });
    reloaded.session.start();
    await untilSnapshot(reloaded.session, (snap) => snap.status === 'signedIn');
  });

  it('asks the identity provider and the backend about a stored session at the same time', async () => {
    const identity = new FakeIdentity();
    identity.addUser('pro@demo.test', 'Demo!2345', { 'custom:subscriptions': subs('Pro') });
    identity.session = { email: 'pro@demo.test' };
    identity.stored = true;
    const attributesAnswered = deferred<void>();
    const readAttributes = identity.attributes.bind(identity);
    identity.attributes = async () => {
      await attributesAnswered.promise;
      return readAttributes();
    };
    const calls = mockApi(productRoutes());
    const host = createTestHost({ identity });
    host.session.start();
    // The backend is asked while the attributes are still on their way.
    await untilCalled(calls, 'GET /proxy/v1/current-user');
    attributesAnswered.resolve();
    await untilSnapshot(host.session, (snap) => snap.status === 'signedIn');
    expect(host.session.getSnapshot().user).toMatchObject({ customerId: '7', tier: 'Pro' });
  });

  it('tries a stored session again when the check fails for now, and ends it at once when refused', async () => {
    const restore = (status: number[]) => {
      const identity = new FakeIdentity();
      identity.addUser('pro@demo.test', 'Demo!2345', { 'custom:subscriptions': subs('Pro') });
      identity.session = { email: 'pro@demo.test' };
      identity.stored = true;
      const answers = [...status];
      const calls = mockApi({ ...productRoutes(), 'GET /proxy/v1/current-user': () => ({ status: answers.shift() ?? 200, body: { result: { id: 7, role: 'customer' } } }) });
      const host = createTestHost({ identity });
      host.session.start();
      return { ...host, currentUserCalls: () => calls.filter((c) => c.key === 'GET /proxy/v1/current-user').length };
    };
    const busy = restore([503]);
    expect(await untilSnapshot(busy.session, (snap) => snap.status !== 'authenticating')).toMatchObject({ status: 'signedIn', error: null });
    expect(busy.currentUserCalls()).toBe(2);

    const refused = restore([401]);
    expect(await untilSnapshot(refused.session, (snap) => snap.status !== 'authenticating')).toMatchObject({ status: 'signedOut', error: AUTH_MESSAGES.sessionExpired });
    expect(refused.currentUserCalls()).toBe(1);
  });

  it('with nothing stored, is signed out at once and answers no token without loading the identity provider; sign-in loads it', async () => {
    const identity = new FakeIdentity();
    identity.addUser('pro@demo.test', 'Demo!2345', { 'custom:subscriptions': subs('Pro') });
    mockApi(productRoutes());
    const load = jest.fn(async () => identity);
    const { session } = createHostStore({ config: TEST_CONFIG, bus: createEventBus({ channelName: null }), identity: load, hasStoredSession: () => false });
    session.start();
    await untilSnapshot(session, (snap) => snap.status === 'signedOut');
    expect(session.getSnapshot().error).toBeNull();
    // A guest's page asking for a token (the sign-up form's calls) gets none, still without it.
    await expect(session.getIdToken()).resolves.toBeNull();
    await expect(session.getAccessToken()).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();

    await session.signIn('pro@demo.test', 'Demo!2345');
    expect(load).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().status).toBe('signedIn');
  });

  it('re-checks after 30 minutes on a 10 s loop; a revoked session ends on login with a note', async () => {
    jest.useFakeTimers();
    try {
      let now = 1_000_000;
      const { session, identity, bus } = signedInHost({}, 'customer', () => now);
      const reasons: string[] = [];
      bus.subscribe('session/signedOut', ({ reason }) => reasons.push(reason));
      session.start();
      await session.signIn('pro@demo.test', 'Demo!2345');
      identity.calls.length = 0;
      await jest.advanceTimersByTimeAsync(SESSION_TIMING.CHECK_LOOP_MS * 3);
      expect(identity.calls).not.toContain('currentTokens:true');
      now += SESSION_TIMING.RECHECK_AFTER_MS + 1;
      await jest.advanceTimersByTimeAsync(SESSION_TIMING.CHECK_LOOP_MS);
      expect(identity.calls).toContain('currentTokens:true');
      expect(session.getSnapshot().status).toBe('signedIn');
      expect(session.getSnapshot().lastAuthCheckTime).toBe(now);

      identity.refreshRevoked = true;
      now += SESSION_TIMING.RECHECK_AFTER_MS + 1;
      await jest.advanceTimersByTimeAsync(SESSION_TIMING.CHECK_LOOP_MS);
      expect(session.getSnapshot()).toMatchObject({ status: 'signedOut', error: AUTH_MESSAGES.sessionExpired });
      expect(reasons).toEqual(['expired']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('signs out when another tab signs out, and tells other tabs when it signs out itself', async () => {
    const { session, bus, identity } = signedInHost();
    await session.signIn('pro@demo.test', 'Demo!2345');
    bus.publish('session/signedOut', { reason: 'user' });
    await untilSnapshot(session, (snap) => snap.status === 'signedOut');
    expect(identity.calls).toContain('signOut');

    const reasons: string[] = [];
    bus.subscribe('session/signedOut', ({ reason }) => reasons.push(reason));
    await session.signIn('pro@demo.test', 'Demo!2345');
    await session.signOut();
    expect(session.getSnapshot().status).toBe('signedOut');
    expect(reasons).toEqual(['user']);
  });
});
