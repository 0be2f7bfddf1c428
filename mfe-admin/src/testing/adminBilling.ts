import type { AdminInvoice, AdminPaymentCustomer, AdminSubscription } from '@portal/shared-contracts/admin';
import { TEST_API_URL } from '@portal/shared-ui/testing';
import { paymentSubscription } from './adminRecords';

/** A payment customer as GET /admin/stripeUsers answers one (an active monthly Pro unless told). */
export function paymentCustomer(id: string, subscriptions: readonly AdminSubscription[] = [paymentSubscription()]): AdminPaymentCustomer {
  return { id, email: null, created: 1_704_164_645, subscriptions: [...subscriptions] };
}

/** An invoice as the admin invoice lists answer one (paid, Pro, AUD 99.00 unless told), its PDF on the test api. */
export function adminInvoice(id: string, overrides: Partial<AdminInvoice> = {}): AdminInvoice {
  return {
    id,
    number: `INV-${id}`,
    customer: 'cus_demo1',
    customer_email: 'pro@demo.test',
    status: 'paid',
    created: 1_740_000_000,
    paid_time: 1_740_000_000,
    subscription_plan: 'Pro',
    amount: 9900,
    currency: 'aud',
    invoice_pdf: `${TEST_API_URL}/stripe/invoices/${id}/pdf`,
    ...overrides,
  };
}
