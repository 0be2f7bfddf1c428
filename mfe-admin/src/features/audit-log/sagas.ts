import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import type { RemoteMountProps } from '@portal/shared-contracts/core';
import type { AdminAuditLogQuery } from '@portal/shared-contracts/admin';
import { callAbortable, typedSelect } from '@portal/shared-ui';
import type { HttpClient } from '@portal/shared-ui/http';
import { adminClientOf, getAuditLog } from '../admin-api';
import { apiMessageOf } from '../../lib/apiMessage';
import { auditLogRequested, auditPageFailed, auditPageLoaded, moreAuditRequested, selectAuditLog, type AuditFilters } from './slice';

/** The query of a page: the filters (a blank username is none) and, for a next page, the last id loaded. */
export function auditQueryOf(filters: AuditFilters, before?: number): Partial<AdminAuditLogQuery> {
  const username = filters.username.trim();
  return { action: filters.action ?? undefined, username: username === '' ? undefined : username, id: before };
}

/** Loads the first page of the filters, or the next one before the last entry held. */
function* loadPage(client: HttpClient, action: ReturnType<typeof auditLogRequested | typeof moreAuditRequested>): SagaIterator<void> {
  const next = moreAuditRequested.match(action);
  const { filters, entries } = yield* typedSelect(selectAuditLog);
  const before = next ? entries.at(-1)?.id : undefined;
  try {
    const page = yield* callAbortable(getAuditLog, client, auditQueryOf(filters, before));
    yield put(auditPageLoaded({ entries: page.entries, hasMore: page.has_more, next }));
  } catch (error) {
    yield put(auditPageFailed({ message: apiMessageOf(error), next }));
  }
}

/** The audit log's watcher: a new filter cancels the page on its way (whichever it was). */
export function* auditLogSaga(props: Pick<RemoteMountProps, 'config' | 'session'>): SagaIterator<void> {
  yield takeLatest([auditLogRequested, moreAuditRequested], loadPage, adminClientOf(props));
}
