import type { Db } from '../../../db';
import { formatAud, withGst } from '../../../contracts';
import { newId } from './ids';
import type { PriceRow } from './local-rows';
import { seconds } from './local-rows';
import type { Invoice } from './payment-gateway';

interface InvoiceRow {
  id: string;
  number: string;
  billing_customer_id: string;
  subscription_id: string | null;
  price_id: string;
  description: string;
  currency: string;
  subtotal: number;
  tax: number;
  amount_due: number;
  amount_paid: number;
  status: 'open' | 'paid';
  period_start: Date | string;
  period_end: Date | string;
  paid_at: Date | string | null;
  created: Date | string;
}

const COLUMNS = `id, number, billing_customer_id, subscription_id, price_id, description, currency, subtotal, tax,
  amount_due, amount_paid, status, period_start, period_end, paid_at, created`;

const toInvoice = (r: InvoiceRow): Invoice => ({
  id: r.id,
  number: r.number,
  customer: r.billing_customer_id,
  subscription: r.subscription_id,
  status: r.status,
  currency: r.currency,
  subtotal: Number(r.subtotal),
  tax: Number(r.tax),
  total: Number(r.amount_due),
  amount_due: Number(r.amount_due),
  amount_paid: Number(r.amount_paid),
  period_start: seconds(r.period_start),
  period_end: seconds(r.period_end),
  created: seconds(r.created),
  paid_at: r.paid_at === null ? null : seconds(r.paid_at),
  lines: {
    data: [
      {
        description: r.description,
        amount: Number(r.subtotal),
        price: r.price_id,
        period: { start: seconds(r.period_start), end: seconds(r.period_end) },
      },
    ],
  },
});

export interface InvoiceDraft {
  readonly billingCustomerId: string;
  readonly subscriptionId: string;
  readonly price: PriceRow;
  readonly productName: string;
  readonly periodStart: Date;
  readonly periodEnd: Date;
  /** When the period started: the invoice's `created`, and `paid_at` when a card paid it. */
  readonly issuedAt: Date;
}

/**
 * Issues the invoice of a period that starts: the price plus 10% GST when the customer's
 * country is Australia, numbered `<invoice_prefix>-NNNN`. With a default card on file the
 * local gateway charges it at once (a test card that got this far always succeeds), so
 * the invoice is paid; without one it stays open.
 */
export async function issueInvoice(db: Db, d: InvoiceDraft): Promise<Invoice> {
  const { rows } = await db.query<{ country: string; default_payment_method_id: string | null; invoice_prefix: string; seq: number }>(
    `update billing_customers b set next_invoice_sequence = b.next_invoice_sequence + 1
     from customers c where b.id = $1 and c.id = b.customer_id
     returning c.country, b.default_payment_method_id, b.invoice_prefix, b.next_invoice_sequence - 1 as seq`,
    [d.billingCustomerId],
  );
  const customer = rows[0];
  if (!customer) throw new Error(`billing customer ${d.billingCustomerId} missing`);
  const subtotal = Number(d.price.unit_amount);
  const total = withGst(subtotal, customer.country);
  const paid = customer.default_payment_method_id !== null;
  const number = `${customer.invoice_prefix}-${String(customer.seq).padStart(4, '0')}`;
  const description = `1 × ${d.productName} (at ${formatAud(subtotal)} / ${d.price.recurring_interval})`;
  const inserted = await db.query<InvoiceRow>(
    `insert into billing_invoices
       (id, number, billing_customer_id, subscription_id, price_id, description, currency, subtotal, tax,
        amount_due, amount_paid, status, period_start, period_end, paid_at, created)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     returning ${COLUMNS}`,
    [
      newId('in'),
      number,
      d.billingCustomerId,
      d.subscriptionId,
      d.price.id,
      description,
      d.price.currency,
      subtotal,
      total - subtotal,
      total,
      paid ? total : 0,
      paid ? 'paid' : 'open',
      d.periodStart,
      d.periodEnd,
      paid ? d.issuedAt : null,
      d.issuedAt,
    ],
  );
  const row = inserted.rows[0];
  if (!row) throw new Error('invoice insert returned nothing');
  return toInvoice(row);
}

export async function listLocalInvoices(db: Db, billingCustomerId: string, limit: number): Promise<Invoice[]> {
  const { rows } = await db.query<InvoiceRow>(
    `select ${COLUMNS} from billing_invoices where billing_customer_id = $1
     order by created desc, number desc limit $2`,
    [billingCustomerId, limit],
  );
  return rows.map(toInvoice);
}

export async function findLocalInvoice(db: Db, invoiceId: string): Promise<Invoice | null> {
  const { rows } = await db.query<InvoiceRow>(`select ${COLUMNS} from billing_invoices where id = $1`, [invoiceId]);
  return rows[0] ? toInvoice(rows[0]) : null;
}
