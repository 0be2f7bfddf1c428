import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminIdentityUser, AdminPaymentCustomer } from '@portal/shared-contracts/admin';
import type { UsersQuery } from './usersQuery';

/** The Users tab's list (002 §2): identity users a page at a time, each page joined with its payment customers. */
export interface UsersState {
  /** The query the list holds; null before the tab opens. */
  readonly query: UsersQuery | null;
  readonly users: readonly AdminIdentityUser[];
  /** The payment customers of the users loaded, by their `cus_...` id. */
  readonly payments: Readonly<Record<string, AdminPaymentCustomer>>;
  /** Users matching the search in all. */
  readonly total: number;
  /** The api's cursor for the page after the last one loaded; null on the last page. */
  readonly nextCursor: string | null;
  readonly status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** Which page `status` speaks of: a fresh first page, or the one after `nextCursor`. */
  readonly page: 'first' | 'next';
  /** The api's message of the failed page, if it sent one. */
  readonly error: string | null;
}

const sameQuery = (a: UsersQuery, b: UsersQuery): boolean => a.q === b.q && a.sort === b.sort && a.order === b.order;

const initialState: UsersState = { query: null, users: [], payments: {}, total: 0, nextCursor: null, status: 'idle', page: 'first', error: null };

export interface UsersPage {
  readonly query: UsersQuery;
  readonly users: readonly AdminIdentityUser[];
  readonly payments: readonly AdminPaymentCustomer[];
  readonly total: number;
  readonly nextCursor: string | null;
}

export const usersSlice = createSlice({
  name: 'adminUsers',
  initialState,
  reducers: {
    /** The tab opened, its query changed or Retry of the first page: the list starts over. */
    usersRequested: (_state, { payload }: PayloadAction<UsersQuery>) => ({ ...initialState, query: payload, status: 'loading' }),
    /** "Load more" (or its Retry): the page after the cursor, the rows loaded stay. */
    nextUsersRequested: (state) => {
      if (state.query === null || state.nextCursor === null) return;
      state.status = 'loading';
      state.page = 'next';
      state.error = null;
    },
    usersPageLoaded: (state, { payload }: PayloadAction<UsersPage>) => {
      // A page of a query the list no longer holds (the saga's takeLatest cancels it; this keeps the rule here too).
      if (!state.query || !sameQuery(payload.query, state.query)) return;
      state.users = state.page === 'first' ? [...payload.users] : [...state.users, ...payload.users];
      for (const customer of payload.payments) state.payments[customer.id] = customer;
      state.total = payload.total;
      state.nextCursor = payload.nextCursor;
      state.status = 'succeeded';
    },
    usersPageFailed: (state, { payload }: PayloadAction<{ message: string | null }>) => {
      state.status = 'failed';
      state.error = payload.message;
    },
  },
  selectors: {
    selectUsersQuery: (state) => state.query,
    selectUsers: (state) => state.users,
    selectPayments: (state) => state.payments,
    selectUsersTotal: (state) => state.total,
    selectNextCursor: (state) => state.nextCursor,
    selectUsersStatus: (state) => state.status,
    selectUsersPage: (state) => state.page,
    selectUsersError: (state) => state.error,
  },
});

export const { usersRequested, nextUsersRequested, usersPageLoaded, usersPageFailed } = usersSlice.actions;
export const { selectUsersQuery, selectUsers, selectPayments, selectUsersTotal, selectNextCursor, selectUsersStatus, selectUsersPage, selectUsersError } = usersSlice.selectors;
