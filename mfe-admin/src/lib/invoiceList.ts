import type { AdminInvoice } from '@portal/shared-contracts/admin';

/**
 * A list of invoices read a page at a time with the payment gateway's cursor (002 §7: the
 * next page after the last id while has_more): every invoice in the date range on the
 * Users tab, one customer's on the user page.
 */
export interface InvoiceList {
  readonly invoices: readonly AdminInvoice[];
  readonly hasMore: boolean;
  readonly status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** Which page `status` speaks of: a fresh first page, or the one after the last invoice. */
  readonly page: 'first' | 'next';
  /** The api's message of the failed page, if it sent one. */
  readonly error: string | null;
}

type Draft = { -readonly [K in keyof InvoiceList]: InvoiceList[K] };

export const emptyInvoiceList = (): InvoiceList => ({ invoices: [], hasMore: false, status: 'idle', page: 'first', error: null });

/** The cursor of the next page: the last invoice's id (undefined before any). */
export const cursorOf = (list: InvoiceList): string | undefined => list.invoices[list.invoices.length - 1]?.id;

/** The changes of a list, each on the draft a slice's reducer is given. */
export const invoiceListChanges = {
  /** A fresh first page is on its way (a new range or customer, or Retry of the first page). */
  startOver(list: Draft): void {
    Object.assign(list, emptyInvoiceList(), { status: 'loading' });
  },
  /** "Load more" (or its Retry): the page after the last invoice; those loaded stay. */
  nextRequested(list: Draft): void {
    if (!list.hasMore || list.invoices.length === 0) return;
    list.status = 'loading';
    list.page = 'next';
    list.error = null;
  },
  loaded(list: Draft, page: { readonly invoices: readonly AdminInvoice[]; readonly hasMore: boolean }): void {
    list.invoices = list.page === 'first' ? [...page.invoices] : [...list.invoices, ...page.invoices];
    list.hasMore = page.hasMore;
    list.status = 'succeeded';
  },
  failed(list: Draft, message: string | null): void {
    list.status = 'failed';
    list.error = message;
  },
};
