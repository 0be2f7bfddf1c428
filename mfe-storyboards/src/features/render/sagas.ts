import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import {
  ANALYTICS_EVENTS,
  DELAYS_MS,
  POLL_INTERVALS_MS,
  RENDER_PROGRESS,
  type EventBus,
  type RemoteMountProps,
} from '@portal/shared-contracts/core';
import {
  MEDIA_PROCESSING_STATUSES,
  PROXY_MESSAGES,
  RENDER_ERROR_CODES,
  RENDER_MESSAGES,
  RENDER_TEXTS,
  STORYBOARD_MESSAGES,
  TEST_RENDER_RESULT_STATUSES,
  type TestRender,
} from '@portal/shared-contracts/storyboards';
import { ApiError, callAbortable, isTransientFailure, persistedJobIds, poll, typedSelect, type PersistedJobIds } from '@portal/shared-ui';
import { searchReusableAssets } from '../../api/panelCalls';
import { getMediaAsset } from '../../api/reusableAssetCalls';
import { callContextOf, type CallContext } from '../../api/storyboardCalls';
import { shelvedFile, takeShelvedFile, uploadOneFile } from '../uploads';
import { getLatestTestRender, getTestRender, startTestRender } from './api';
import { paletteFailed, paletteLoaded, paletteMoreRequested, paletteOpened, paletteQueryChanged, selectPalette } from './paletteSlice';
import {
  latestFailed,
  latestLoaded,
  latestRequested,
  pickedFileIds,
  progressTicked,
  renderCleared,
  renderFailed,
  renderFileUploaded,
  renderRequested,
  renderResumed,
  renderSlice,
  renderStartFailed,
  renderStartProgressed,
  renderStarted,
  renderStepped,
  renderSucceeded,
  selectRender,
  selectRendersInProgress,
  percentAfter,
} from './slice';

type RenderProps = Pick<RemoteMountProps, 'config' | 'session' | 'bus'>;

/** localStorage key (per user, see persistedJobIds) of the renders still being followed, as `{customerId}:{renderId}`; ours. */
export const ACTIVE_RENDER_IDS = 'activeTestRenderIds';

/** How long the start waits for an uploaded file's processing (ours: the spec names none). */
export const FILE_READY_WAIT_MS = 10 * 60_000;

/** Who a render's calls are for: the storyboard's customer (an admin may render anyone's). */
const ownerOf = (ctx: CallContext, customerId: string): CallContext => ({ client: ctx.client, customerId });

/** What the dialog says when the start fails: the api's refusal in the spec's words, else the spec's unexpected error. */
function startFailure(error: unknown): string {
  if (error instanceof ApiError && error.code === RENDER_ERROR_CODES.SHOTS_ASSETS_MISMATCH) return RENDER_MESSAGES.shotsAssetsMismatch;
  if (error instanceof ApiError && error.code === RENDER_ERROR_CODES.RENDER_ASSET_INVALID) return STORYBOARD_MESSAGES.assetNotSupported;
  if (error instanceof ApiError && error.status === 403) return error.message;
  if (error instanceof Error && error.name === 'FileNotReady') return error.message;
  return PROXY_MESSAGES.renderUnexpected;
}

class FileNotReady extends Error {
  override readonly name = 'FileNotReady';
}

/** Waits until an uploaded file's processing is done (the api renders only Ready videos). */
function* untilReady(owner: CallContext, assetId: string, name: string): SagaIterator<void> {
  yield put(renderStartProgressed({ message: RENDER_TEXTS.processingFile(name) }));
  const result = yield* poll((signal) => getMediaAsset(signal, owner, assetId), {
    everyMs: POLL_INTERVALS_MS.RENDER_FILE_READINESS,
    until: (asset) => asset.status !== MEDIA_PROCESSING_STATUSES.Processing,
    maxMs: FILE_READY_WAIT_MS,
  });
  if (result.kind === 'failed') throw result.error;
  const asset = result.kind === 'done' ? result.answer : result.last;
  if (asset?.status !== MEDIA_PROCESSING_STATUSES.Ready) throw new FileNotReady(RENDER_TEXTS.fileNotReady(name, asset?.error ?? null));
}

/**
 * Start Render (001 §4): every UGV shot must have a video (else the spec's refusal, before
 * anything is sent); new files upload first (ticket, PUT with its percentage, register) and
 * are waited for until processed; then the render request. The api's answer starts the
 * render's bar; the asset and upload lists reset.
 */
function* startRender(ctx: CallContext, apiUrl: string, { payload }: ReturnType<typeof renderRequested>): SagaIterator<void> {
  const { storyboardId, customerId, title, shotIds } = payload;
  const owner = ownerOf(ctx, customerId);
  const attempt = globalThis.crypto.randomUUID();
  try {
    const { picks } = yield* typedSelect(selectRender);
    if (shotIds.length === 0 || shotIds.some((id) => !picks[id])) throw new ApiError(400, RENDER_ERROR_CODES.SHOTS_ASSETS_MISMATCH, RENDER_MESSAGES.shotsAssetsMismatch);
    const shots: { shotId: number; assetId: string }[] = [];
    for (const shotId of shotIds) {
      const pick = picks[shotId];
      if (pick?.kind === 'asset') {
        shots.push({ shotId, assetId: pick.assetId });
        continue;
      }
      if (!pick) continue;
      const bytes = shelvedFile(pick.fileId);
      if (!bytes) throw new FileNotReady(RENDER_TEXTS.fileNotReady(pick.name, null));
      yield put(renderStartProgressed({ message: RENDER_TEXTS.uploading(pick.name, 0) }));
      const asset = yield* uploadOneFile(owner, apiUrl, bytes, {
        contentType: pick.contentType,
        idempotencyKey: `${attempt}-${shotId}`,
        onProgress: ({ loaded, total }) => renderStartProgressed({ message: RENDER_TEXTS.uploading(pick.name, total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0) }),
      });
      yield put(renderFileUploaded({ shotId, assetId: asset.assetId, name: pick.name }));
      yield* untilReady(owner, asset.assetId, pick.name);
      shots.push({ shotId, assetId: asset.assetId });
    }
    yield put(renderStartProgressed({ message: RENDER_TEXTS.sending }));
    const started = yield* callAbortable(startTestRender, owner, storyboardId, { title, shots }, attempt);
    yield put(renderStarted({ id: started.id, customerId, storyboardId, title }));
  } catch (error) {
    yield put(renderStartFailed({ message: startFailure(error) }));
  }
}

/** Records a render's end: the bar, analytics (001 §4), a toast for a failure. */
function* ended(bus: EventBus, id: number, render: TestRender | null): SagaIterator<void> {
  const properties = { renderId: id, storyboardId: render?.storyboardId ?? null };
  if (render?.status === TEST_RENDER_RESULT_STATUSES.Complete) {
    yield put(renderSucceeded({ render }));
    bus.publish('analytics/tracked', { name: ANALYTICS_EVENTS.renderVideoSucceeded, properties });
    yield delay(RENDER_PROGRESS.RESET_DELAY_MS);
    yield put(renderCleared({ id }));
    return;
  }
  yield put(renderFailed({ id, message: RENDER_MESSAGES.renderFailed, reason: render?.error ?? null }));
  bus.publish('analytics/tracked', { name: ANALYTICS_EVENTS.renderVideoFailed, properties: { ...properties, reason: render?.error ?? null } });
  bus.publish('toast/requested', { kind: 'error', message: RENDER_MESSAGES.renderFailed });
}

/**
 * Follows one render (001 §4): GET .../test-render/{id} every 5 s; Processing goes on (its
 * step shown), Complete is success, anything else failure. Network failures only delay the
 * next ask; the id stays stored until the render ends, so a reload follows it again.
 */
function* followRender(ctx: CallContext, jobs: PersistedJobIds, bus: EventBus, job: { id: number; customerId: string }): SagaIterator<void> {
  const key = `${job.customerId}:${job.id}`;
  jobs.add(key);
  const owner = ownerOf(ctx, job.customerId);
  for (;;) {
    yield delay(POLL_INTERVALS_MS.TEST_RENDER);
    let render: TestRender;
    try {
      render = yield* callAbortable(getTestRender, owner, job.id);
    } catch (error) {
      if (isTransientFailure(error)) continue;
      jobs.remove(key);
      yield* ended(bus, job.id, null);
      return;
    }
    if (render.status === TEST_RENDER_RESULT_STATUSES.Processing) {
      yield put(renderStepped({ id: job.id, step: render.step }));
      continue;
    }
    jobs.remove(key);
    yield* ended(bus, job.id, render);
    return;
  }
}

/** The bars of the renders in progress rise a percent a second (up to 90%) while any renders. */
function* ticker(): SagaIterator<void> {
  for (;;) {
    yield take([renderStarted.type, renderResumed.type]);
    while ((yield* typedSelect(selectRendersInProgress)) > 0) {
      yield delay(RENDER_PROGRESS.STEP_EVERY_MS);
      yield put(progressTicked());
    }
  }
}

/** At mount: the renders an earlier visit of this user left running, followed again with their bar where the time puts it. */
function* resumeRenders(ctx: CallContext, jobs: PersistedJobIds): SagaIterator<void> {
  for (const key of jobs.list()) {
    const [customerId, id] = key.split(':');
    if (!customerId || !/^[1-9]\d*$/.test(id ?? '')) {
      jobs.remove(key);
      continue;
    }
    try {
      const render = yield* callAbortable(getTestRender, ownerOf(ctx, customerId), Number(id));
      const percent = percentAfter(Date.parse(render.dateCreated), Date.now());
      if (render.status === TEST_RENDER_RESULT_STATUSES.Processing) yield put(renderResumed({ id: render.id, customerId, storyboardId: render.storyboardId, title: render.title, percent }));
      else jobs.remove(key);
    } catch (error) {
      if (!isTransientFailure(error)) jobs.remove(key);
    }
  }
}

function* loadLatest(ctx: CallContext, { payload }: ReturnType<typeof latestRequested>): SagaIterator<void> {
  try {
    const render = yield* callAbortable(getLatestTestRender, ownerOf(ctx, payload.customerId), payload.storyboardId);
    yield put(latestLoaded({ storyboardId: payload.storyboardId, render }));
  } catch {
    yield put(latestFailed({ storyboardId: payload.storyboardId }));
  }
}

/** "Your videos": a page of the customer's reusable assets (500 ms after the last key of a search, 001 §9). */
function* loadPalette(ctx: CallContext, action: Action): SagaIterator<void> {
  if (paletteQueryChanged.match(action)) yield delay(DELAYS_MS.SEARCH_DEBOUNCE);
  const { query, status, loaded: from } = yield* typedSelect(selectPalette);
  if (status !== 'loading') return;
  try {
    const page = yield* callAbortable(searchReusableAssets, ctx.client, { q: query, from });
    yield put(paletteLoaded({ query, from, hits: page.hits, total: page.total }));
  } catch {
    yield put(paletteFailed());
  }
}

const changesPicks = (action: Action): boolean => action.type.startsWith(`${renderSlice.name}/`);

/** Lets go of the shelved files the picks no longer hold (replaced, uploaded, reset), and of every one at unmount. */
function* releasePickedFiles(): SagaIterator<void> {
  let held: readonly string[] = [];
  try {
    for (;;) {
      yield take(changesPicks);
      const now = pickedFileIds((yield* typedSelect(selectRender)).picks);
      for (const fileId of held) if (!now.includes(fileId)) takeShelvedFile(fileId);
      held = now;
    }
  } finally {
    for (const fileId of held) takeShelvedFile(fileId);
  }
}

// Nothing is stored while no user is known; the render is still followed for this mount.
const NOT_STORED: PersistedJobIds = { list: () => [], add: () => undefined, remove: () => undefined };

/** The render feature's watchers, from mount to unmount. */
export function* renderSaga(props: RenderProps): SagaIterator<void> {
  const ctx = callContextOf(props);
  const sub = props.session.getSnapshot().user?.sub;
  const jobs = sub ? persistedJobIds(ACTIVE_RENDER_IDS, sub) : NOT_STORED;
  yield takeLeading(renderRequested, startRender, ctx, props.config.apiUrl);
  yield takeEvery([renderStarted.type, renderResumed.type], function* follow(action: ReturnType<typeof renderStarted>) {
    yield call(followRender, ctx, jobs, props.bus, action.payload);
  });
  yield takeLatest(latestRequested, loadLatest, ctx);
  yield takeLatest([paletteOpened.type, paletteQueryChanged.type, paletteMoreRequested.type], loadPalette, ctx);
  yield fork(ticker);
  yield fork(releasePickedFiles);
  yield fork(resumeRenders, ctx, jobs);
}
