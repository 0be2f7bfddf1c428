import { formatAud } from '../../../contracts';
import type { Invoice } from './payment-gateway';
import { PAGE, renderPdf, type PdfText } from './pdf';

/** Who the invoice is addressed to (the portal customer's profile). */
export interface BillTo {
  readonly name: string;
  readonly company: string;
  readonly email: string;
  readonly country: string;
}

/** The seller's time zone (the service is Australian, 000 §9 region ap-southeast-2). */
const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });
const day = (epochSeconds: number): string => dateFormat.format(new Date(epochSeconds * 1000));

const LEFT = 50;
const AMOUNT_X = 440;

/**
 * The invoice as a one-page PDF: number, dates, status, the customer, each line, then
 * subtotal, GST (when charged), total, amount paid and amount due, in AUD. A tax invoice
 * when GST was charged (an Australian customer).
 */
export function invoicePdf(invoice: Invoice, billTo: BillTo): Buffer {
  const texts: PdfText[] = [];
  let y = PAGE.height - 70;
  const line = (text: string, opts: { x?: number; bold?: boolean; size?: number; gap?: number } = {}): void => {
    texts.push({ x: opts.x ?? LEFT, y, text, ...(opts.bold ? { bold: true } : {}), ...(opts.size ? { size: opts.size } : {}) });
    y -= opts.gap ?? 16;
  };
  const row = (label: string, amount: string, bold = false): void => {
    texts.push({ x: AMOUNT_X, y, text: amount, ...(bold ? { bold: true } : {}) });
    line(label, { bold });
  };
  const money = (cents: number): string => `${formatAud(cents)} ${invoice.currency.toUpperCase()}`;

  line(invoice.tax > 0 ? 'Tax invoice' : 'Invoice', { bold: true, size: 22, gap: 34 });
  line('Story Portal', { bold: true });
  line('Video storytelling service', { gap: 28 });
  line(`Invoice number: ${invoice.number ?? invoice.id}`);
  line(`Date of issue: ${day(invoice.created)}`);
  line(`Status: ${invoice.status === 'paid' && invoice.paid_at !== null ? `Paid on ${day(invoice.paid_at)}` : 'Open'}`, { gap: 28 });
  line('Bill to', { bold: true });
  for (const detail of [billTo.name, billTo.company, billTo.email, billTo.country]) if (detail.trim()) line(detail.trim());
  y -= 12;
  row('Description', 'Amount', true);
  for (const l of invoice.lines.data) {
    row(l.description ?? 'Subscription', money(l.amount));
    line(`Period: ${day(l.period.start)} to ${day(l.period.end)}`, { size: 9 });
  }
  y -= 12;
  row('Subtotal', money(invoice.subtotal));
  if (invoice.tax > 0) row('GST (10%)', money(invoice.tax));
  row('Total', money(invoice.total), true);
  row('Amount paid', money(invoice.amount_paid));
  row('Amount due', money(invoice.amount_due - invoice.amount_paid), true);
  y -= 20;
  line('Prices are in Australian dollars. Questions about this invoice: contact support through the portal.', { size: 9 });
  return renderPdf({ title: `Invoice ${invoice.number ?? invoice.id}`, texts, created: new Date(invoice.created * 1000) });
}
