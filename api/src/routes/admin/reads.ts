import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PAGE_SIZES,
  adminAuditLogQuerySchema,
  adminAuditLogResponseSchema,
  adminCustomerInvoicesQuerySchema,
  adminCustomerUsersQuerySchema,
  adminCustomerUsersResponseSchema,
  adminInvoicesQuerySchema,
  adminInvoicesResponseSchema,
  adminStoryboardNumberResponseSchema,
  adminStripeUsersQuerySchema,
  adminStripeUsersResponseSchema,
  adminUsernameQuerySchema,
  adminVideoNumberResponseSchema,
  type AdminInvoicesQuery,
} from '../../contracts';
import type { InvoicePageRequest } from '../../plugins/app/billing/payment-gateway';
import { auditLog, countOf, gatewayPage, listIdentityUsers, withPdfLinks } from '../../plugins/app/admin';
import { errorResponses } from '../../schemas/errors';

export interface AdminReadRoutesOptions {
  /** Base of the `invoice_pdf` links (PUBLIC_URL). */
  readonly publicUrl: string;
}

const TAGS = ['admin'];

/** The gateway's page request of an invoice list query: its cursor, size and created range. */
function invoicePageOf(query: AdminInvoicesQuery): InvoicePageRequest {
  return { limit: query.limit, startingAfter: query.id, createdGte: query.created_gte, createdLt: query.created_lt };
}
const PAGED = `At most ${ADMIN_PAGE_SIZES.MAX} a page (limit, default ${ADMIN_PAGE_SIZES.DEFAULT}).`;

/** The admin page's reads (002 §7): identity users, payment customers, invoices, counts, and the audit log. */
export const adminReadRoutes: FastifyPluginAsyncZod<AdminReadRoutesOptions> = async (app, opts) => {
  app.get(
    '/admin/customerUsers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: TAGS,
        summary: 'Users of the identity store with their customer records (002 §3 identity data)',
        description:
          `${PAGED} q matches the e-mail, the name or the company (any case); username (the pool username or the e-mail) one user exactly; ` +
          'sort created (default), email, name or lastLogin; ' +
          'order desc (default) or asc; the next page with cursor = next_cursor (same q, sort and order). 400 INVALID_CURSOR; ' +
          '501 NOT_AVAILABLE against a real Cognito pool.',
        querystring: adminCustomerUsersQuerySchema,
        response: { 200: adminCustomerUsersResponseSchema, ...errorResponses(400, 401, 403, 500, 501) },
      },
    },
    async (request) => ({ result: await listIdentityUsers(app.db, request.query) }),
  );

  app.get(
    '/admin/stripeUsers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: TAGS,
        summary: 'Payment customers with their subscriptions, newest first (002 §3 payment data)',
        description:
          `${PAGED} The next page after the last id while has_more (Stripe's paging). customer_ids (comma-separated) asks for ` +
          'those customers only, with every subscription, cancelled ones included. Read from the payment gateway (the local ledger, or Stripe).',
        querystring: adminStripeUsersQuerySchema,
        response: { 200: adminStripeUsersResponseSchema, ...errorResponses(400, 401, 403, 500, 502) },
      },
    },
    async (request) => {
      const { id, limit, customer_ids: ids } = request.query;
      if (ids) return { result: { customers: await app.payments.findCustomers(ids), has_more: false } };
      const page = await gatewayPage(() => app.payments.listCustomers({ limit, ...(id ? { startingAfter: id } : {}) }));
      return { result: { customers: page.data, has_more: page.has_more } };
    },
  );

  app.get(
    '/admin/stripeInvoices',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: TAGS,
        summary: 'Every invoice, newest first (002 §7: the next page after the last id while has_more; result.invoices)',
        description:
          `${PAGED} Amounts in minor units. created_gte / created_lt (epoch seconds) keep the invoices created in ` +
          '[created_gte, created_lt); pass them with every page. 400 INVALID_CURSOR for an id that is not an invoice.',
        querystring: adminInvoicesQuerySchema,
        response: { 200: adminInvoicesResponseSchema, ...errorResponses(400, 401, 403, 500, 502) },
      },
    },
    async (request) => {
      const page = await gatewayPage(() => app.payments.listInvoicePage(invoicePageOf(request.query)));
      return { result: { invoices: withPdfLinks(page.data, opts.publicUrl), has_more: page.has_more } };
    },
  );

  app.get(
    '/admin/stripeInvoicesByCustomerId',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: TAGS,
        summary: "One payment customer's invoices, newest first",
        description: `${PAGED} Paged and filtered by created_gte / created_lt as /admin/stripeInvoices; an unknown customer has none.`,
        querystring: adminCustomerInvoicesQuerySchema,
        response: { 200: adminInvoicesResponseSchema, ...errorResponses(400, 401, 403, 500, 502) },
      },
    },
    async (request) => {
      const page = await gatewayPage(() => app.payments.listInvoicePage({ ...invoicePageOf(request.query), customer: request.query.customer_id }));
      return { result: { invoices: withPdfLinks(page.data, opts.publicUrl), has_more: page.has_more } };
    },
  );

  // What a user owns, counted: username is the pool username or the e-mail.
  const counts = [
    { path: '/admin/videoNumberByUsername', what: 'videos', summary: "The videos in a user's library (result.total_videos)", response: adminVideoNumberResponseSchema, answer: (n: number) => ({ result: { total_videos: n } }) },
    { path: '/admin/storyboardNumberByUsername', what: 'storyboards', summary: "A user's storyboards, deleted ones left out (result.total_storyboards)", response: adminStoryboardNumberResponseSchema, answer: (n: number) => ({ result: { total_storyboards: n } }) },
  ] as const;
  for (const count of counts) {
    app.get(
      count.path,
      {
        onRequest: app.requireAdmin,
        schema: {
          tags: TAGS,
          summary: count.summary,
          description: 'username: the pool username or the e-mail. 404 USER_NOT_FOUND; 0 for a user without a customer record.',
          querystring: adminUsernameQuerySchema,
          response: { 200: count.response, ...errorResponses(400, 401, 403, 404, 500, 501) },
        },
      },
      async (request) => count.answer(await countOf(app.admin, request.query.username, count.what)),
    );
  }

  app.get(
    '/admin/auditLog',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: TAGS,
        summary: 'The admin actions: who, what, whom, when and how it ended (ours), newest first',
        description:
          `${PAGED} The next page before the last id while has_more; action and username filter. Refusals (a stale re-authentication, ` +
          'an already cancelled subscription, ...) and failures are listed too; a deletion shows cleanup pending until its files and ' +
          'gateway subscriptions are removed.',
        querystring: adminAuditLogQuerySchema,
        response: { 200: adminAuditLogResponseSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => ({ result: await auditLog(app.db).list(request.query) }),
  );
};
