import { z } from 'zod';
import { ADMIN_MESSAGES, adminRangeTooLong } from './messages/admin';
import { ADMIN_STATUS_LABELS, type AdminStatusLabel } from './storyboards';
import { TIERS } from './tiers';
import { deferred } from './deferred';

/*
 * GET /admin/dashboard (issue 16; 002 §2 Dashboard tab, §4 "Renewed", "Recent logins",
 * "Long-term"): the admin dashboard's figures, computed on the api (docs/adr/032). The
 * range figures (sign-ups, cancellations, invoices paid) cover [from, to), epoch ms, in
 * Brisbane days; the others are a snapshot at `as_of` (the api's now). Money is in minor
 * units per currency.
 */

/** The longest range the dashboard answers (ours: a year and a leap day). */
export const ADMIN_DASHBOARD_MAX_RANGE_DAYS = 366;

/** `error_code` of a range the dashboard refuses (400): from not before to, or longer than the maximum. */
export const ADMIN_DASHBOARD_ERROR_CODES = { INVALID_RANGE: 'INVALID_RANGE' } as const;

const DAY_MS = 86_400_000;
/** The last instant a JavaScript Date holds. */
const MAX_EPOCH_MS = 8_640_000_000_000_000;

const epochMs = deferred(() => z.number().int().min(0).max(MAX_EPOCH_MS).describe('epoch milliseconds'));
const count = deferred(() => z.number().int().min(0));
/** A Brisbane day, YYYY-MM-DD. */
const isoDay = deferred(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day (YYYY-MM-DD)'));

/** GET /admin/dashboard?from=&to= (epoch ms; the date filter's [from midnight, the midnight after to)). */
export const adminDashboardQuerySchema = deferred(() => z.object({
  from: z.coerce.number().pipe(epochMs),
  to: z.coerce.number().pipe(epochMs),
}));
export type AdminDashboardQuery = z.infer<typeof adminDashboardQuerySchema>;

/** Why the dashboard refuses a range (the api's error_message), or null when it answers it. */
export function adminDashboardRangeError({ from, to }: AdminDashboardQuery): string | null {
  if (from >= to) return ADMIN_MESSAGES.fromBeforeTo;
  if (to - from > ADMIN_DASHBOARD_MAX_RANGE_DAYS * DAY_MS) return adminRangeTooLong(ADMIN_DASHBOARD_MAX_RANGE_DAYS);
  return null;
}

/** Subscriptions by display label (002 §4: cancelled, trialling, active, unpaid, suspended). */
export const adminStatusCountsSchema = deferred(() => z.object(
  Object.fromEntries(Object.values(ADMIN_STATUS_LABELS).map((label) => [label, count])) as Record<AdminStatusLabel, typeof count>,
));
export type AdminStatusCounts = z.infer<typeof adminStatusCountsSchema>;

/** An amount in minor units of one currency (lower case, as the gateway writes it). */
export const adminMoneySchema = deferred(() => z.object({ currency: z.string(), amount: z.number().int() }));
export type AdminMoney = z.infer<typeof adminMoneySchema>;

/** Events per Brisbane day of the range, every day listed (0 when none). */
export const adminDailyCountsSchema = deferred(() => z.object({
  total: count,
  by_day: z.array(z.object({ day: isoDay, count })),
}));
export type AdminDailyCounts = z.infer<typeof adminDailyCountsSchema>;

export const adminDashboardSchema = deferred(() => z.object({
  from: epochMs,
  to: epochMs,
  /** The instant the snapshot figures were computed at. */
  as_of: epochMs,
  /** Where the payment figures come from: the local ledger or Stripe (docs/adr/032). */
  payment_source: z.enum(['local', 'stripe']),
  /** Customer accounts (admins left out). */
  customers: z.object({
    total: count,
    /** Last login within ADMIN_FIGURES.RECENT_LOGIN_THRESHOLD seconds (about 90 days). */
    recent_logins: count,
    /** Account at least ADMIN_FIGURES.LONG_TERM_ACCOUNT_MS old. */
    long_term: count,
  }),
  /** Each payment customer counted once, by their newest subscription. */
  subscribers: z.object({
    /** Those whose newest subscription is not cancelled. */
    total: count,
    by_status: adminStatusCountsSchema,
    /** Every plan (Beginner, Starter, Entry, Pro, Enterprise), then null for a plan outside them when there is one. */
    by_plan: z.array(z.object({ plan: z.enum(TIERS).nullable(), by_status: adminStatusCountsSchema })),
    /** 002 §4 "Renewed": active, not Beginner, created within the last month (monthly) or year (yearly). */
    renewed: count,
  }),
  /** Monthly recurring revenue: active and past_due subscriptions, yearly prices divided by 12; one entry per currency (0 AUD when none). */
  mrr: z.array(adminMoneySchema),
  sign_ups: adminDailyCountsSchema,
  cancellations: adminDailyCountsSchema,
  /** Invoices paid within the range: how many, and their amounts per currency (0 AUD when none). */
  invoices_paid: z.object({ count, amounts: z.array(adminMoneySchema) }),
}));
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminDashboardResponseSchema = deferred(() => z.object({ result: adminDashboardSchema }));
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;
