import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The payment account as the shell needs it (000 §2 "Loading Your Account..."). */
export interface PaymentAccountState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** How many subscriptions the payment account holds once loaded. */
  readonly subscriptionCount: number;
}

const initialState: PaymentAccountState = { status: 'idle', subscriptionCount: 0 };

export const paymentAccountSlice = createSlice({
  name: 'paymentAccount',
  initialState,
  reducers: {
    paymentAccountRequested: (state) => {
      state.status = 'loading';
    },
    paymentAccountLoaded: (state, { payload }: PayloadAction<{ subscriptionCount: number }>) => {
      state.status = 'loaded';
      state.subscriptionCount = payload.subscriptionCount;
    },
    paymentAccountFailed: (state) => {
      state.status = 'failed';
    },
    paymentAccountCleared: () => initialState,
  },
});

export const { paymentAccountRequested, paymentAccountLoaded, paymentAccountFailed, paymentAccountCleared } =
  paymentAccountSlice.actions;

/** The modal shows while the account loads and no subscriptions have arrived (000 §2). */
export const showsLoadingAccount = (state: PaymentAccountState): boolean =>
  state.status === 'loading' && state.subscriptionCount === 0;
