import { all, call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Registry, RemoteManifest, RemoteName } from '@portal/shared-contracts/core';
import type { RemotesState } from './slice';
import { cacheNav } from './navCache';
import { whenIdle } from '../idle';
import { authActions, type AuthState } from '../session/authSlice';
import { ContractRefusedError, loadManifest, refusal, resetRemote } from './federation';
import { loadRegistry } from './registry';
import {
  manifestFailed,
  manifestLoaded,
  manifestNeeded,
  manifestRequested,
  registryFailed,
  registryLoaded,
  registryRequested,
  remoteEntryChanged,
  remoteRetryRequested,
} from './slice';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const statusOf = (name: RemoteName) => (state: { remotes: RemotesState }) => state.remotes.byName[name].status;

function* loadOneManifest(name: RemoteName) {
  yield put(manifestRequested(name));
  try {
    const manifest: RemoteManifest = yield call(loadManifest, name);
    yield put(manifestLoaded(manifest));
    cacheNav(name, manifest.nav);
  } catch (error) {
    yield put(manifestFailed({ name, error: messageOf(error), refused: error instanceof ContractRefusedError }));
  }
}

/**
 * Manifests add nav items and routes for signed-in users; a signed-out visitor is sent
 * to / from any page the baseline table does not make public, so their pages load
 * only the remote they show.
 */
function* untilSignedIn() {
  const loggedin = (yield select((state: { auth: AuthState }) => state.auth.loggedin)) as boolean;
  if (!loggedin) yield take(authActions.loginSucceeded.type);
}

function* registryAndManifests(apiUrl: string) {
  try {
    const registry: Registry = yield call(loadRegistry, apiUrl);
    const refused = registry.remotes.flatMap((r) => {
      const why = refusal(r.name);
      return why ? [[r.name, why.message] as const] : [];
    });
    yield put(registryLoaded({ versions: Object.fromEntries(registry.remotes.map((r) => [r.name, r.version])), refused: Object.fromEntries(refused) }));
    // The current page's remote mounts from the baseline route table right away; the
    // manifests (extra routes, nav changes) load once that first paint is done.
    yield call(whenIdle);
    yield call(untilSignedIn);
    yield all(registry.remotes.map((r) => call(loadIfIdle, r.name)));
  } catch (error) {
    yield put(registryFailed(messageOf(error)));
  }
}

/** Loads a manifest nobody has asked for yet (the page's own may be loading already); a refused remote loads nothing: its routes show the "needs an update" panel. */
function* loadIfIdle(name: RemoteName) {
  const status = (yield select(statusOf(name))) as RemotesState['byName'][RemoteName]['status'];
  if (status === 'idle' && !refusal(name)) yield call(loadOneManifest, name);
}

function* retryRemote(action: PayloadAction<RemoteName>) {
  resetRemote(action.payload);
  yield call(loadOneManifest, action.payload);
}

/**
 * Loads the registry, registers every remote and loads their manifests in parallel; the
 * page's own remote's manifest at once when the page needs it (manifestNeeded).
 */
export function* remotesSaga(apiUrl: string) {
  yield takeLatest(registryRequested.type, () => registryAndManifests(apiUrl));
  yield takeEvery(remoteRetryRequested.type, retryRemote);
  yield takeEvery(manifestNeeded.type, (action: PayloadAction<RemoteName>) => loadIfIdle(action.payload));
  // A new version of a remote brings its own manifest (routes, nav).
  yield takeEvery(remoteEntryChanged.type, (action: PayloadAction<{ name: RemoteName }>) => loadIfIdle(action.payload.name));
}
