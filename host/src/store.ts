import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { EventBus, PortalConfig } from '@portal/shared-contracts/core';
import { remotesSlice } from './remotes/slice';
import { remotesSaga } from './remotes/sagas';
import { badgeChanged, shellSlice } from './shell/slice';
import { unseenCountWanted, videosBadgeSaga } from './shell/videosBadgeSagas';
import { authActions, authSlice } from './session/authSlice';
import type { AuthDeps } from './session/authSagas';
import { createStoreSession } from './session/storeSession';
import { createProductApi } from './session/productApi';
import type { IdentityPort } from './session/identity';
import { hasStoredSession as hasStoredAmplifySession } from './session/storedSession';
import { paymentAccountSlice } from './billing/accountSlice';
import { paymentAccountSaga } from './billing/accountSagas';

export interface HostStoreOptions {
  readonly config: PortalConfig;
  readonly bus: EventBus;
  /** Loads the identity provider (Amplify arrives in its own chunk). */
  readonly identity: () => Promise<IdentityPort>;
  /** Whether a session is stored to restore; by default Amplify's record in localStorage. */
  readonly hasStoredSession?: () => boolean;
  readonly now?: () => number;
  readonly leave?: (url: string) => void;
}

/** The host's store (remotes, shell, auth) and the SessionApi built on it. */
export function createHostStore({ config, bus, identity, hasStoredSession, now = Date.now, leave }: HostStoreOptions) {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: {
      remotes: remotesSlice.reducer,
      shell: shellSlice.reducer,
      auth: authSlice.reducer,
      paymentAccount: paymentAccountSlice.reducer,
    },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  let loaded: Promise<IdentityPort> | null = null;
  const deps: AuthDeps = {
    identity: () => (loaded ??= identity()),
    hasStoredSession: hasStoredSession ?? (() => hasStoredAmplifySession(config)),
    product: createProductApi(config.apiUrl),
    bus,
    config,
    now,
    leave: leave ?? ((url) => window.location.assign(url)),
  };
  saga.run(remotesSaga, config.apiUrl);
  saga.run(paymentAccountSaga, { apiUrl: config.apiUrl, identity: deps.identity, bus });
  saga.run(videosBadgeSaga, { apiUrl: config.apiUrl, identity: deps.identity });
  const session = createStoreSession(store, saga.run.bind(saga) as never, deps);

  bus.subscribe('nav/badgeChanged', (payload) => store.dispatch(badgeChanged(payload)));
  // The Videos page marked the library seen: the shell asks for the Videos badge's count again.
  bus.subscribe('library/seen', () => store.dispatch(unseenCountWanted()));
  // Signing out in one tab signs out every tab (the bus mirrors this event across tabs).
  bus.subscribe('session/signedOut', () => {
    if (store.getState().auth.loggedin) void session.endSession('otherTab');
  });
  bus.subscribe('subscription/changed', ({ tier }) => {
    if (!store.getState().auth.loggedin) return;
    store.dispatch(authActions.updateUserSubscription({ subscriptionName: tier }));
    // Shown at once, then confirmed from the identity provider (a failure keeps what is shown).
    session.refreshAttributes().catch(() => undefined);
  });
  return { store, session };
}

export type HostStore = ReturnType<typeof createHostStore>['store'];
export type HostState = ReturnType<HostStore['getState']>;
export type HostDispatch = HostStore['dispatch'];
