import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminDashboard } from '@portal/shared-contracts/admin';
import type { DashboardBounds } from '../admin-api';

/** The Dashboard tab's figures for the date filter's range. */
export interface DashboardState {
  readonly status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** The range asked for last. */
  readonly bounds: DashboardBounds | null;
  readonly figures: AdminDashboard | null;
  /** The api's message of the failed load, when it sent one. */
  readonly error: string | null;
}

const initialState: DashboardState = { status: 'idle', bounds: null, figures: null, error: null };

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    /** The tab opened, the range changed, or Retry: the figures of `bounds` (a load on its way is abandoned). */
    dashboardRequested: (state, { payload }: PayloadAction<DashboardBounds>) => {
      state.status = 'loading';
      state.bounds = payload;
      state.error = null;
    },
    dashboardLoaded: (state, { payload }: PayloadAction<AdminDashboard>) => {
      state.status = 'succeeded';
      state.figures = payload;
    },
    dashboardFailed: (state, { payload }: PayloadAction<{ readonly message: string | null }>) => {
      state.status = 'failed';
      state.figures = null;
      state.error = payload.message;
    },
  },
  selectors: {
    selectDashboard: (state) => state,
  },
});

export const { dashboardRequested, dashboardLoaded, dashboardFailed } = dashboardSlice.actions;
export const { selectDashboard } = dashboardSlice.selectors;
