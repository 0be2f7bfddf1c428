import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminInvoice } from '@portal/shared-contracts/admin';
import { emptyInvoiceList, invoiceListChanges, type InvoiceList } from '../../lib/invoiceList';

/** Created in [gte, lt), epoch seconds: the date filter's days (Brisbane midnights). */
export interface InvoiceRange {
  readonly gte: number;
  readonly lt: number;
}

/** Every invoice created in the date filter's range (the Users tab's Invoices, 002 §2). */
export interface InvoicesState extends InvoiceList {
  /** The range the list holds; null before the section opens or while the filter is invalid. */
  readonly range: InvoiceRange | null;
}

const initialState: InvoicesState = { ...emptyInvoiceList(), range: null };

export const invoicesSlice = createSlice({
  name: 'adminInvoices',
  initialState,
  reducers: {
    /** The section opened, the range changed or Retry of the first page: the list starts over. */
    invoicesRequested: (state, { payload }: PayloadAction<InvoiceRange>) => {
      invoiceListChanges.startOver(state);
      state.range = payload;
    },
    /** The date filter is invalid: nothing to show until it reads again. */
    invoicesRangeCleared: () => initialState,
    moreInvoicesRequested: (state) => invoiceListChanges.nextRequested(state),
    invoicesPageLoaded: (state, { payload }: PayloadAction<{ range: InvoiceRange; invoices: readonly AdminInvoice[]; hasMore: boolean }>) => {
      if (state.range?.gte !== payload.range.gte || state.range.lt !== payload.range.lt) return;
      invoiceListChanges.loaded(state, payload);
    },
    invoicesPageFailed: (state, { payload }: PayloadAction<{ message: string | null }>) => invoiceListChanges.failed(state, payload.message),
  },
  selectors: {
    selectInvoiceRange: (state) => state.range,
    /** The list as the invoice view shows it. */
    selectInvoiceList: (state): InvoiceList => state,
  },
});

export const { invoicesRequested, invoicesRangeCleared, moreInvoicesRequested, invoicesPageLoaded, invoicesPageFailed } = invoicesSlice.actions;
export const { selectInvoiceRange, selectInvoiceList } = invoicesSlice.selectors;
