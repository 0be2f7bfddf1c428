// Invoices (002 §2: paid_time, subscription_plan, amount, currency, invoice_pdf): the Users
// tab's list of every invoice in the date range, and the view (loader note, table, PDF link,
// Load more) the user page shows one customer's invoices with (lib/invoiceList holds the paging).
// store.ts takes the slice and the saga (./state).
export { invoicesSlice, type InvoiceRange } from './slice';
export { invoicesSaga } from './sagas';
export { cursorOf, emptyInvoiceList, invoiceListChanges, type InvoiceList } from '../../lib/invoiceList';
export { InvoicesSection } from './components/InvoicesSection';
export { InvoiceListView, type InvoiceListViewProps } from './components/InvoiceListView';
