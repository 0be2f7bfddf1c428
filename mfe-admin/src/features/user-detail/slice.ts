import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminIdentityUser, AdminInvoice, AdminPaymentCustomer } from '@portal/shared-contracts/admin';
import { emptyInvoiceList, invoiceListChanges, type InvoiceList } from '../../lib/invoiceList';

/** The user's videos and storyboards (002 §7 videoNumberByUsername, storyboardNumberByUsername). */
export interface UserCounts {
  readonly videos: number;
  readonly storyboards: number;
}

/** The inner user page (002 §2, §3): identity data, payment data, counts and invoices of one user. */
export interface UserDetailState {
  /** The username of the page (the URL's); null before it opens. */
  readonly username: string | null;
  readonly status: 'idle' | 'loading' | 'succeeded' | 'failed' | 'notFound';
  /** The api's message of a failed load, if it sent one. */
  readonly error: string | null;
  readonly user: AdminIdentityUser | null;
  /** Their payment customer with every subscription, newest first; null without one. */
  readonly customer: AdminPaymentCustomer | null;
  readonly counts: UserCounts | null;
  readonly invoices: InvoiceList;
}

const initialState: UserDetailState = { username: null, status: 'idle', error: null, user: null, customer: null, counts: null, invoices: emptyInvoiceList() };

export const userDetailSlice = createSlice({
  name: 'adminUserDetail',
  initialState,
  reducers: {
    /** The page opened, Retry, or an action changed the user: (re)load. What is shown of the same user stays meanwhile. */
    userOpened: (state, { payload }: PayloadAction<{ username: string }>) => {
      if (state.username !== payload.username) return { ...initialState, username: payload.username, status: 'loading' };
      state.status = 'loading';
      state.error = null;
      return undefined;
    },
    userLoaded: (state, { payload }: PayloadAction<{ username: string; user: AdminIdentityUser; customer: AdminPaymentCustomer | null; counts: UserCounts }>) => {
      if (payload.username !== state.username) return;
      state.status = 'succeeded';
      state.user = payload.user;
      state.customer = payload.customer;
      state.counts = payload.counts;
    },
    userNotFound: (state, { payload }: PayloadAction<{ username: string }>) => {
      if (payload.username !== state.username) return;
      Object.assign(state, { ...initialState, username: payload.username, status: 'notFound' });
    },
    userLoadFailed: (state, { payload }: PayloadAction<{ username: string; message: string | null }>) => {
      if (payload.username !== state.username) return;
      state.status = 'failed';
      state.error = payload.message;
    },
    /** The first page of the user's invoices (after the user loaded, or Retry). */
    userInvoicesRequested: (state) => invoiceListChanges.startOver(state.invoices),
    moreUserInvoicesRequested: (state) => invoiceListChanges.nextRequested(state.invoices),
    userInvoicesLoaded: (state, { payload }: PayloadAction<{ customerId: string; invoices: readonly AdminInvoice[]; hasMore: boolean }>) => {
      if (payload.customerId !== state.user?.['custom:stripe-customer-id']) return;
      invoiceListChanges.loaded(state.invoices, payload);
    },
    userInvoicesFailed: (state, { payload }: PayloadAction<{ message: string | null }>) => invoiceListChanges.failed(state.invoices, payload.message),
  },
  selectors: {
    selectDetailUsername: (state) => state.username,
    selectDetailStatus: (state) => state.status,
    selectDetailError: (state) => state.error,
    selectDetailUser: (state) => state.user,
    selectDetailCustomer: (state) => state.customer,
    selectDetailCounts: (state) => state.counts,
    selectDetailInvoices: (state) => state.invoices,
  },
});

export const { userOpened, userLoaded, userNotFound, userLoadFailed, userInvoicesRequested, moreUserInvoicesRequested, userInvoicesLoaded, userInvoicesFailed } = userDetailSlice.actions;
export const { selectDetailUsername, selectDetailStatus, selectDetailError, selectDetailUser, selectDetailCustomer, selectDetailCounts, selectDetailInvoices } =
  userDetailSlice.selectors;
