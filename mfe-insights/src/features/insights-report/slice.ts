import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InsightsReport } from '@portal/shared-contracts/insights';

/** The insights report page's answer from the api. */
export interface InsightsReportState {
  readonly status: 'idle' | 'loading' | 'succeeded' | 'failed';
  readonly report: InsightsReport | null;
  /** The api's message of the failed load, when it sent one. */
  readonly error: string | null;
}

const initialState: InsightsReportState = { status: 'idle', report: null, error: null };

export const insightsReportSlice = createSlice({
  name: 'insightsReport',
  initialState,
  reducers: {
    /** The page opened, or Retry (a load on its way is abandoned). */
    insightsReportRequested: (state) => {
      state.status = 'loading';
      state.error = null;
    },
    insightsReportLoaded: (state, { payload }: PayloadAction<InsightsReport>) => {
      state.status = 'succeeded';
      state.report = payload;
    },
    insightsReportFailed: (state, { payload }: PayloadAction<{ readonly message: string | null }>) => {
      state.status = 'failed';
      state.report = null;
      state.error = payload.message;
    },
  },
  selectors: {
    selectInsightsReport: (state) => state,
  },
});

export const { insightsReportRequested, insightsReportLoaded, insightsReportFailed } = insightsReportSlice.actions;
export const { selectInsightsReport } = insightsReportSlice.selectors;
