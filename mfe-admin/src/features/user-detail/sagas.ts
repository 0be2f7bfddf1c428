import type { SagaIterator } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import { type RemoteMountProps } from '@portal/shared-contracts/core';
import { ADMIN_ERROR_CODES, ADMIN_PAGE_SIZES, type AdminIdentityUser, type AdminPaymentCustomer } from '@portal/shared-contracts/admin';
import { callAbortable, typedSelect } from '@portal/shared-ui';
import { ApiError, type HttpClient } from '@portal/shared-ui/http';
import { adminClientOf, getCustomerInvoices, getCustomerUsers, getStoryboardNumber, getStripeUsers, getVideoNumber } from '../admin-api';
import { cursorOf } from '../../lib/invoiceList';
import { apiMessageOf } from '../../lib/apiMessage';
import {
  moreUserInvoicesRequested,
  selectDetailInvoices,
  selectDetailUser,
  userInvoicesFailed,
  userInvoicesLoaded,
  userInvoicesRequested,
  userLoadFailed,
  userLoaded,
  userNotFound,
  userOpened,
  type UserCounts,
} from './slice';

/** Whether `user` is the one `username` names: the pool username, or the e-mail (any case), as the api reads it. */
export const isUser = (user: AdminIdentityUser, username: string): boolean =>
  user.username === username || user.email === username.trim().toLowerCase();

/** The identity user of a username, or null when there is none (the api filters on it exactly). */
async function findUser(signal: AbortSignal, client: HttpClient, username: string): Promise<AdminIdentityUser | null> {
  const { users } = await getCustomerUsers(signal, client, { username, limit: 1 });
  return users.find((u) => isUser(u, username)) ?? null;
}

/** Their payment customer with every subscription, or null without one (or when the gateway no longer knows it). */
async function findCustomer(signal: AbortSignal, client: HttpClient, customerId: string | null): Promise<AdminPaymentCustomer | null> {
  if (!customerId) return null;
  const { customers } = await getStripeUsers(signal, client, { customerIds: [customerId] });
  return customers.find((c) => c.id === customerId) ?? null;
}

/** Their payment customer and the two counts, asked side by side. */
async function paymentAndCounts(signal: AbortSignal, client: HttpClient, user: AdminIdentityUser): Promise<{ customer: AdminPaymentCustomer | null; counts: UserCounts }> {
  const [customer, videos, storyboards] = await Promise.all([
    findCustomer(signal, client, user['custom:stripe-customer-id']),
    getVideoNumber(signal, client, user.username),
    getStoryboardNumber(signal, client, user.username),
  ]);
  return { customer, counts: { videos, storyboards } };
}

/**
 * The user page's data (002 §3, loader note "10 seconds"): the identity user, then their
 * payment customer and the two counts side by side; the invoices follow on their own.
 * A user the api does not know (deleted meanwhile) is "not found".
 */
function* loadUser(client: HttpClient, { payload: { username } }: ReturnType<typeof userOpened>): SagaIterator<void> {
  try {
    const user = yield* callAbortable(findUser, client, username);
    if (!user) {
      yield put(userNotFound({ username }));
      return;
    }
    const { customer, counts } = yield* callAbortable(paymentAndCounts, client, user);
    yield put(userLoaded({ username, user, customer, counts }));
    // Without a payment customer there are no invoices to ask for.
    if (user['custom:stripe-customer-id']) yield put(userInvoicesRequested());
  } catch (error) {
    if (error instanceof ApiError && error.code === ADMIN_ERROR_CODES.USER_NOT_FOUND) yield put(userNotFound({ username }));
    else yield put(userLoadFailed({ username, message: apiMessageOf(error) }));
  }
}

/** A page of the user's invoices (loader note "5 seconds"): the first, or the one after the last id loaded. */
function* loadInvoices(client: HttpClient, action: ReturnType<typeof userInvoicesRequested | typeof moreUserInvoicesRequested>): SagaIterator<void> {
  const user = yield* typedSelect(selectDetailUser);
  const list = yield* typedSelect(selectDetailInvoices);
  const customerId = user?.['custom:stripe-customer-id'];
  if (!customerId || list.status !== 'loading') return;
  const after = moreUserInvoicesRequested.match(action) ? cursorOf(list) : undefined;
  try {
    const page = yield* callAbortable(getCustomerInvoices, client, customerId, { after, limit: ADMIN_PAGE_SIZES.DEFAULT });
    yield put(userInvoicesLoaded({ customerId, invoices: page.invoices, hasMore: page.has_more }));
  } catch (error) {
    yield put(userInvoicesFailed({ message: apiMessageOf(error) }));
  }
}

/** The user page's watcher: a new username or reload cancels the load on its way. */
export function* userDetailSaga(props: Pick<RemoteMountProps, 'config' | 'session'>): SagaIterator<void> {
  const client = adminClientOf(props);
  yield takeLatest(userOpened, loadUser, client);
  yield takeLatest([userInvoicesRequested, moreUserInvoicesRequested], loadInvoices, client);
}
