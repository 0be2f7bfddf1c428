import type { AdminInvoice } from '../../../contracts';
import { ApiError } from '../errors';
import { ADMIN_ERROR_CODES } from '../../../contracts';
import { UnknownCursorError, type AdminGatewayInvoice, type GatewayPage } from '../billing/payment-gateway';
import { identityUserOf, localUsers, type AdminDeps } from './admin-actions';
import { adminRepository } from './admin-repository';

/** A gateway list page, with an unknown cursor answered 400 INVALID_CURSOR. */
export async function gatewayPage<T>(read: () => Promise<GatewayPage<T>>): Promise<GatewayPage<T>> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof UnknownCursorError) throw ApiError.badRequest(`id: no object ${err.cursor} to page after`, ADMIN_ERROR_CODES.INVALID_CURSOR);
    throw err;
  }
}

/** Invoices with the link to their PDF (the route every customer's own link uses; an admin may open any). */
export function withPdfLinks(invoices: readonly AdminGatewayInvoice[], publicUrl: string): AdminInvoice[] {
  return invoices.map((i) => ({ ...i, invoice_pdf: `${publicUrl}/stripe/invoices/${encodeURIComponent(i.id)}/pdf` }));
}

/**
 * What a user owns, counted (GET /admin/videoNumberByUsername, /admin/storyboardNumberByUsername):
 * 404 USER_NOT_FOUND for an unknown username, 0 for a user without a customer record.
 */
export async function countOf(deps: Pick<AdminDeps, 'db' | 'identity'>, username: string, what: 'videos' | 'storyboards'): Promise<number> {
  const user = await identityUserOf(localUsers(deps), username);
  const repo = adminRepository(deps.db);
  const customer = await repo.customerByEmail(user.email);
  if (!customer) return 0;
  return what === 'videos' ? repo.videoCount(customer.id) : repo.storyboardCount(customer.id);
}
