import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AnalyticsActivity, MetricsSummary } from '@portal/shared-contracts/insights';
import type { MetricsBounds } from './calls';

type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The metrics page: the api's figures of the range, and the portal activity beside them. */
export interface MetricsState {
  readonly bounds: MetricsBounds | null;
  readonly status: LoadStatus;
  readonly summary: MetricsSummary | null;
  /** The api's message of the failed load, when it sent one. */
  readonly error: string | null;
  /** Portal activity loads on its own: its failure leaves the figures shown. */
  readonly activity: { readonly status: LoadStatus; readonly data: AnalyticsActivity | null; readonly error: string | null };
}

const initialState: MetricsState = { bounds: null, status: 'idle', summary: null, error: null, activity: { status: 'idle', data: null, error: null } };

export const metricsSlice = createSlice({
  name: 'metrics',
  initialState,
  reducers: {
    /** The page opened, the range changed, or Retry: the figures of `bounds` (a load on its way is abandoned). */
    metricsRequested: (state, { payload }: PayloadAction<MetricsBounds>) => {
      state.bounds = payload;
      state.status = 'loading';
      state.error = null;
      state.activity = { status: 'loading', data: null, error: null };
    },
    metricsLoaded: (state, { payload }: PayloadAction<MetricsSummary>) => {
      state.status = 'succeeded';
      state.summary = payload;
    },
    metricsFailed: (state, { payload }: PayloadAction<{ readonly message: string | null }>) => {
      state.status = 'failed';
      state.summary = null;
      state.error = payload.message;
    },
    activityLoaded: (state, { payload }: PayloadAction<AnalyticsActivity>) => {
      state.activity = { status: 'succeeded', data: payload, error: null };
    },
    activityFailed: (state, { payload }: PayloadAction<{ readonly message: string | null }>) => {
      state.activity = { status: 'failed', data: null, error: payload.message };
    },
  },
  selectors: {
    selectMetrics: (state) => state,
  },
});

export const { metricsRequested, metricsLoaded, metricsFailed, activityLoaded, activityFailed } = metricsSlice.actions;
export const { selectMetrics } = metricsSlice.selectors;
