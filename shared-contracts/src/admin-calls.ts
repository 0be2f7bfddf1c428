import { z } from 'zod';
import { ADMIN_SUBSCRIPTION_STATUSES } from './storyboards';
import { deferred } from './deferred';

/*
 * The admin calls of 002 §7 (`/admin/*` on the api), as the api answers them and mfe-admin
 * parses them; field names are the spec's (002 §3 Admin user). The admin role is checked on
 * the server for every call. Where the spec shows no payload the shape is ours and says so.
 *
 * Paging is on the server (ours; the spec's plain calls still work and answer the first
 * page): the payment lists take Stripe's cursor (`id`: the last id of the previous page,
 * `has_more` while more follow), the identity list an opaque `cursor` with search and sort.
 *
 * The three actions of the confirmation modal (002 §4: edit industry, cancel, delete) also
 * carry a fresh re-authentication proof: header ADMIN_REAUTH_HEADER with an id token the
 * identity service issued to the same admin within ADMIN_REAUTH_MAX_AGE_S (its `auth_time`).
 * Without it they answer 401 REAUTH_REQUIRED (docs/adr/031).
 */

/** The header carrying the fresh id token of the re-authentication (lower case, as HTTP/2 sends it). */
export const ADMIN_REAUTH_HEADER = 'x-reauth-token';

/** The longest industry the admin's edit accepts (ours; the sign-up's field is free text). */
export const ADMIN_INDUSTRY_MAX_LENGTH = 200;

/** Page sizes of the admin lists (ours; Stripe's lists stop at 100). */
export const ADMIN_PAGE_SIZES = { DEFAULT: 50, MAX: 100 } as const;

/** `error_code`s of the /admin/* calls besides the api's usual ones (401, 403, 400). */
export const ADMIN_ERROR_CODES = {
  /** The action needs a re-authentication within ADMIN_REAUTH_MAX_AGE_S (401). */
  REAUTH_REQUIRED: 'REAUTH_REQUIRED',
  /** No identity user of that username (404). */
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  /** Cancel: the customer's subscriptions are all cancelled already (409, "User is Already Cancelled"). */
  ALREADY_CANCELLED: 'ALREADY_CANCELLED',
  /** Cancel: the payment customer has no subscription at all (404, "No Stripe Subscription Found."). */
  NO_SUBSCRIPTION: 'NO_SUBSCRIPTION',
  /** Delete: an admin may not delete their own account (409). */
  CANNOT_DELETE_SELF: 'CANNOT_DELETE_SELF',
  /** A paging cursor the api did not make (400). */
  INVALID_CURSOR: 'INVALID_CURSOR',
  /** The identity store is not the api's own (a real Cognito pool): the admin reads and writes need the local pool (501). */
  NOT_AVAILABLE: 'NOT_AVAILABLE',
} as const;
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[keyof typeof ADMIN_ERROR_CODES];

/** The api's `error_message` of REAUTH_REQUIRED (ours); the portal answers it with the confirmation modal. */
export const ADMIN_REAUTH_MESSAGES = {
  missing: 'Confirm your email and password to do this.',
  invalid: 'The confirmation could not be verified. Confirm your email and password again.',
  otherUser: 'The confirmation belongs to another user. Confirm your own email and password.',
  stale: 'The confirmation is more than 5 minutes old. Confirm your email and password again.',
} as const;

/** What an audit entry records (ours). */
export const ADMIN_ACTIONS = {
  updateIndustry: 'update_industry',
  cancelSubscription: 'cancel_subscription',
  deleteUser: 'delete_user',
} as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[keyof typeof ADMIN_ACTIONS];

/** How an admin action ended: done, refused by a rule (already cancelled, stale proof, ...), or failed unexpectedly. */
export const ADMIN_OUTCOMES = { succeeded: 'succeeded', refused: 'refused', failed: 'failed' } as const;
export type AdminOutcome = (typeof ADMIN_OUTCOMES)[keyof typeof ADMIN_OUTCOMES];

/** A deleted user's files and gateway subscriptions are removed by jobs after the database delete (docs/adr/031). */
export const ADMIN_CLEANUP_STATES = { pending: 'pending', completed: 'completed' } as const;
export type AdminCleanupState = (typeof ADMIN_CLEANUP_STATES)[keyof typeof ADMIN_CLEANUP_STATES];

/** Sort keys of the identity list (ours). */
export const ADMIN_USER_SORTS = ['created', 'email', 'name', 'lastLogin'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

const epochSeconds = deferred(() => z.number().int().describe('epoch seconds'));
const isoDate = deferred(() => z.string().describe('ISO 8601 date-time'));
const pageSize = deferred(() => z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZES.MAX).default(ADMIN_PAGE_SIZES.DEFAULT));
/** A payment customer id (`cus_...`, custom:stripe-customer-id). */
const billingCustomerId = deferred(() => z.string().trim().regex(/^cus_[A-Za-z0-9_]{1,100}$/, 'must be a payment customer id (cus_...)'));
/** An identity username: the pool's UUID username, or the e-mail (Cognito accepts both for an e-mail pool). */
const username = deferred(() => z.string().trim().min(1).max(254));
/** Stripe's cursor: the last id of the previous page. */
const startingAfter = (prefix: string) => z.string().trim().regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,100}$`), `must be an id (${prefix}_...)`);

// ---------------------------------------------------------------------------------------
// Payment data (002 §3 Admin user: id, created, subscriptions)

/** A subscription as the admin page reads it (002 §3); id, plan and canceled_at are ours. */
export const adminSubscriptionSchema = deferred(() => z.object({
  id: z.string(),
  /** The product's name (the plan: Beginner, Starter, Entry, Pro, Enterprise); null when the gateway does not say. */
  plan: z.string().nullable(),
  status: z.enum(ADMIN_SUBSCRIPTION_STATUSES),
  created: epochSeconds,
  current_start: epochSeconds,
  current_end: epochSeconds,
  trial_end: epochSeconds.nullable(),
  canceled_at: epochSeconds.nullable(),
  /** Minor units (cents). */
  unit_amount: z.number().int().nullable(),
  currency: z.string(),
  subscription_plan_interval: z.enum(['month', 'year']).nullable(),
}));
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

/** A payment customer with their subscriptions, newest first. */
export const adminPaymentCustomerSchema = deferred(() => z.object({
  id: z.string(),
  email: z.string().nullable(),
  created: epochSeconds,
  subscriptions: z.array(adminSubscriptionSchema),
}));
export type AdminPaymentCustomer = z.infer<typeof adminPaymentCustomerSchema>;

/**
 * GET /admin/stripeUsers: payment customers, newest first, `limit` a page, the next page
 * after the last `id`. `customer_ids` (comma-separated, ours) asks for those customers
 * only (the users of one page of the identity list); unknown ids are left out.
 */
export const adminStripeUsersQuerySchema = deferred(() => z.object({
  id: startingAfter('cus').optional(),
  limit: pageSize,
  customer_ids: z
    .string()
    .trim()
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter((s) => s.length > 0))])
    .pipe(z.array(billingCustomerId).min(1).max(ADMIN_PAGE_SIZES.MAX))
    .optional(),
}));
export const adminStripeUsersResponseSchema = deferred(() => z.object({
  result: z.object({ customers: z.array(adminPaymentCustomerSchema), has_more: z.boolean() }),
}));
export type AdminStripeUsersResponse = z.infer<typeof adminStripeUsersResponseSchema>;

// ---------------------------------------------------------------------------------------
// Invoices (002 §2: paid_time, subscription_plan, amount, currency, invoice_pdf)

export const adminInvoiceSchema = deferred(() => z.object({
  id: z.string(),
  number: z.string().nullable(),
  /** The payment customer (`cus_...`). */
  customer: z.string(),
  customer_email: z.string().nullable(),
  status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']),
  created: epochSeconds,
  /** When it was paid; null while unpaid. */
  paid_time: epochSeconds.nullable(),
  /** The plan (product name) it bills; null when the gateway does not say. */
  subscription_plan: z.string().nullable(),
  /** Minor units (cents), tax included; the portal shows amount / 100. */
  amount: z.number().int(),
  currency: z.string(),
  /** The invoice as a PDF (needs the admin's bearer token, like the customer's own link). */
  invoice_pdf: z.url(),
}));
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

/** An instant of a range filter, in epoch seconds (Stripe's `created[gte]` / `created[lt]`). */
const rangeBound = deferred(() => z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

/**
 * GET /admin/stripeInvoices: every invoice, newest first; the next page after the last `id`
 * while `has_more`. `created_gte` / `created_lt` (ours, epoch seconds) keep the invoices
 * created in [created_gte, created_lt), e.g. the admin page's from/to filter; the cursor
 * pages within that range (pass the same bounds with every page).
 */
export const adminInvoicesQuerySchema = deferred(() => z.object({
  id: startingAfter('in').optional(),
  limit: pageSize,
  created_gte: rangeBound.optional(),
  created_lt: rangeBound.optional(),
}));
export type AdminInvoicesQuery = z.infer<typeof adminInvoicesQuerySchema>;
/** GET /admin/stripeInvoicesByCustomerId: one payment customer's invoices, paged alike. */
export const adminCustomerInvoicesQuerySchema = deferred(() => adminInvoicesQuerySchema.extend({ customer_id: billingCustomerId }));
export const adminInvoicesResponseSchema = deferred(() => z.object({
  result: z.object({ invoices: z.array(adminInvoiceSchema), has_more: z.boolean() }),
}));
export type AdminInvoicesResponse = z.infer<typeof adminInvoicesResponseSchema>;

// ---------------------------------------------------------------------------------------
// Identity data (002 §3 Admin user)

/** One item of custom:subscriptions as the identity store keeps it. */
export const adminIdentitySubscriptionSchema = deferred(() => z.object({ name: z.string(), created: epochSeconds }));

/**
 * A user of the identity store with their customer record (002 §3 identity data).
 * `username` (the pool's username, what the actions take), `customer_id`, `role` and
 * `status` are ours. Dates are ISO strings, as Cognito's UserCreateDate.
 */
export const adminIdentityUserSchema = deferred(() => z.object({
  username: z.string(),
  email: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  roleInCompany: z.string(),
  companyName: z.string(),
  country: z.string(),
  industry: z.string(),
  /** The public (Live) project code; null without a customer record. */
  projectCode: z.string().nullable(),
  userCreateDate: isoDate,
  lastLoginDate: isoDate.nullable(),
  subscriptions: z.array(adminIdentitySubscriptionSchema),
  'custom:stripe-customer-id': z.string().nullable(),
  customer_id: z.number().int().nullable(),
  role: z.enum(['admin', 'customer']).nullable(),
  status: z.enum(['UNCONFIRMED', 'CONFIRMED']),
}));
export type AdminIdentityUser = z.infer<typeof adminIdentityUserSchema>;

/**
 * GET /admin/customerUsers: identity users, `limit` a page; `q` matches the e-mail or the
 * name (any case, anywhere), `username` one user exactly; `sort` created (default), email, name or lastLogin, `order`
 * desc (default) or asc; the next page with `cursor` = the answer's `next_cursor`.
 */
export const adminCustomerUsersQuerySchema = deferred(() => z.object({
  limit: pageSize,
  cursor: z.string().trim().min(1).max(1024).optional(),
  q: z.string().trim().max(200).optional(),
  /** Only this user (ours): the pool username or the e-mail, exactly, as the actions take it (the inner user page). */
  username: username.optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('created'),
  order: z.enum(['asc', 'desc']).default('desc'),
}));
export type AdminCustomerUsersQuery = z.infer<typeof adminCustomerUsersQuerySchema>;
export const adminCustomerUsersResponseSchema = deferred(() => z.object({
  result: z.object({
    users: z.array(adminIdentityUserSchema),
    has_more: z.boolean(),
    /** Pass as `cursor` (with the same q, sort and order) for the next page; null on the last. */
    next_cursor: z.string().nullable(),
    /** Users matching `q` in all. */
    total: z.number().int(),
  }),
}));
export type AdminCustomerUsersResponse = z.infer<typeof adminCustomerUsersResponseSchema>;

/** GET /admin/videoNumberByUsername and /admin/storyboardNumberByUsername: `username`. */
export const adminUsernameQuerySchema = deferred(() => z.object({ username }));
/** The customer's videos in the library (result.total_videos, 002 §7). */
export const adminVideoNumberResponseSchema = deferred(() => z.object({ result: z.object({ total_videos: z.number().int() }) }));
/** The customer's storyboards, deleted ones left out (result.total_storyboards, 002 §7). */
export const adminStoryboardNumberResponseSchema = deferred(() => z.object({ result: z.object({ total_storyboards: z.number().int() }) }));

// ---------------------------------------------------------------------------------------
// Actions (002 §4: through the confirmation modal, with the re-authentication header)

/** DELETE /admin/deleteUserByUsername `{ data: { username } }`. */
export const adminDeleteUserBodySchema = deferred(() => z.object({ data: z.object({ username }) }));
/** Its answer (ours): the identity and every record are gone; files and gateway subscriptions follow (`cleanup`). */
export const adminDeleteUserResponseSchema = deferred(() => z.object({
  result: z.object({ username: z.string(), email: z.string(), cleanup: z.enum(ADMIN_CLEANUP_STATES) }),
}));

/** PUT /admin/updateUserAttributes `{ data: { username, attributes: { 'custom:industry' } } }`. */
export const adminUpdateUserAttributesBodySchema = deferred(() => z.object({
  data: z.object({
    username,
    attributes: z.strictObject({ 'custom:industry': z.string().trim().min(1).max(ADMIN_INDUSTRY_MAX_LENGTH) }),
  }),
}));
export type AdminUpdateUserAttributes = z.infer<typeof adminUpdateUserAttributesBodySchema>['data'];
export const adminUpdateUserAttributesResponseSchema = deferred(() => z.object({
  result: z.object({ username: z.string(), attributes: z.object({ 'custom:industry': z.string() }) }),
}));

/** POST /admin/cancelSubscriptionByCustomerId `{ data: { customer_id } }` (the payment customer). */
export const adminCancelSubscriptionBodySchema = deferred(() => z.object({ data: z.object({ customer_id: billingCustomerId }) }));
export const adminCancelSubscriptionResponseSchema = deferred(() => z.object({
  result: z.object({ customer_id: z.string(), subscription: adminSubscriptionSchema }),
}));

// ---------------------------------------------------------------------------------------
// The audit log (ours)

/** One admin action: who, what, whom, when, and how it ended. */
export const adminAuditEntrySchema = deferred(() => z.object({
  id: z.number().int(),
  at: isoDate,
  actor: z.object({ username: z.string(), email: z.string() }),
  action: z.enum(ADMIN_ACTIONS),
  target: z.object({ username: z.string().nullable(), email: z.string().nullable(), customer_id: z.string().nullable() }),
  outcome: z.enum(ADMIN_OUTCOMES),
  error_code: z.string().nullable(),
  error_message: z.string().nullable(),
  /** A deletion's files and gateway subscriptions: pending until its jobs finish; null for other actions. */
  cleanup: z.enum(ADMIN_CLEANUP_STATES).nullable(),
}));
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** GET /admin/auditLog: newest first, `limit` a page, the next page before the last `id`; `action` and `username` (the target's username, or e-mail in any case) filter. */
export const adminAuditLogQuerySchema = deferred(() => z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: pageSize,
  action: z.enum(ADMIN_ACTIONS).optional(),
  username: z.string().trim().min(1).max(254).optional(),
}));
export type AdminAuditLogQuery = z.infer<typeof adminAuditLogQuerySchema>;
export const adminAuditLogResponseSchema = deferred(() => z.object({
  result: z.object({ entries: z.array(adminAuditEntrySchema), has_more: z.boolean() }),
}));
export type AdminAuditLogResponse = z.infer<typeof adminAuditLogResponseSchema>;
