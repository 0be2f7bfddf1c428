import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role, SessionStatus } from '@portal/shared-contracts/core';

/** The user state of 000 §3, held by the host only. Tokens stay in the identity SDK. */
export interface AuthState {
  readonly status: SessionStatus;
  readonly loggedin: boolean;
  readonly sub: string | null;
  readonly username: string | null;
  readonly role: Role | null;
  readonly customerId: string | null;
  readonly subscriptionName: string | null;
  readonly customerAttributes: Readonly<Record<string, string>>;
  readonly lastAuthCheckTime: number | null;
  /** Stored user error text shown under the login button. */
  readonly error: string | null;
  readonly verifyCredentials: 'idle' | 'pending' | 'success' | 'failed';
}

export const initialAuthState: AuthState = {
  status: 'authenticating',
  loggedin: false,
  sub: null,
  username: null,
  role: null,
  customerId: null,
  subscriptionName: null,
  customerAttributes: {},
  lastAuthCheckTime: null,
  error: null,
  verifyCredentials: 'idle',
};

/** What a successful sign-in or session check establishes. */
export interface EstablishedUser {
  readonly sub: string;
  readonly username: string;
  readonly role: Role;
  readonly customerId: string | null;
  readonly subscriptionName: string | null;
  readonly customerAttributes: Record<string, string>;
  readonly checkedAt: number;
}

export type LogoutReason = 'user' | 'expired' | 'restrictedPlan' | 'otherTab';

const signedOut = (error: string | null): AuthState => ({ ...initialAuthState, status: 'signedOut', error });

/**
 * The authentication actions of 000 §4, as the state changes they make. Each flow of
 * authSagas.ts puts its own action when it starts (login, logout, reauthenticate...), so
 * the action log reads as the spec's list; the SessionApi runs the flows (one way in).
 * Sign-up states live in the sign-up page, so "clear new user state" has no host state to
 * clear, and the last auth check time is set by every successful check (docs/adr/008).
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A sign-in attempt starts: the login form keeps showing (with its spinner), its old error goes. */
    login: (state) => ({ ...state, error: null }),
    loginSucceeded: (state, { payload }: PayloadAction<EstablishedUser>) => ({
      ...state,
      status: 'signedIn' as const,
      loggedin: true,
      sub: payload.sub,
      username: payload.username,
      role: payload.role,
      customerId: payload.customerId,
      subscriptionName: payload.subscriptionName,
      customerAttributes: payload.customerAttributes,
      lastAuthCheckTime: payload.checkedAt,
      error: null,
    }),
    loginFailed: (_state, { payload }: PayloadAction<{ error: string | null }>) => signedOut(payload.error),
    verifyCredentialsRequest: (state) => {
      state.verifyCredentials = 'pending';
    },
    verifyCredentialsSuccess: (state) => {
      state.verifyCredentials = 'success';
    },
    verifyCredentialsFailed: (state) => {
      state.verifyCredentials = 'failed';
    },
    verifyCredentialsReset: (state) => {
      state.verifyCredentials = 'idle';
    },
    logout: (state, _action: PayloadAction<{ reason: LogoutReason }>) => state,
    loggedOut: (_state, { payload }: PayloadAction<{ error: string | null }>) => signedOut(payload.error),
    /** Checks the stored session now (start, reload, and after 30 minutes). */
    reauthenticate: (state, _action: PayloadAction<{ forceRefresh: boolean }>) => state,
    /** Starts the check loop: every 10 s, re-authenticate once 30 minutes have passed. */
    autoReauthenticate: (state) => state,
    /** A sign-up is sent (the page shows its own sub-states). */
    createUser: (state) => state,
    /** A sign-up code is sent for confirmation. */
    sendAuthCode: (state) => state,
    refetchCustomerAttributes: (state) => state,
    customerAttributesLoaded: (
      state,
      { payload }: PayloadAction<{ attributes: Record<string, string>; subscriptionName: string | null }>,
    ) => {
      state.customerAttributes = payload.attributes;
      state.subscriptionName = payload.subscriptionName;
    },
    /** The subscription changed (plan change): shown at once, confirmed by a refetch. */
    updateUserSubscription: (state, { payload }: PayloadAction<{ subscriptionName: string | null }>) => {
      state.subscriptionName = payload.subscriptionName;
    },
  },
});

export const authActions = authSlice.actions;
