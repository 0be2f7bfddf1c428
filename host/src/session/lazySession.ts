import { SIGNED_OUT, type SessionApi, type SessionSnapshot } from '@portal/shared-contracts';

export type StartableSession = SessionApi & { start(): Promise<void> };

type Method = Exclude<keyof SessionApi, 'getSnapshot' | 'subscribe'>;

/**
 * A SessionApi available at once whose implementation (the identity SDK) is loaded in
 * the background, so the shell and public pages render without waiting for it. Until
 * it arrives the snapshot says "authenticating" and calls wait for it.
 */
export function createLazySession(load: () => Promise<StartableSession>): StartableSession {
  let snapshot: SessionSnapshot = { ...SIGNED_OUT, status: 'authenticating' };
  const listeners = new Set<(s: SessionSnapshot) => void>();
  let loaded: Promise<StartableSession> | null = null;
  const ready = (): Promise<StartableSession> => {
    loaded ??= load().then((impl) => {
      impl.subscribe((next) => {
        snapshot = next;
        for (const l of listeners) l(snapshot);
      });
      return impl;
    });
    return loaded;
  };
  const later =
    <M extends Method>(name: M) =>
    async (...args: Parameters<SessionApi[M]>): Promise<Awaited<ReturnType<SessionApi[M]>>> => {
      const impl = await ready();
      const fn = impl[name] as (...a: Parameters<SessionApi[M]>) => Promise<Awaited<ReturnType<SessionApi[M]>>>;
      return fn(...args);
    };
  return {
    start: async () => {
      await (await ready()).start();
    },
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getIdToken: later('getIdToken'),
    getAccessToken: later('getAccessToken'),
    signIn: later('signIn'),
    signOut: later('signOut'),
    signUp: later('signUp'),
    confirmSignUp: later('confirmSignUp'),
    resendSignUpCode: later('resendSignUpCode'),
    requestPasswordReset: later('requestPasswordReset'),
    confirmPasswordReset: later('confirmPasswordReset'),
    changePassword: later('changePassword'),
    saveNotificationSetting: later('saveNotificationSetting'),
    refreshAttributes: later('refreshAttributes'),
  };
}
