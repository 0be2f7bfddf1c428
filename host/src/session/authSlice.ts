import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role, SessionStatus, SignUpInput, SignUpOutcome } from '@portal/shared-contracts';

/** Sign-up progress the host tracks (000 §4 sign-up states, less the form itself). */
export type NewUserState = 'idle' | 'creating' | SignUpOutcome | 'confirming' | 'done';

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
  readonly newUser: NewUserState;
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
  newUser: 'idle',
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

const signedOut = (state: AuthState, error: string | null): AuthState => ({
  ...initialAuthState,
  status: 'signedOut',
  error,
  newUser: state.newUser,
});

/** The authentication actions of 000 §4. Sagas (authSagas.ts) do the work. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The login form keeps showing (with its spinner) while the attempt runs. */
    login: (state, _action: PayloadAction<{ email: string; password: string }>) => ({ ...state, error: null }),
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
    loginFailed: (state, { payload }: PayloadAction<{ error: string | null }>) => signedOut(state, payload.error),
    verifyCredentialsRequest: (state, _action: PayloadAction<{ password: string }>) => {
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
    loggedOut: (state, { payload }: PayloadAction<{ error: string | null }>) => signedOut(state, payload.error),
    /** Checks the stored session now (start, reload, and after 30 minutes). */
    reauthenticate: (state, _action: PayloadAction<{ forceRefresh: boolean }>) => state,
    /** Starts the check loop: every 10 s, re-authenticate once 30 minutes have passed. */
    autoReauthenticate: (state) => state,
    createUser: (state, _action: PayloadAction<SignUpInput>) => state,
    newUserStateChanged: (state, { payload }: PayloadAction<NewUserState>) => {
      state.newUser = payload;
    },
    sendAuthCode: (state, _action: PayloadAction<{ email: string; code: string }>) => state,
    clearNewUserState: (state) => {
      state.newUser = 'idle';
    },
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
    setLastAuthCheckTime: (state, { payload }: PayloadAction<number>) => {
      state.lastAuthCheckTime = payload;
    },
  },
});

export const authActions = authSlice.actions;
