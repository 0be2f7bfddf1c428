import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentStep } from './paymentFlow';

/**
 * Subscription update status (000 §4): updating, then success (which triggers the
 * success callback); failed when a call threw. A decline or a missing client secret
 * returns to idle: the modal stays as it was for another try.
 */
export type PaymentStatus = 'idle' | 'updating' | 'success' | 'failed';

export interface PaymentState {
  readonly status: PaymentStatus;
  /** While updating: saving the card ("Updating Your Subscription...") or changing the plan ("Updating..."). */
  readonly step: PaymentStep | null;
}

export const initialPaymentState: PaymentState = { status: 'idle', step: null };

const updating = (state: PaymentState, next: () => PaymentState): PaymentState => (state.status === 'updating' ? next() : state);

export const paymentSlice = createSlice({
  name: 'payment',
  initialState: initialPaymentState,
  reducers: {
    /** A second submit while one runs is ignored (a double click). */
    submitted: (state, { payload }: PayloadAction<{ step: PaymentStep }>) =>
      state.status === 'updating' ? state : { status: 'updating', step: payload.step },
    stepReached: (state, { payload }: PayloadAction<{ step: PaymentStep }>) => updating(state, () => ({ ...state, step: payload.step })),
    succeeded: (state) => updating(state, () => ({ status: 'success', step: null })),
    failed: (state) => updating(state, () => ({ status: 'failed', step: null })),
    /** Declined card or no client secret: back to the form, nothing changed. */
    stopped: (state) => updating(state, () => initialPaymentState),
    /** The modal opened again. */
    reset: (state) => (state.status === 'updating' ? state : initialPaymentState),
  },
});

export const paymentEvents = paymentSlice.actions;
export const paymentReducer = paymentSlice.reducer;
