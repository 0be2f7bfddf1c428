import { COMMON_MESSAGES } from './common';

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
} as const;

/**
 * Admin loader note (002 §2): "may take up to {seconds} seconds" (3 for delete or
 * cancel, 5 for invoices, 10 for user data; see `ADMIN_FIGURES.LOADER_SECONDS`).
 */
export function adminMayTakeUpTo(seconds: number): string {
  return `may take up to ${seconds} seconds`;
}
