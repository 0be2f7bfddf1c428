import { SIGNED_OUT, type SessionApi, type SessionSnapshot } from '@portal/shared-contracts/core';

/** A SessionApi whose methods are jest mocks, plus `setSnapshot` to play the host's part. */
export type FakeSession = { [K in keyof SessionApi]: jest.MockedFunction<SessionApi[K]> } & {
  setSnapshot(next: Partial<SessionSnapshot>): void;
};

const refuse = (): Promise<never> => Promise.reject(new Error('not set up in this test'));

/** A jest mock typed as the SessionApi method it stands for. */
function mock<K extends keyof SessionApi>(impl: SessionApi[K]): jest.MockedFunction<SessionApi[K]> {
  return jest.fn(impl as (...args: unknown[]) => unknown) as unknown as jest.MockedFunction<SessionApi[K]>;
}

/**
 * A signed-out session: subscribe and getSnapshot work like the host's (listeners are
 * told of every snapshot), every identity operation refuses until a test sets it up
 * (`session.signIn.mockResolvedValue(...)`).
 */
export function fakeSession(initial: Partial<SessionSnapshot> = {}): FakeSession {
  let snapshot: SessionSnapshot = { ...SIGNED_OUT, ...initial };
  const listeners = new Set<(s: SessionSnapshot) => void>();
  return {
    getSnapshot: mock<'getSnapshot'>(() => snapshot),
    subscribe: mock<'subscribe'>((listener: (s: SessionSnapshot) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    }),
    getIdToken: mock<'getIdToken'>(async () => null),
    getAccessToken: mock<'getAccessToken'>(async () => null),
    signIn: mock<'signIn'>(refuse),
    signOut: mock<'signOut'>(async () => undefined),
    signUp: mock<'signUp'>(refuse),
    confirmSignUp: mock<'confirmSignUp'>(refuse),
    resendSignUpCode: mock<'resendSignUpCode'>(refuse),
    requestPasswordReset: mock<'requestPasswordReset'>(refuse),
    confirmPasswordReset: mock<'confirmPasswordReset'>(refuse),
    changePassword: mock<'changePassword'>(refuse),
    saveNotificationSetting: mock<'saveNotificationSetting'>(refuse),
    refreshAttributes: mock<'refreshAttributes'>(async () => snapshot),
    verifyCredentials: mock<'verifyCredentials'>(async () => false),
    reauthenticate: mock<'reauthenticate'>(async () => null),
    setSnapshot(next) {
      snapshot = { ...snapshot, ...next };
      for (const listener of listeners) listener(snapshot);
    },
  };
}
