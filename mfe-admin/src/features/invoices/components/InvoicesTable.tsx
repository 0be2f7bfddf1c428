import type { ReactElement } from 'react';
import { ADMIN_INVOICE_LABELS, type AdminInvoice } from '@portal/shared-contracts/admin';
import { EmptyState } from '@portal/shared-ui';
import { Table, type TableColumnsType } from '@portal/shared-ui/data';
import { currencyOf, formatAdminDateTime, formatAmount } from '../../admin-format';
import { InvoicePdfButton } from './InvoicePdfButton';

/** Whose invoices: everyone's (with the customer and status) or one user's. */
export type InvoiceTableKind = 'all' | 'customer';

const L = ADMIN_INVOICE_LABELS;

const COLUMNS: TableColumnsType<AdminInvoice> = [
  { key: 'paid', title: L.paidTime, render: (_, i) => (i.paid_time === null ? L.notPaid : formatAdminDateTime(i.paid_time)) },
  { key: 'email', title: L.customerEmail, render: (_, i) => i.customer_email ?? '—' },
  { key: 'plan', title: L.plan, render: (_, i) => i.subscription_plan ?? '—' },
  { key: 'amount', title: L.amount, align: 'end', render: (_, i) => formatAmount(i.amount, i.currency) },
  { key: 'currency', title: L.currency, render: (_, i) => currencyOf(i.currency) },
  { key: 'status', title: L.status, render: (_, i) => i.status },
  { key: 'pdf', title: L.pdf, render: (_, i) => <InvoicePdfButton invoice={i} /> },
];
/** One user's table leaves out what is the same on every row (their e-mail) and keeps the spec's fields (002 §2). */
const CUSTOMER_COLUMNS = COLUMNS.filter((c) => c.key !== 'email' && c.key !== 'status');

export interface InvoicesTableProps {
  readonly invoices: readonly AdminInvoice[];
  readonly kind: InvoiceTableKind;
  /** What the table says when it has no rows. */
  readonly empty: string;
}

/** Invoices (002 §2: paid_time, subscription_plan, amount / 100, currency, invoice_pdf), newest first. */
export function InvoicesTable({ invoices, kind, empty }: InvoicesTableProps): ReactElement {
  return (
    <Table<AdminInvoice>
      aria-label={kind === 'all' ? L.table : L.userTable}
      columns={kind === 'all' ? COLUMNS : CUSTOMER_COLUMNS}
      dataSource={[...invoices]}
      rowKey="id"
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyState title={empty} /> }}
    />
  );
}
