import {
  ANALYTICS_EVENTS,
  type SignUpInput,
  AUTH_MESSAGES,
  SIGNUP_MESSAGES,
  ADMIN_REAUTH_MAX_AGE_S,
} from '@portal/shared-contracts/core';
import { signInErrorText } from './identity';
import { subscriptionNameOf } from './authSagas';
import { createTestHost, deferred, FakeIdentity, mockApi, productRoutes, signedInHost, subs, TEST_CONFIG, untilSnapshot } from './testing';

describe('sign-in error texts (000 §8)', () => {
  const err = (name: string, message = '') => Object.assign(new Error(message), { name });
  it.each([
    ['UserNotFoundException', '', AUTH_MESSAGES.userDoesNotExist],
    ['NotAuthorizedException', 'Incorrect username or password.', AUTH_MESSAGES.incorrectPassword],
    ['NotAuthorizedException', 'Password attempts exceeded', 'Password attempts exceeded'],
    ['UserNotConfirmedException', '', SIGNUP_MESSAGES.neverConfirmed],
    ['TooManyFailedAttemptsException', 'Too many failed attempts', 'Too many failed attempts'],
    ['NetworkError', 'offline', AUTH_MESSAGES.unexpectedError],
  ])('%s "%s" reads "%s"', (name, message, expected) => {
    expect(signInErrorText(err(name, message))).toBe(expected);
  });
  it('reads the first subscription name, null for anything else', () => {
    expect(subscriptionNameOf(subs('Entry'))).toBe('Entry');
    expect(subscriptionNameOf('[]')).toBeNull();
    expect(subscriptionNameOf('not json')).toBeNull();
    expect(subscriptionNameOf(undefined)).toBeNull();
  });
});

describe('host session', () => {
  it('signs in: user, tier, features, the Login event and the last-login stamp', async () => {
    const stamped = deferred<void>();
    const { session, bus, calls } = signedInHost({}, 'customer', undefined, {
      'PUT /user/updateLastLoginDate': () => {
        stamped.resolve();
        return { status: 204 };
      },
    });
    const events: string[] = [];
    bus.subscribe('analytics/tracked', ({ name }) => events.push(name));
    const snapshot = await session.signIn(' pro@demo.test ', 'Demo!2345');
    expect(snapshot.status).toBe('signedIn');
    expect(snapshot.user).toMatchObject({ email: 'pro@demo.test', givenName: 'Priya', role: 'customer', customerId: '7', tier: 'Pro' });
    expect(snapshot.features).toContain('viewDeepStory');
    expect(events).toEqual([ANALYTICS_EVENTS.login]);
    // The stamp follows the sign-in (it never holds it up): wait for its request.
    await stamped.promise;
    const stamp = calls.find((c) => c.key === 'PUT /user/updateLastLoginDate');
    expect(JSON.parse(String(stamp?.init?.body))).toEqual({ data: { access_token: 'access:pro@demo.test' } });
  });

  it('keeps the failure text for the login page', async () => {
    const { session } = signedInHost();
    await expect(session.signIn('pro@demo.test', 'wrong')).rejects.toThrow(AUTH_MESSAGES.incorrectPassword);
    expect(session.getSnapshot()).toMatchObject({ status: 'signedOut', error: AUTH_MESSAGES.incorrectPassword });
    await expect(session.signIn('nobody@demo.test', 'x')).rejects.toThrow(AUTH_MESSAGES.userDoesNotExist);
  });

  it('registers a user the product backend does not know yet', async () => {
    const identity = new FakeIdentity();
    identity.addUser('new@demo.test', 'Demo!2345');
    let registered = false;
    const calls = mockApi({
      ...productRoutes(),
      'GET /proxy/v1/current-user': () =>
        registered ? { status: 200, body: { result: { id: 9, role: 'customer' } } } : { status: 404, body: { error_code: 'USER_NOT_FOUND', error_message: 'x' } },
      'POST /register-customer': () => {
        registered = true;
        return { status: 201, body: { result: { id: 9 } } };
      },
    });
    const { session } = createTestHost({ identity });
    await session.signIn('new@demo.test', 'Demo!2345');
    expect(session.getSnapshot().user?.customerId).toBe('9');
    const register = calls.find((c) => c.key === 'POST /register-customer');
    expect(JSON.parse(String(register?.init?.body))).toEqual({ username: 'new@demo.test', password: 'Demo!2345' });
  });

  it('signs a non-admin on a restricted plan out and sends them to the marketing page', async () => {
    const { session, leave, bus } = signedInHost({ 'custom:subscriptions': subs(TEST_CONFIG.restrictedPlans[0]!) });
    const reasons: string[] = [];
    bus.subscribe('session/signedOut', ({ reason }) => reasons.push(reason));
    await session.signIn('pro@demo.test', 'Demo!2345');
    expect(session.getSnapshot().status).toBe('signedOut');
    expect(leave).toHaveBeenCalledWith(TEST_CONFIG.marketingUrl);
    expect(reasons).toEqual(['restrictedPlan']);
  });

  it('lets an admin on a restricted plan in', async () => {
    const { session, leave } = signedInHost({ 'custom:subscriptions': subs(TEST_CONFIG.restrictedPlans[0]!) }, 'admin');
    await session.signIn('pro@demo.test', 'Demo!2345');
    expect(session.getSnapshot().user?.role).toBe('admin');
    expect(leave).not.toHaveBeenCalled();
  });

  it('refreshes attributes when the subscription changes', async () => {
    const { session, bus, identity } = signedInHost();
    await session.signIn('pro@demo.test', 'Demo!2345');
    identity.users.get('pro@demo.test')!.attributes['custom:subscriptions'] = subs('Entry');
    bus.publish('subscription/changed', { tier: 'Entry' });
    await untilSnapshot(session, (snap) => snap.user?.tier === 'Entry');
    expect(session.getSnapshot().features).not.toContain('viewDeepStory');
  });

  it('saves the notification setting', async () => {
    const { session, calls } = signedInHost();
    await session.signIn('pro@demo.test', 'Demo!2345');
    await session.saveNotificationSetting('BILLING');
    const put = calls.find((c) => c.key === 'PUT /preferences/notification');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ notificationSetting: 'BILLING' });
    mockApi({ 'PUT /preferences/notification': () => ({ status: 400, body: { error_code: 'BAD', error_message: 'Bad setting' } }) });
    await expect(session.saveNotificationSetting('NONE')).rejects.toThrow('Bad setting');
  });

  it("verifies credentials: only the signed-in user's email with the right password, and the session stays", async () => {
    const { session, store, identity } = signedInHost();
    await expect(session.verifyCredentials('pro@demo.test', 'Demo!2345')).resolves.toBe(false); // signed out
    await session.signIn('pro@demo.test', 'Demo!2345');
    identity.addUser('other@demo.test', 'Other!2345');
    await expect(session.verifyCredentials(' PRO@demo.test ', 'Demo!2345')).resolves.toBe(true);
    expect(store.getState().auth.verifyCredentials).toBe('success');
    await expect(session.verifyCredentials('pro@demo.test', 'wrong')).resolves.toBe(false);
    expect(store.getState().auth.verifyCredentials).toBe('failed');
    await expect(session.verifyCredentials('other@demo.test', 'Other!2345')).resolves.toBe(false);
    await expect(session.verifyCredentials('pro@demo.test', '')).resolves.toBe(false);
    expect(identity.calls.filter((c) => c.startsWith('signIn'))).toEqual(['signIn:pro@demo.test']);
    expect(session.getSnapshot().status).toBe('signedIn');
    expect(identity.separate.size).toBe(0); // each check's sign-in revoked at once
  });

  it('re-authenticates with a fresh token of a separate sign-in, revoked when the proof expires or at sign-out', async () => {
    const { session, identity } = signedInHost();
    await expect(session.reauthenticate('pro@demo.test', 'Demo!2345')).resolves.toBeNull(); // signed out
    await session.signIn('pro@demo.test', 'Demo!2345');
    const stored = await session.getIdToken();
    identity.addUser('other@demo.test', 'Other!2345');
    await expect(session.reauthenticate('pro@demo.test', 'wrong')).resolves.toBeNull();
    await expect(session.reauthenticate('other@demo.test', 'Other!2345')).resolves.toBeNull();
    await expect(session.reauthenticate('pro@demo.test', '')).resolves.toBeNull();
    jest.useFakeTimers();
    try {
      const fresh = await session.reauthenticate(' Pro@demo.test ', 'Demo!2345');
      expect(fresh).toMatch(/^reauth:pro@demo.test:/);
      expect(await session.getIdToken()).toBe(stored); // the stored session is not replaced
      expect(identity.separate).toEqual(new Set([fresh]));
      await jest.advanceTimersByTimeAsync(ADMIN_REAUTH_MAX_AGE_S * 1000 - 1);
      expect(identity.separate.size).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(identity.separate.size).toBe(0);
      const second = await session.reauthenticate('pro@demo.test', 'Demo!2345');
      expect(identity.separate).toEqual(new Set([second]));
      await session.signOut();
      await jest.advanceTimersByTimeAsync(0);
      expect(identity.separate.size).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('sign-up through the host', () => {
  const input: SignUpInput = {
    projectCode: 'acme',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@acme.test',
    password: 'Str0ng!pass',
    country: 'Australia',
    industry: 'Veterinary Services',
    postCode: '4000',
    companyName: 'Acme',
    roleInCompany: 'Owner',
    selectTrialPriceId: 'price_starter_month',
  };
  it.each([
    [201, undefined, 'awaitingAuth'],
    [409, { error_code: 'USERNAME_EXISTS', error_message: 'exists' }, 'usernameExists'],
    [409, { error_code: 'USER_NOT_CONFIRMED', error_message: 'unconfirmed' }, 'reSendCode'],
  ])('answer %s %j is the %s state', async (status, body, outcome) => {
    const calls = mockApi({ 'POST /v1/sign-up': () => ({ status, body: body ?? { result: { userSub: 'u', codeDeliveryDestination: 'a***' } } }) });
    const { session } = createTestHost();
    await expect(session.signUp(input)).resolves.toBe(outcome);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ ...input, username: input.email });
  });
  it('rejects with the server text on any other failure', async () => {
    mockApi({ 'POST /v1/sign-up': () => ({ status: 409, body: { error_code: 'PROJECT_CODE_TAKEN', error_message: 'Project code is not available' } }) });
    const { session } = createTestHost();
    await expect(session.signUp(input)).rejects.toThrow('Project code is not available');
  });
  it('resolves to the failed state when the api is down or faults', async () => {
    mockApi({ 'POST /v1/sign-up': () => ({ status: 503, body: { error_code: 'DOWN', error_message: 'down' } }) });
    const { session } = createTestHost();
    await expect(session.signUp(input)).resolves.toBe('failed');
  });
  it('confirms the code, and refuses a wrong one with the provider text', async () => {
    const identity = new FakeIdentity();
    const user = identity.addUser(input.email, input.password);
    user.confirmed = false;
    const { session } = createTestHost({ identity });
    await expect(session.confirmSignUp(input.email, '000000')).rejects.toThrow('Invalid verification code');
    expect(user.confirmed).toBe(false);
    await session.confirmSignUp(input.email, ' 123456 ');
    expect(user.confirmed).toBe(true);
  });
});
