import { SIGNED_OUT, type SessionSnapshot } from '@portal/shared-contracts';
import { createLazySession, type StartableSession } from './lazySession';

function fakeImpl(): StartableSession & { emit(s: SessionSnapshot): void } {
  const listeners = new Set<(s: SessionSnapshot) => void>();
  let snap: SessionSnapshot = SIGNED_OUT;
  const emit = (s: SessionSnapshot) => {
    snap = s;
    listeners.forEach((l) => l(s));
  };
  return {
    emit,
    start: jest.fn(async () => emit({ ...SIGNED_OUT, lastAuthCheckTime: 5 })),
    getSnapshot: () => snap,
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    getIdToken: jest.fn(async () => 'id-token'),
    getAccessToken: jest.fn(async () => null),
    signIn: jest.fn(async () => snap),
    signOut: jest.fn(async () => undefined),
    signUp: jest.fn(async () => 'awaitingAuth' as const),
    confirmSignUp: jest.fn(async () => undefined),
    resendSignUpCode: jest.fn(async () => undefined),
    requestPasswordReset: jest.fn(async () => undefined),
    confirmPasswordReset: jest.fn(async () => undefined),
    changePassword: jest.fn(async () => undefined),
    saveNotificationSetting: jest.fn(async () => undefined),
    refreshAttributes: jest.fn(async () => snap),
  };
}

describe('lazy session', () => {
  it('is authenticating until the implementation loads, then mirrors it', async () => {
    const impl = fakeImpl();
    let resolve!: (s: StartableSession) => void;
    const session = createLazySession(() => new Promise((r) => (resolve = r)));
    expect(session.getSnapshot().status).toBe('authenticating');
    const seen: SessionSnapshot[] = [];
    session.subscribe((s) => seen.push(s));
    const started = session.start();
    resolve(impl);
    await started;
    expect(session.getSnapshot()).toEqual({ ...SIGNED_OUT, lastAuthCheckTime: 5 });
    expect(seen).toHaveLength(1);
  });

  it('forwards calls with their arguments once loaded, loading only once', async () => {
    const impl = fakeImpl();
    const load = jest.fn(async () => impl);
    const session = createLazySession(load);
    await expect(session.getIdToken()).resolves.toBe('id-token');
    await session.signIn('a@b.test', 'Pw!12345');
    await session.confirmPasswordReset('a@b.test', '123456', 'New!Pass1');
    expect(impl.signIn).toHaveBeenCalledWith('a@b.test', 'Pw!12345');
    expect(impl.confirmPasswordReset).toHaveBeenCalledWith('a@b.test', '123456', 'New!Pass1');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
