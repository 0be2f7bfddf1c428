import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BILLING_ERROR_CODES, listInvoicesResponseSchema, ROLES } from '../../contracts';
import { listInvoices } from '../../plugins/app/billing/account-service';
import { customerRepository } from '../../plugins/app/customers/customer-repository';
import { invoicePdf } from '../../plugins/app/billing/invoice-pdf';
import { ApiError } from '../../plugins/app/errors';
import { errorResponses } from '../../schemas/errors';
import { billingRead, callerCustomer } from './billing-request';

export interface InvoiceRoutesOptions {
  /** Base of the `invoice_pdf` links (PUBLIC_URL). */
  publicUrl: string;
}

/** The caller's invoices and their PDFs. */
export const stripeInvoiceRoutes: FastifyPluginAsyncZod<InvoiceRoutesOptions> = async (app, opts) => {
  const pdfUrl = (id: string): string => `${opts.publicUrl}/stripe/invoices/${encodeURIComponent(id)}/pdf`;

  app.get(
    '/stripe/list-invoices',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: "The caller's invoices, newest first",
        description:
          'One per period start (a paid subscription created or moved to another price, each renewal). Amounts in cents; ' +
          '`tax` is 10% GST for Australian customers. `invoice_pdf` needs the bearer token too.',
        response: { 200: listInvoicesResponseSchema, ...errorResponses(401, 404, 500, 502) },
      },
    },
    async (request) => {
      const customer = await callerCustomer(app, request);
      const invoices = await billingRead(app, customer, listInvoices);
      return { data: invoices.map((i) => ({ ...i, invoice_pdf: pdfUrl(i.id) })) };
    },
  );

  app.get(
    '/stripe/invoices/:id/pdf',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: 'An invoice as a PDF (its customer or an admin)',
        description: 'application/pdf, one page. Anyone else\'s invoice is 404 INVOICE_NOT_FOUND, like an unknown one.',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.any().describe('application/pdf'), ...errorResponses(401, 404, 500, 502) },
      },
    },
    async (request, reply) => {
      const caller = await callerCustomer(app, request);
      const notFound = new ApiError(404, BILLING_ERROR_CODES.INVOICE_NOT_FOUND, 'No such invoice');
      const invoice = await app.payments.findInvoice(request.params.id);
      if (!invoice) throw notFound;
      const owner = await customerRepository(app.db).findBillingOwner(invoice.customer);
      if (!owner || (owner.id !== caller.id && caller.role !== ROLES.admin)) throw notFound;
      const pdf = invoicePdf(invoice, { name: owner.name, company: owner.company, email: owner.email, country: owner.country });
      const filename = `invoice-${(invoice.number ?? invoice.id).replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
