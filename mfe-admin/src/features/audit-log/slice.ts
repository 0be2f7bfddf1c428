import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminAction, AdminAuditEntry } from '@portal/shared-contracts/admin';

/** What the log is narrowed to: one action, one target username (the api matches it exactly). */
export interface AuditFilters {
  readonly action: AdminAction | null;
  readonly username: string;
}

type Progress = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The audit log as loaded so far: newest first, page after page while the api has more. */
export interface AuditLogState {
  readonly filters: AuditFilters;
  readonly entries: readonly AdminAuditEntry[];
  readonly hasMore: boolean;
  /** The first page of these filters. */
  readonly status: Progress;
  /** The next page ("Load more"). */
  readonly more: Progress;
  /** The api's message of the failed page, when it sent one. */
  readonly error: string | null;
}

export const NO_AUDIT_FILTERS: AuditFilters = { action: null, username: '' };

const initialState: AuditLogState = { filters: NO_AUDIT_FILTERS, entries: [], hasMore: false, status: 'idle', more: 'idle', error: null };

export const auditLogSlice = createSlice({
  name: 'auditLog',
  initialState,
  reducers: {
    /** The tab opened, a filter changed or Retry: the first page of `filters`. */
    auditLogRequested: (_state, { payload }: PayloadAction<AuditFilters>) => ({ ...initialState, filters: payload, status: 'loading' }),
    /** The next page, before the last entry loaded. */
    moreAuditRequested: (state) => {
      state.more = 'loading';
      state.error = null;
    },
    auditPageLoaded: (state, { payload }: PayloadAction<{ readonly entries: readonly AdminAuditEntry[]; readonly hasMore: boolean; readonly next: boolean }>) => {
      state.entries = payload.next ? [...state.entries, ...payload.entries] : [...payload.entries];
      state.hasMore = payload.hasMore;
      if (payload.next) state.more = 'succeeded';
      else state.status = 'succeeded';
    },
    auditPageFailed: (state, { payload }: PayloadAction<{ readonly message: string | null; readonly next: boolean }>) => {
      state.error = payload.message;
      if (payload.next) state.more = 'failed';
      else state.status = 'failed';
    },
  },
  selectors: {
    selectAuditLog: (state) => state,
  },
});

export const { auditLogRequested, moreAuditRequested, auditPageLoaded, auditPageFailed } = auditLogSlice.actions;
export const { selectAuditLog } = auditLogSlice.selectors;
