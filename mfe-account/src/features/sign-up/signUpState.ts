import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignUpOutcome } from '@portal/shared-contracts/core';

/**
 * The sign-up sub-states (000 §4): form, creating, awaitingAuth (code e-mailed), done;
 * or failed, usernameExists, reSendCode (unconfirmed account).
 */
export type SignUpPhase = 'form' | 'creating' | 'awaitingAuth' | 'done' | 'failed' | 'usernameExists' | 'reSendCode';

export interface SignUpState {
  readonly phase: SignUpPhase;
  /** The e-mail the account was created with; confirmation and resend use it. */
  readonly email: string;
  /** Text under the current button: a server or confirmation error. */
  readonly error: string | null;
  /** A note under the confirmation form (a new code was sent). */
  readonly notice: string | null;
  /** The confirmation call or the resend call running while awaitingAuth. */
  readonly pending: 'confirm' | 'resend' | null;
}

export const initialSignUpState: SignUpState = { phase: 'form', email: '', error: null, notice: null, pending: null };

/** The outcome phases a resolved session.signUp leads to. */
const OUTCOME_PHASE: Readonly<Record<SignUpOutcome, SignUpPhase>> = {
  awaitingAuth: 'awaitingAuth',
  usernameExists: 'usernameExists',
  reSendCode: 'reSendCode',
  failed: 'failed',
};

const when = (state: SignUpState, phase: SignUpPhase, next: () => SignUpState): SignUpState =>
  state.phase === phase ? next() : state;

/**
 * Sign-up progress as events. An event that does not belong to the current phase is
 * ignored (a late answer after Try Again, a double click), so the page cannot jump.
 */
export const signUpSlice = createSlice({
  name: 'signUp',
  initialState: initialSignUpState,
  reducers: {
    submitted: (state, { payload }: PayloadAction<{ email: string }>) =>
      when(state, 'form', () => ({ ...initialSignUpState, phase: 'creating', email: payload.email })),
    outcomeReceived: (state, { payload }: PayloadAction<{ outcome: SignUpOutcome }>) =>
      when(state, 'creating', () => ({ ...state, phase: OUTCOME_PHASE[payload.outcome] })),
    creationFailed: (state, { payload }: PayloadAction<{ message: string }>) =>
      when(state, 'creating', () => ({ ...state, phase: 'form', error: payload.message })),
    codeSubmitted: (state) =>
      when(state, 'awaitingAuth', () => (state.pending ? state : { ...state, pending: 'confirm', error: null, notice: null })),
    confirmed: (state) => when(state, 'awaitingAuth', () => ({ ...state, phase: 'done', pending: null, error: null })),
    confirmationFailed: (state, { payload }: PayloadAction<{ message: string }>) =>
      when(state, 'awaitingAuth', () => ({ ...state, pending: null, error: payload.message })),
    resendRequested: (state) =>
      when(state, 'awaitingAuth', () => (state.pending ? state : { ...state, pending: 'resend', error: null, notice: null })),
    codeResent: (state, { payload }: PayloadAction<{ notice: string }>) =>
      when(state, 'awaitingAuth', () => ({ ...state, pending: null, notice: payload.notice })),
    resendFailed: (state, { payload }: PayloadAction<{ message: string }>) =>
      when(state, 'awaitingAuth', () => ({ ...state, pending: null, error: payload.message })),
    /** Try Again, the return button: back to the form (the page keeps the typed values). */
    resetRequested: (state) =>
      state.phase === 'failed' || state.phase === 'usernameExists' || state.phase === 'reSendCode' ? initialSignUpState : state,
  },
});

export const signUpEvents = signUpSlice.actions;
export type SignUpEvent = ReturnType<(typeof signUpEvents)[keyof typeof signUpEvents]>;
export const signUpReducer = signUpSlice.reducer;
