import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import { type RemoteMountProps } from '@portal/shared-contracts/core';
import { ADMIN_PAGE_SIZES, type AdminIdentityUser } from '@portal/shared-contracts/admin';
import { callAbortable, typedSelect } from '@portal/shared-ui';
import type { HttpClient } from '@portal/shared-ui/http';
import { adminClientOf, getCustomerUsers, getStripeUsers } from '../admin-api';
import { apiMessageOf } from '../../lib/apiMessage';
import { nextUsersRequested, selectNextCursor, selectUsersQuery, usersPageFailed, usersPageLoaded, usersRequested } from './slice';

/** The payment customer ids of a page of users, each once (users without one have none to ask for). */
export function customerIdsOf(users: readonly AdminIdentityUser[]): string[] {
  return [...new Set(users.flatMap((u) => (u['custom:stripe-customer-id'] ? [u['custom:stripe-customer-id']] : [])))];
}

/**
 * One page of the list: the identity users (search, sort, the cursor for a next page),
 * then their payment customers in one call for the page. A new query cancels a page on
 * its way (takeLatest), its requests aborted.
 */
function* loadPage(client: HttpClient, action: ReturnType<typeof usersRequested | typeof nextUsersRequested>): SagaIterator<void> {
  const query = yield* typedSelect(selectUsersQuery);
  if (query === null) return;
  const cursor = nextUsersRequested.match(action) ? yield* typedSelect(selectNextCursor) : null;
  if (nextUsersRequested.match(action) && cursor === null) return;
  try {
    const page = yield* callAbortable(getCustomerUsers, client, {
      q: query.q || undefined,
      sort: query.sort,
      order: query.order,
      limit: ADMIN_PAGE_SIZES.DEFAULT,
      cursor: cursor ?? undefined,
    });
    const ids = customerIdsOf(page.users);
    const payments = ids.length > 0 ? (yield* callAbortable(getStripeUsers, client, { customerIds: ids })).customers : [];
    yield put(usersPageLoaded({ query, users: page.users, payments, total: page.total, nextCursor: page.next_cursor }));
  } catch (error) {
    yield put(usersPageFailed({ message: apiMessageOf(error) }));
  }
}

/** The Users tab's list watcher. */
export function* usersSaga(props: Pick<RemoteMountProps, 'config' | 'session'>): SagaIterator<void> {
  yield takeLatest([usersRequested, nextUsersRequested], loadPage, adminClientOf(props));
}
