// The Users tab invoices' store parts, for store.ts: importing them pulls no UI in.
export { invoicesSlice } from './slice';
export { invoicesSaga } from './sagas';
