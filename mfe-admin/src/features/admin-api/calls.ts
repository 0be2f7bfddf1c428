import {
  ADMIN_REAUTH_HEADER,
  adminAuditLogResponseSchema,
  adminCancelSubscriptionResponseSchema,
  adminCustomerUsersResponseSchema,
  adminDeleteUserResponseSchema,
  adminInvoicesResponseSchema,
  adminStoryboardNumberResponseSchema,
  adminStripeUsersResponseSchema,
  adminUpdateUserAttributesResponseSchema,
  adminVideoNumberResponseSchema,
  type AdminAuditLogQuery,
  type AdminAuditLogResponse,
  type AdminCustomerUsersResponse,
  type AdminInvoicesResponse,
  type AdminStripeUsersResponse,
  type AdminUserSort,
} from '@portal/shared-contracts/admin';
import type { HttpClient } from '@portal/shared-ui/http';

/*
 * The admin calls of 002 §7 (shared-contracts admin-calls.ts), each parsed with its
 * schema. `signal` comes first so a saga runs any of them with callAbortable. The api
 * checks the admin role on every one; the three actions also carry the re-authentication
 * proof (a fresh id token from session.reauthenticate) in ADMIN_REAUTH_HEADER.
 */

export const ADMIN_PATHS = {
  stripeUsers: '/admin/stripeUsers',
  customerUsers: '/admin/customerUsers',
  stripeInvoices: '/admin/stripeInvoices',
  stripeInvoicesByCustomerId: '/admin/stripeInvoicesByCustomerId',
  videoNumberByUsername: '/admin/videoNumberByUsername',
  storyboardNumberByUsername: '/admin/storyboardNumberByUsername',
  deleteUserByUsername: '/admin/deleteUserByUsername',
  updateUserAttributes: '/admin/updateUserAttributes',
  cancelSubscriptionByCustomerId: '/admin/cancelSubscriptionByCustomerId',
  auditLog: '/admin/auditLog',
} as const;

/** What a page of the identity list asks for; `cursor` is the previous answer's next_cursor. */
export interface CustomerUsersQuery {
  readonly q?: string;
  /** Only this user: the pool username or the e-mail, exactly (the inner user page). */
  readonly username?: string;
  readonly sort?: AdminUserSort;
  readonly order?: 'asc' | 'desc';
  readonly limit?: number;
  readonly cursor?: string;
}

/** GET /admin/customerUsers: a page of identity users (search, sort, cursor). */
export async function getCustomerUsers(signal: AbortSignal, client: HttpClient, query: CustomerUsersQuery = {}): Promise<AdminCustomerUsersResponse['result']> {
  return (await client.get(ADMIN_PATHS.customerUsers, adminCustomerUsersResponseSchema, { signal, query: { ...query } })).result;
}

/** GET /admin/stripeUsers: payment customers newest first, or only `customerIds` (one page of users). */
export async function getStripeUsers(
  signal: AbortSignal,
  client: HttpClient,
  query: { readonly customerIds?: readonly string[]; readonly after?: string; readonly limit?: number } = {},
): Promise<AdminStripeUsersResponse['result']> {
  const { customerIds, after, limit } = query;
  return (
    await client.get(ADMIN_PATHS.stripeUsers, adminStripeUsersResponseSchema, {
      signal,
      query: { id: after, limit, customer_ids: customerIds && customerIds.length > 0 ? customerIds.join(',') : undefined },
    })
  ).result;
}

/**
 * GET /admin/stripeInvoices: every invoice newest first; the next page after the last id
 * while has_more. `createdGte` / `createdLt` (epoch seconds) keep those created in that
 * range (the date filter's); send the same bounds with every page.
 */
export async function getInvoices(
  signal: AbortSignal,
  client: HttpClient,
  query: { readonly after?: string; readonly limit?: number; readonly createdGte?: number; readonly createdLt?: number } = {},
): Promise<AdminInvoicesResponse['result']> {
  const { after, limit, createdGte, createdLt } = query;
  return (await client.get(ADMIN_PATHS.stripeInvoices, adminInvoicesResponseSchema, { signal, query: { id: after, limit, created_gte: createdGte, created_lt: createdLt } })).result;
}

/** GET /admin/stripeInvoicesByCustomerId: one payment customer's invoices, paged alike. */
export async function getCustomerInvoices(
  signal: AbortSignal,
  client: HttpClient,
  customerId: string,
  query: { readonly after?: string; readonly limit?: number } = {},
): Promise<AdminInvoicesResponse['result']> {
  return (
    await client.get(ADMIN_PATHS.stripeInvoicesByCustomerId, adminInvoicesResponseSchema, { signal, query: { customer_id: customerId, id: query.after, limit: query.limit } })
  ).result;
}

/** GET /admin/videoNumberByUsername: result.total_videos. */
export async function getVideoNumber(signal: AbortSignal, client: HttpClient, username: string): Promise<number> {
  return (await client.get(ADMIN_PATHS.videoNumberByUsername, adminVideoNumberResponseSchema, { signal, query: { username } })).result.total_videos;
}

/** GET /admin/storyboardNumberByUsername: result.total_storyboards. */
export async function getStoryboardNumber(signal: AbortSignal, client: HttpClient, username: string): Promise<number> {
  return (await client.get(ADMIN_PATHS.storyboardNumberByUsername, adminStoryboardNumberResponseSchema, { signal, query: { username } })).result.total_storyboards;
}

/** GET /admin/auditLog: the admin actions newest first; the next page before the last id. */
export async function getAuditLog(signal: AbortSignal, client: HttpClient, query: Partial<AdminAuditLogQuery> = {}): Promise<AdminAuditLogResponse['result']> {
  return (await client.get(ADMIN_PATHS.auditLog, adminAuditLogResponseSchema, { signal, query: { ...query } })).result;
}

const proofHeaders = (reauthToken: string): Record<string, string> => ({ [ADMIN_REAUTH_HEADER]: `Bearer ${reauthToken}` });

/** PUT /admin/updateUserAttributes: the user's custom:industry, with the re-authentication proof. */
export async function updateIndustry(signal: AbortSignal, client: HttpClient, username: string, industry: string, reauthToken: string): Promise<string> {
  const body = { data: { username, attributes: { 'custom:industry': industry } } };
  const answer = await client.put(ADMIN_PATHS.updateUserAttributes, body, adminUpdateUserAttributesResponseSchema, { signal, headers: proofHeaders(reauthToken) });
  return answer.result.attributes['custom:industry'];
}

/** POST /admin/cancelSubscriptionByCustomerId: cancels the payment customer's subscription, with the proof. */
export async function cancelSubscription(signal: AbortSignal, client: HttpClient, customerId: string, reauthToken: string) {
  const body = { data: { customer_id: customerId } };
  return (await client.post(ADMIN_PATHS.cancelSubscriptionByCustomerId, body, adminCancelSubscriptionResponseSchema, { signal, headers: proofHeaders(reauthToken) })).result;
}

/** DELETE /admin/deleteUserByUsername `{ data: { username } }`, with the proof. */
export async function deleteUser(signal: AbortSignal, client: HttpClient, username: string, reauthToken: string) {
  return (
    await client.delete(ADMIN_PATHS.deleteUserByUsername, adminDeleteUserResponseSchema, { signal, body: { data: { username } }, headers: proofHeaders(reauthToken) })
  ).result;
}
