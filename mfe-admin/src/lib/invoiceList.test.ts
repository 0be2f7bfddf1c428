import { adminInvoice } from '../testing/adminBilling';
import { cursorOf, emptyInvoiceList, invoiceListChanges, type InvoiceList } from './invoiceList';

type Draft = { -readonly [K in keyof InvoiceList]: InvoiceList[K] };
const draft = (): Draft => ({ ...emptyInvoiceList() });

describe('an invoice list paged by the last id', () => {
  it('starts over, appends the next page after the last id, and keeps the rows when a next page fails', () => {
    const list = draft();
    invoiceListChanges.startOver(list);
    expect(list).toMatchObject({ status: 'loading', page: 'first', invoices: [] });
    invoiceListChanges.loaded(list, { invoices: [adminInvoice('in_3'), adminInvoice('in_2')], hasMore: true });
    expect(cursorOf(list)).toBe('in_2');
    invoiceListChanges.nextRequested(list);
    expect(list).toMatchObject({ status: 'loading', page: 'next' });
    invoiceListChanges.failed(list, 'Gateway down');
    expect(list).toMatchObject({ status: 'failed', page: 'next', error: 'Gateway down' });
    expect(list.invoices.map((i) => i.id)).toEqual(['in_3', 'in_2']);
    invoiceListChanges.nextRequested(list);
    invoiceListChanges.loaded(list, { invoices: [adminInvoice('in_1')], hasMore: false });
    expect({ ids: list.invoices.map((i) => i.id), hasMore: list.hasMore, error: list.error }).toEqual({ ids: ['in_3', 'in_2', 'in_1'], hasMore: false, error: null });
  });

  it('asks for no next page after the last one', () => {
    const list = draft();
    invoiceListChanges.startOver(list);
    invoiceListChanges.loaded(list, { invoices: [adminInvoice('in_1')], hasMore: false });
    invoiceListChanges.nextRequested(list);
    expect(list.status).toBe('succeeded');
    expect(cursorOf(emptyInvoiceList())).toBeUndefined();
  });
});
