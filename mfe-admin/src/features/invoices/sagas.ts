import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import { type RemoteMountProps } from '@portal/shared-contracts/core';
import { ADMIN_PAGE_SIZES } from '@portal/shared-contracts/admin';
import { callAbortable, typedSelect } from '@portal/shared-ui';
import type { HttpClient } from '@portal/shared-ui/http';
import { adminClientOf, getInvoices } from '../admin-api';
import { apiMessageOf } from '../../lib/apiMessage';
import { cursorOf } from '../../lib/invoiceList';
import { invoicesPageFailed, invoicesPageLoaded, invoicesRequested, moreInvoicesRequested, selectInvoiceList, selectInvoiceRange } from './slice';

/** One page of the range's invoices: the first, or the one after the last id loaded. A new range cancels it (takeLatest). */
function* loadPage(client: HttpClient, action: ReturnType<typeof invoicesRequested | typeof moreInvoicesRequested>): SagaIterator<void> {
  const range = yield* typedSelect(selectInvoiceRange);
  const list = yield* typedSelect(selectInvoiceList);
  if (range === null || list.status !== 'loading') return;
  const after = moreInvoicesRequested.match(action) ? cursorOf(list) : undefined;
  try {
    const page = yield* callAbortable(getInvoices, client, { after, limit: ADMIN_PAGE_SIZES.DEFAULT, createdGte: range.gte, createdLt: range.lt });
    yield put(invoicesPageLoaded({ range, invoices: page.invoices, hasMore: page.has_more }));
  } catch (error) {
    yield put(invoicesPageFailed({ message: apiMessageOf(error) }));
  }
}

/** The Users tab's invoices watcher. */
export function* invoicesSaga(props: Pick<RemoteMountProps, 'config' | 'session'>): SagaIterator<void> {
  yield takeLatest([invoicesRequested, moreInvoicesRequested], loadPage, adminClientOf(props));
}
