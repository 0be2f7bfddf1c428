import { configureStore } from '@reduxjs/toolkit';
import type { Reducer, Store } from 'redux';
import createSagaMiddleware, { type SagaIterator, type Task } from 'redux-saga';
import type { RemoteMountProps } from '@portal/shared-contracts/core';

/** A remote's root saga: it runs from mount to unmount and gets the mount props (or a test's context). */
export type RootSaga<C = RemoteMountProps> = (context: C) => SagaIterator<void>;

export interface RemoteStoreOptions<S, C = RemoteMountProps> {
  /** The remote's root reducer (its store.ts). */
  readonly reducer: Reducer<S>;
  /** Started at once with `context`; sagas build their HTTP client from the session and config in it. */
  readonly saga?: RootSaga<C>;
  readonly context: C;
  /** The store's name in the Redux DevTools (the remote's name). */
  readonly name?: string;
  /** Told of an error that ended the root saga (redux-saga logs it when this is absent). */
  readonly onError?: (error: Error) => void;
}

export interface RemoteStore<S> {
  readonly store: Store<S>;
  /** Cancels the root saga and everything it forked: polls stop, requests in flight are aborted. */
  stop(): void;
}

/**
 * One store for one mount of a remote: redux toolkit's configureStore (thunks off: side
 * effects are sagas) with the saga middleware, and the root saga running. The Redux
 * DevTools see it only outside production builds.
 */
export function createRemoteStore<S, C = RemoteMountProps>({ reducer, saga, context, name, onError }: RemoteStoreOptions<S, C>): RemoteStore<S> {
  const sagaMiddleware = createSagaMiddleware(onError ? { onError } : {});
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production' && (name ? { name } : true),
  });
  const task: Task | null = saga ? sagaMiddleware.run(saga, context) : null;
  return {
    store,
    stop: () => {
      if (task?.isRunning()) task.cancel();
    },
  };
}
