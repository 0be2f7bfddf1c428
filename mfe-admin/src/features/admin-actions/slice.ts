import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminAction } from '@portal/shared-contracts/admin';

/** What an action changes, and whom: the three actions of 002 §2/§4. */
export type ActionRequest =
  | { readonly action: 'update_industry'; readonly username: string; readonly industry: string }
  | { readonly action: 'cancel_subscription'; readonly username: string; readonly customerId: string }
  | { readonly action: 'delete_user'; readonly username: string };

/** The admin's own e-mail and password, re-entered in the confirmation modal (002 §4); never kept in the store. */
export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/**
 * Why an action did not happen: `credentials` asks for the e-mail and password again (wrong
 * ones, or the api's REAUTH_REQUIRED); `failure` is the api's refusal or an error (002 §8).
 */
export interface ActionFailure {
  readonly kind: 'credentials' | 'failure';
  readonly message: string;
  /** The api's own message when the shown one is the spec's wording and it says more. */
  readonly detail: string | null;
}

/** The one admin action in progress or just ended (the user page runs one at a time). */
export interface AdminActionsState {
  readonly action: AdminAction | null;
  readonly username: string | null;
  readonly status: 'idle' | 'working' | 'succeeded' | 'failed';
  readonly failure: ActionFailure | null;
}

const initialState: AdminActionsState = { action: null, username: null, status: 'idle', failure: null };

export const adminActionsSlice = createSlice({
  name: 'adminActions',
  initialState,
  reducers: {
    /** The confirmation was sent: re-authenticate, then the call with the proof. */
    actionRequested: {
      reducer: (state, { payload }: PayloadAction<ActionRequest, string, { readonly credentials: Credentials }>) => {
        state.action = payload.action;
        state.username = payload.username;
        state.status = 'working';
        state.failure = null;
      },
      // The credentials ride in `meta`, so the reducer cannot keep them by mistake.
      prepare: (request: ActionRequest, credentials: Credentials) => ({ payload: request, meta: { credentials } }),
    },
    actionSucceeded: (state) => {
      state.status = 'succeeded';
    },
    actionFailed: (state, { payload }: PayloadAction<ActionFailure>) => {
      state.status = 'failed';
      state.failure = payload;
    },
    /** The modal opened or closed: the last outcome is forgotten. */
    actionReset: () => initialState,
  },
  selectors: {
    selectActionRun: (state) => state,
  },
});

export const { actionRequested, actionSucceeded, actionFailed, actionReset } = adminActionsSlice.actions;
export const { selectActionRun } = adminActionsSlice.selectors;
