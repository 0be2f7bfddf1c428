import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { EventBus } from '@portal/shared-contracts';
import { remotesSlice } from './remotes/slice';
import { remotesSaga } from './remotes/sagas';
import { badgeChanged, shellSlice } from './shell/slice';

/** The host's own store: remote loading state and shell UI state. */
export function createHostStore(apiUrl: string, bus: EventBus) {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { remotes: remotesSlice.reducer, shell: shellSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  saga.run(remotesSaga, apiUrl);
  bus.subscribe('nav/badgeChanged', (payload) => store.dispatch(badgeChanged(payload)));
  return store;
}

export type HostStore = ReturnType<typeof createHostStore>;
export type HostState = ReturnType<HostStore['getState']>;
export type HostDispatch = HostStore['dispatch'];
