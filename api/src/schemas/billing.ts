import { z } from 'zod';
import { getAccountResponseSchema, localConfirmSetupResponseSchema } from '../contracts';

/*
 * Shapes of the /stripe/* answers that shared-contracts does not define yet (requested in
 * the billing issue's report: invoices, the customer answer of the card writes). Built
 * from the contracts' own pieces where they exist, so nothing is defined twice.
 */

const epochSeconds = z.number().int();
const cents = z.number().int().nonnegative();

/** One line of an invoice (Stripe's `lines.data[]`). */
export const invoiceLineSchema = z.object({
  description: z.string().nullable(),
  /** Cents, excluding tax. */
  amount: cents,
  /** The price billed, when the line is a subscription's. */
  price: z.string().nullable(),
  period: z.object({ start: epochSeconds, end: epochSeconds }),
});

/**
 * An invoice in Stripe's shape. Amounts are cents in `currency`: `subtotal` excludes tax,
 * `tax` is 10% GST for Australian customers, `total` = `amount_due` = subtotal + tax.
 * The local gateway issues one per period start, `paid` when a card was on file, else `open`.
 */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  customer: z.string(),
  subscription: z.string().nullable(),
  status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']),
  currency: z.string(),
  subtotal: cents,
  tax: cents,
  total: cents,
  amount_due: cents,
  amount_paid: cents,
  period_start: epochSeconds,
  period_end: epochSeconds,
  created: epochSeconds,
  /** When it was paid (Stripe's status_transitions.paid_at); null while open. */
  paid_at: epochSeconds.nullable(),
  lines: z.object({ data: z.array(invoiceLineSchema) }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** An invoice as the api answers it: plus the link to its PDF (needs the bearer token). */
export const invoiceResponseSchema = invoiceSchema.extend({ invoice_pdf: z.url() });

/** GET /stripe/list-invoices: the caller's invoices, newest first. */
export const listInvoicesResponseSchema = z.object({ data: z.array(invoiceResponseSchema) });

/** POST /stripe/create-customer and /stripe/update-customer: the payment customer. */
export const customerResponseSchema = z.object({ customer: getAccountResponseSchema.shape.customer });

/** POST /stripe/local/confirm-setup's 402 answer: the card provider's refusal. */
export const cardErrorResponseSchema = localConfirmSetupResponseSchema.options[1];
