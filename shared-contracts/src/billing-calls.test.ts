import { cardErrorResponseSchema, customerResponseSchema, invoiceResponseSchema } from './billing-calls';

describe('/stripe/* answer schemas (000 §7)', () => {
  const invoice = {
    id: 'in_1',
    number: 'INV-0001',
    customer: 'cus_1',
    subscription: 'sub_1',
    status: 'paid',
    currency: 'aud',
    subtotal: 4900,
    tax: 490,
    total: 5390,
    amount_due: 5390,
    amount_paid: 5390,
    period_start: 1_700_000_000,
    period_end: 1_702_592_000,
    created: 1_700_000_000,
    paid_at: 1_700_000_000,
    lines: { data: [{ description: 'Starter', amount: 4900, price: 'price_1', period: { start: 1_700_000_000, end: 1_702_592_000 } }] },
    invoice_pdf: 'http://localhost:3000/stripe/invoices/in_1/pdf',
  };

  it('reads an invoice with its PDF link and refuses one without a link or with negative cents', () => {
    expect(invoiceResponseSchema.parse(invoice)).toEqual(invoice);
    expect(invoiceResponseSchema.safeParse({ ...invoice, invoice_pdf: 'not a url' }).success).toBe(false);
    expect(invoiceResponseSchema.safeParse({ ...invoice, tax: -1 }).success).toBe(false);
    expect(invoiceResponseSchema.safeParse({ ...invoice, status: 'refunded' }).success).toBe(false);
  });

  it('reads the payment customer of the card writes, and the card refusal of a local confirmation', () => {
    const customer = { id: 'cus_1', email: null, invoice_settings: { default_payment_method: null } };
    expect(customerResponseSchema.parse({ customer })).toEqual({ customer });
    expect(customerResponseSchema.safeParse({ customer: { id: 'cus_1' } }).success).toBe(false);
    const refusal = { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } };
    expect(cardErrorResponseSchema.parse(refusal)).toEqual(refusal);
    expect(cardErrorResponseSchema.safeParse({ setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_1' } }).success).toBe(false);
  });
});
