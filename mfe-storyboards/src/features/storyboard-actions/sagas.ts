import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { DELAYS_MS, POLL_INTERVALS_MS, ROLES, ROUTES, href, type Project, type RemoteMountProps } from '@portal/shared-contracts/core';
import {
  PROJECT_TYPES,
  PROXY_MESSAGES,
  STORYBOARD_ACTION_TEXTS as T,
  STORYBOARD_MESSAGES,
  STORYBOARD_STATUSES,
  type CopyRequestStatus,
  type ProjectType,
  type StoryboardDetail,
} from '@portal/shared-contracts/storyboards';
import { callAbortable, poll } from '@portal/shared-ui';
import {
  backToDev,
  callContextOf,
  cloneStoryboard,
  deleteStoryboard,
  getCloneRequest,
  getProjects,
  getStoryboard,
  listStoryboard,
  moveToLive,
  releaseStoryboard,
  searchUsers,
  suspendStoryboard,
  unlistStoryboard,
  type CallContext,
} from '../../api/storyboardCalls';
import { storyboardChanged, storyboardRefreshRequested } from '../shared';
import { answeredWithError, failureText, isConflict, isPlanRefusal } from './failures';
import { refusalOf } from './rules';
import {
  actionBarClosed,
  actionFailed,
  actionProgressed,
  actionRequested,
  actionSucceeded,
  upgradeRequired,
  userSearchChanged,
  userSearchFailed,
  usersFound,
  type ActionRequest,
} from './slice';

/** One idempotency key per user action, so a retried write is applied once. */
const newActionKey = (): string => globalThis.crypto.randomUUID();

/**
 * The calls for a storyboard go to its owner's path: the customer's own, or for an admin
 * the customer whose storyboard it is (ADR 017). Clone requests stay that customer's too.
 */
const ownerOf = (ctx: CallContext, storyboard: StoryboardDetail): CallContext => ({ client: ctx.client, customerId: storyboard.customerId });

/** Where a finished copy opens (001 §4): the storymaker for admins, else the storyboard. */
function copyTarget(props: RemoteMountProps, request: ActionRequest, scriptId: number): string {
  const admin = props.session.getSnapshot().user?.role === ROLES.admin;
  return request.kind === 'moveToCustomer' || admin ? href.storymakerStoryboard(scriptId) : href.storyboard(scriptId);
}

/** Release, then the status every 500 ms while Processing (001 §4): Published, or back with an error. */
function* release(owner: CallContext, { storyboard, quality }: Extract<ActionRequest, { kind: 'release' }>): SagaIterator<void> {
  let current = yield* callAbortable(releaseStoryboard, owner, storyboard.id, quality, newActionKey());
  if (current.status === STORYBOARD_STATUSES.Processing) {
    const outcome = yield* poll((signal) => getStoryboard(signal, owner, storyboard.id), {
      everyMs: POLL_INTERVALS_MS.STORYBOARD_STATUS,
      until: (answer) => answer.status !== STORYBOARD_STATUSES.Processing,
    });
    if (outcome.kind !== 'done') {
      yield put(storyboardRefreshRequested({ id: storyboard.id }));
      yield put(actionFailed({ message: PROXY_MESSAGES.fetchStoryboardDetailError }));
      return;
    }
    current = outcome.answer;
  }
  yield put(storyboardChanged(current));
  const failed = current.status !== STORYBOARD_STATUSES.Published && current.releaseError !== null;
  yield put(failed ? actionFailed({ message: STORYBOARD_MESSAGES.releaseFailed }) : actionSucceeded());
}

/** Clone (to the caller's account or, for admins, another customer's), then its request every 2500 ms. */
function* copy(props: RemoteMountProps, owner: CallContext, request: Extract<ActionRequest, { kind: 'clone' | 'moveToCustomer' }>): SagaIterator<void> {
  const body = request.kind === 'moveToCustomer' ? { title: request.title, targetUserId: request.targetUserId } : { title: request.title };
  const requestId = yield* callAbortable(cloneStoryboard, owner, request.storyboard.id, body, newActionKey());
  const outcome = yield* poll((signal) => getCloneRequest(signal, owner, requestId), {
    everyMs: POLL_INTERVALS_MS.CLONE_REQUEST,
    until: (answer: CopyRequestStatus) => answer.status !== 'Pending',
  });
  if (outcome.kind !== 'done') {
    yield put(actionFailed({ message: PROXY_MESSAGES.cloneStatusError }));
    return;
  }
  const { status, scriptId, error } = outcome.answer;
  if (status !== 'Completed' || scriptId === null) {
    yield put(actionFailed({ message: error || STORYBOARD_MESSAGES.cloneFailed }));
    return;
  }
  yield call(props.navigate, copyTarget(props, request, scriptId));
  yield put(actionSucceeded());
}

/** Move to live or back to dev: the caller's project of that type from GET /current-user/projects. */
function* moveProject(ctx: CallContext, owner: CallContext, storyboard: StoryboardDetail, to: ProjectType): SagaIterator<void> {
  let projects: Project[];
  try {
    projects = yield* callAbortable(getProjects, ctx.client);
  } catch (error) {
    yield put(actionFailed({ message: answeredWithError(error) ? PROXY_MESSAGES.projectsFetchError : PROXY_MESSAGES.projectsFetchUnexpected }));
    return;
  }
  const project = projects.find((p) => p.projectType === to);
  if (!project) {
    yield put(actionFailed({ message: STORYBOARD_MESSAGES.updateProjectFailed }));
    return;
  }
  const move = to === PROJECT_TYPES.Live ? moveToLive : backToDev;
  yield put(storyboardChanged(yield* callAbortable(move, owner, storyboard.id, project.id, newActionKey())));
  yield put(actionSucceeded());
}

/** The work of one request; a failed call throws to runAction. */
function* perform(props: RemoteMountProps, ctx: CallContext, request: ActionRequest): SagaIterator<void> {
  const { storyboard } = request;
  const owner = ownerOf(ctx, storyboard);
  switch (request.kind) {
    case 'release':
      return yield* release(owner, request);
    case 'suspend':
      yield put(storyboardChanged(yield* callAbortable(suspendStoryboard, owner, storyboard.id, newActionKey())));
      yield put(actionSucceeded());
      return;
    case 'delete':
      yield* callAbortable(deleteStoryboard, owner, storyboard.id, newActionKey());
      // My Storyboards refreshes when it opens; the wait lets the search index catch up (001 §4).
      yield put(actionProgressed({ message: T.deleted }));
      yield delay(DELAYS_MS.DELETE_REFRESH);
      yield call(props.navigate, ROUTES.storyboards);
      yield put(actionSucceeded());
      return;
    case 'clone':
    case 'moveToCustomer':
      return yield* copy(props, owner, request);
    case 'moveToLive':
      return yield* moveProject(ctx, owner, storyboard, PROJECT_TYPES.Live);
    case 'backToDev':
      return yield* moveProject(ctx, owner, storyboard, PROJECT_TYPES.Dev);
    case 'moveToMarketplace':
      yield* callAbortable(listStoryboard, owner, storyboard.id, { author: request.author, description: request.description }, newActionKey());
      yield put(storyboardRefreshRequested({ id: storyboard.id }));
      yield put(actionSucceeded());
      return;
    case 'unlist':
      if (storyboard.listingId !== null) yield* callAbortable(unlistStoryboard, owner, storyboard.listingId, newActionKey());
      yield put(storyboardRefreshRequested({ id: storyboard.id }));
      yield put(actionSucceeded());
      return;
  }
}

/**
 * Runs one requested action to its end: refused before any call when the rules say so
 * (listed, no required tag), else its calls and polls; every failure becomes the spec's
 * text, the plan's refusal the upgrade path, and a conflict a refetch of the storyboard.
 */
function* runAction(props: RemoteMountProps, ctx: CallContext, request: ActionRequest): SagaIterator<void> {
  const refusal = refusalOf(request.kind, request.storyboard);
  if (refusal) {
    yield put(actionFailed({ message: refusal }));
    return;
  }
  try {
    yield* perform(props, ctx, request);
  } catch (error) {
    if (isPlanRefusal(error)) {
      yield put(upgradeRequired());
      return;
    }
    if (isConflict(error)) yield put(storyboardRefreshRequested({ id: request.storyboard.id }));
    yield put(actionFailed({ message: failureText(request.kind, error) }));
  }
}

/** An action lives as long as its bar: leaving the page cancels it (polls stop, requests abort). */
function* runWhileOpen(props: RemoteMountProps, ctx: CallContext, { payload }: ReturnType<typeof actionRequested>): SagaIterator<void> {
  yield race({ done: call(runAction, props, ctx, payload), closed: take(actionBarClosed) });
}

/** The admin's user search (001 §4, §5): size 10, after the typing stops. */
function* searchUsersDebounced(ctx: CallContext, action: ReturnType<typeof userSearchChanged | typeof actionBarClosed>): SagaIterator<void> {
  // A closed bar only cancels the search in flight (takeLatest).
  if (!userSearchChanged.match(action)) return;
  const { query } = action.payload;
  if (!query.trim()) return;
  yield delay(DELAYS_MS.SEARCH_DEBOUNCE);
  try {
    const hits = yield* callAbortable(searchUsers, ctx.client, query.trim());
    yield put(usersFound({ query, hits }));
  } catch (error) {
    const message = answeredWithError(error) ? STORYBOARD_MESSAGES.searchUsersFailed : STORYBOARD_MESSAGES.searchUsersUnexpected;
    yield put(userSearchFailed({ query, message }));
  }
}

/** The action bar's root watcher: one action at a time (takeLeading), the latest user search. */
export function* storyboardActionsSaga(props: RemoteMountProps): SagaIterator<void> {
  const ctx = callContextOf(props);
  yield all([takeLeading(actionRequested, runWhileOpen, props, ctx), takeLatest([userSearchChanged, actionBarClosed], searchUsersDebounced, ctx)]);
}
