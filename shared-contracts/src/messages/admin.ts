import type { AdminAction, AdminCleanupState, AdminOutcome } from '../admin-calls';
import { requiredField, SIGNUP_FIELD_LABELS } from './account';
import { COMMON_MESSAGES } from './common';
import { LABELS } from './headings';

/** Admin dashboard errors, confirmations and notes (002 §2, §4, §5, §8). */
export const ADMIN_MESSAGES = {
  deleteUserError: 'Error deleting user.',
  cancelUserError: 'Error cancelling user.',
  alreadyCancelled: 'User is Already Cancelled',
  noSubscription: 'No Stripe Subscription Found.',
  invalidCredentials: 'Invalid credentials. Please try again.',
  fieldsCannotBeEmpty: COMMON_MESSAGES.fieldsCannotBeEmpty,
  actionSuccessful: 'Action was successful.',
  fromBeforeTo: "'From' date must be before 'To' date.",
  /** Note under the success message; the spec paraphrases it (002 §2), wording ours. */
  updatesMayTake24Hours: 'Updates may take up to 24 hours to reflect.',
  /** Warning of cancel, delete and industry edit; the spec names only the word "irreversible". */
  irreversible: 'This action is irreversible.',
  /** An industry edit that failed without an api message (ours; the spec words only cancel and delete). */
  updateIndustryError: 'Error updating industry.',
  /** The industry field of the edit (its rules are the api's: required, at most ADMIN_INDUSTRY_MAX_LENGTH). */
  industryRequired: requiredField(SIGNUP_FIELD_LABELS.industry),
  /** The audit log's first page failed (ours); Retry follows. */
  auditLogFailed: 'The audit log could not be loaded.',
  /** The audit log is empty (ours). */
  noAuditEntries: 'No admin actions yet.',
  /** The audit log's filters match nothing (ours). */
  noMatchingAuditEntries: 'No admin actions match these filters.',
} as const;

/** Admin tabs, filters and actions (002 §2); the spec names the actions, the button wording is ours. */
export const ADMIN_LABELS = {
  page: 'Admin',
  dashboard: 'Dashboard',
  users: 'Users',
  from: 'From',
  to: 'To',
  editIndustry: 'Edit industry',
  cancelSubscription: 'Cancel subscription',
  deleteUser: 'Delete user',
  /** The audit log tab (ours: every admin action, who, whom, when and how it ended). */
  auditLog: 'Audit log',
  remotes: 'Remotes',
  /** The fields of the actions' forms (ours). */
  industry: SIGNUP_FIELD_LABELS.industry,
  email: SIGNUP_FIELD_LABELS.email,
  password: SIGNUP_FIELD_LABELS.password,
  /** Buttons of the action modal (ours): on to the confirmation, back to the industry, do it. */
  next: LABELS.next,
  back: 'Back',
  confirm: 'Confirm',
  /** Accessible name of a user's action buttons (ours). */
  userActions: 'User actions',
} as const;

/** Each admin action by name: the audit log's action column and filter (ours). */
export const ADMIN_ACTION_LABELS: Readonly<Record<AdminAction, string>> = {
  update_industry: 'Industry edit',
  cancel_subscription: 'Subscription cancel',
  delete_user: 'User deletion',
};

/** What the progress indicator says while an action runs, before its loader note (ours). */
export const ADMIN_ACTION_PROGRESS: Readonly<Record<AdminAction, string>> = {
  update_industry: 'Updating industry...',
  cancel_subscription: 'Cancelling subscription...',
  delete_user: 'Deleting user...',
};

/** The audit log tab's table, filters and states (ours). */
export const ADMIN_AUDIT_LABELS = {
  table: 'Admin actions',
  when: 'When',
  admin: 'Admin',
  action: 'Action',
  target: 'Target',
  outcome: 'Outcome',
  cleanup: 'Cleanup',
  allActions: 'All actions',
  /** The api filters on the target's exact username (the pool's username, as the user page shows it) or e-mail (any case). */
  username: 'Target username or e-mail',
  filter: 'Filter',
  loadMore: 'Load more',
  /** The target's payment customer, before its id. */
  customer: 'Customer',
  clearFilters: 'Clear filters',
} as const;

/** The Remotes tab (issue 18, ours; docs/remote-teams.md): releases of each remote and how their loads go. */
export const ADMIN_REMOTES_LABELS = {
  refresh: 'Refresh',
  loading: 'Loading the remotes...',
  loadFailed: 'The remotes could not be loaded.',
  live: 'Live',
  canary: 'Canary',
  noLive: 'No published version is live: the portal serves its default build.',
  version: 'Version',
  contract: 'Contracts',
  published: 'Published',
  publishedBy: 'By',
  lastHour: 'Last hour',
  lastDay: 'Last day',
  loads: 'Loads',
  errorRate: 'Error rate',
  p50: 'p50 load',
  p95: 'p95 load',
  noVersions: 'No version of this remote has been published yet. A release publishes one: npm run release -- ',
  rollback: 'Roll back',
  rollbackTitle: (name: string): string => `Roll back ${name}?`,
  rollbackText: 'The previous live version becomes live again for every user; open pages switch on their next visit to this area.',
  rolledBack: (name: string, version: string | null): string => `${name} rolled back${version ? ` to ${version}` : ''}.`,
  rollbackFailed: 'The rollback was refused.',
  changes: 'Recent registry changes',
  noChanges: 'No registry changes yet.',
  when: 'When',
  who: 'Who',
  action: 'Action',
  remote: 'Remote',
  outcome: 'Outcome',
  done: 'Done',
  refused: 'Refused',
  cancel: 'Cancel',
} as const;

/** An audit entry's outcome, as the log shows it (ours). */
export const ADMIN_OUTCOME_LABELS: Readonly<Record<AdminOutcome, string>> = {
  succeeded: 'Succeeded',
  refused: 'Refused',
  failed: 'Failed',
};

/** A deletion's clean-up of files and gateway subscriptions (ours; docs/adr/031). */
export const ADMIN_CLEANUP_LABELS: Readonly<Record<AdminCleanupState, string>> = {
  pending: 'Pending',
  completed: 'Completed',
};

/** Who an action is about: "Ann Lee (ann@example.com)", or the e-mail alone without a name. */
export function adminUserName(user: { readonly email: string; readonly given_name: string; readonly family_name: string }): string {
  const name = `${user.given_name} ${user.family_name}`.trim();
  return name ? `${name} (${user.email})` : user.email;
}

/** What the industry edit will do (ours). */
export function adminIndustryChange(who: string, from: string, to: string): string {
  return from.trim() ? `The industry of ${who} will change from "${from}" to "${to}".` : `The industry of ${who} will be set to "${to}".`;
}

/** What the cancel will do (ours; the api cancels at once, as the customer's own cancel). */
export function adminCancelEffect(who: string, plan: string | null): string {
  return `The ${plan ? `${plan} ` : ''}subscription of ${who} will be cancelled at once.`;
}

/** What the delete will do (ours; docs/adr/031: the account and all it owns, files and subscriptions after). */
export function adminDeleteEffect(who: string): string {
  return `The account of ${who} will be deleted with everything it owns: projects, storyboards, videos, files and subscriptions.`;
}

/** The industry field's limit (ours, the api's schema). */
export function adminIndustryTooLong(max: number): string {
  return `Industry must be at most ${max} characters.`;
}

/**
 * Admin loader note (002 §2): "may take up to {seconds} seconds" (3 for delete or
 * cancel, 5 for invoices, 10 for user data; see `ADMIN_FIGURES.LOADER_SECONDS`).
 */
export function adminMayTakeUpTo(seconds: number): string {
  return `may take up to ${seconds} seconds`;
}

/** The Dashboard tab's errors and states (ours; the spec names the tab and its figures, 002 §2, §4). */
export const ADMIN_DASHBOARD_MESSAGES = {
  /** The payment gateway failed while the figures were read (502). */
  gatewayFailed: 'The payment figures could not be read from the payment gateway. Please try again.',
  /** The figures failed to load; the api's message and Retry follow. */
  loadFailed: 'The dashboard could not be loaded.',
  /** While the figures load, before the loader note. */
  loading: 'Loading the dashboard',
  /** No customer account exists yet. */
  noCustomers: 'No customers yet.',
  noCustomersHint: 'Figures appear here once the first customer signs up.',
} as const;

/** The api's refusal of a dashboard range longer than `days` (ADMIN_DASHBOARD_MAX_RANGE_DAYS). */
export function adminRangeTooLong(days: number): string {
  return `The date range may cover at most ${days} days.`;
}

/** The Dashboard tab's tiles and charts (ours; 002 §4 names "Renewed", "Recent logins" and "Long-term"). */
export const ADMIN_DASHBOARD_LABELS = {
  figures: 'Dashboard figures',
  subscribers: 'Subscribers',
  subscribersHint: 'Customers whose newest subscription is not cancelled',
  active: 'Active',
  trialling: 'Trialling',
  renewed: 'Renewed',
  renewedHint: 'Active paid plans started within their last month or year',
  recentLogins: 'Recent logins',
  recentLoginsHint: 'Signed in within the last 90 days',
  longTerm: 'Long-term',
  longTermHint: 'Accounts at least a year old',
  mrr: 'Monthly recurring revenue',
  mrrHint: 'Active and past-due subscriptions; yearly plans divided by 12',
  signUps: 'New sign-ups',
  cancellations: 'Cancellations',
  invoicesPaid: 'Invoices paid',
  inRange: 'In the selected dates',
  byStatus: 'Subscribers by status',
  byPlan: 'Subscribers by plan',
  perDay: 'Sign-ups and cancellations per day',
  status: 'Status',
  plan: 'Plan',
  day: 'Day',
  count: 'Subscribers',
  /** A plan the gateway names that is none of the five. */
  otherPlan: 'Other plan',
} as const;

/** The Users tab's list of users and the Invoices list below it (ours; 002 §2 lists users, payment accounts and invoices). */
export const ADMIN_USERS_LABELS = {
  search: 'Search users',
  searchHint: 'Name, e-mail or company',
  table: 'Users',
  name: 'Name',
  email: 'Email',
  company: 'Company',
  plan: 'Plan',
  status: 'Status',
  signedUp: 'Signed up',
  lastLogin: 'Last login',
  loading: 'Loading users',
  loadMore: 'Load more users',
  loadFailed: 'The users could not be loaded.',
  noUsers: 'No users yet.',
  /** A row without a payment customer or without any subscription. */
  noSubscription: 'No subscription',
  never: 'Never',
  retry: 'Retry',
} as const;

/** The users shown of those matching (ours). */
export function adminUsersShown(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? 'user' : 'users'}`;
}

/** The search found nobody (ours). */
export function adminNoUsersMatch(q: string): string {
  return `No users match "${q}".`;
}

/** Invoice tables: every invoice in the date range (Users tab) and one user's (user page); 002 §2 names the fields. */
export const ADMIN_INVOICE_LABELS = {
  heading: 'Invoices',
  table: 'Invoices',
  userTable: "The user's invoices",
  paidTime: 'Paid',
  customerEmail: 'Customer e-mail',
  plan: 'Plan',
  amount: 'Amount',
  currency: 'Currency',
  status: 'Status',
  pdf: 'Invoice PDF',
  /** The PDF link's visible text; its accessible name is adminInvoicePdfLabel. */
  pdfLink: 'PDF',
  notPaid: 'Not paid',
  loading: 'Loading invoices',
  loadMore: 'Load more invoices',
  loadFailed: 'The invoices could not be loaded.',
  noInvoices: 'No invoices yet.',
  noInvoicesInRange: 'No invoices in these dates.',
  /** The from/to filter is invalid: the list waits for a valid range. */
  waitingForRange: 'Choose a valid date range to see its invoices.',
  pdfFailed: 'The invoice PDF could not be downloaded.',
  retry: 'Retry',
} as const;

/** The PDF link of an invoice, by its number (ours). */
export function adminInvoicePdfLabel(number: string): string {
  return `Download invoice ${number} (PDF)`;
}

/** The inner user page (ours; 002 §3 names the fields: identity data, payment data and each subscription's). */
export const ADMIN_USER_LABELS = {
  backToUsers: 'Back to users',
  loading: 'Loading user data',
  loadFailed: 'The user could not be loaded.',
  notFound: 'User not found',
  account: 'Account',
  email: 'Email',
  givenName: 'Given name',
  familyName: 'Family name',
  roleInCompany: 'Role in company',
  company: 'Company',
  country: 'Country',
  industry: 'Industry',
  projectCode: 'Project code',
  created: 'Created',
  lastLogin: 'Last login',
  identitySubscriptions: 'Subscriptions (identity)',
  stripeCustomerId: 'custom:stripe-customer-id',
  subscription: 'Subscription',
  paymentCustomer: 'Payment customer',
  paymentCustomerCreated: 'Payment customer since',
  plan: 'Plan',
  status: 'Status',
  subscriptionCreated: 'Subscription created',
  currentStart: 'Current period start',
  currentEnd: 'Current period end',
  trialEnd: 'Trial end',
  canceledAt: 'Cancelled at',
  unitAmount: 'Price',
  currency: 'Currency',
  interval: 'Billing interval',
  otherSubscriptions: 'Earlier subscriptions',
  intervals: { month: 'Monthly', year: 'Yearly' },
  noPaymentCustomer: 'No payment customer',
  noSubscription: 'No subscription',
  content: 'Content',
  videos: 'Videos',
  storyboards: 'Storyboards',
  none: 'None',
  retry: 'Retry',
} as const;

/** The user page's not-found text (ours). */
export function adminUserNotFound(username: string): string {
  return `There is no user "${username}". They may have been deleted.`;
}

/** A subscription of the identity data: its name and when it was created (ours). */
export function adminIdentitySubscription(name: string, created: string): string {
  return `${name} (${created})`;
}

/** A long load with its loader note (002 §2): "Loading invoices (may take up to 5 seconds)". */
export function adminLoadingNote(what: string, seconds: number): string {
  return `${what} (${adminMayTakeUpTo(seconds)})`;
}

/** A subscription of the payment data other than the current one, on one line (ours). */
export function adminEarlierSubscription(plan: string, status: string, created: string): string {
  return `${plan}, ${status}, created ${created}`;
}
