import { COMMON_MESSAGES } from './common';
import { formatOrdinalDate } from './format';

/** Sign-in, password reset and change-password texts (000 §2, §5, §8). */
export const AUTH_MESSAGES = {
  /** Login and admin confirmation: email or password left empty (000 §5, 002 §5). */
  fieldsCannotBeEmpty: COMMON_MESSAGES.fieldsCannotBeEmpty,
  verificationFailed: 'Verification failed',
  unexpectedError: COMMON_MESSAGES.unexpectedError,
  userDoesNotExist: 'User does not exist',
  incorrectPassword: 'Incorrect Password.',
  /** Change password modal: shown when the change completed. */
  changePasswordSuccess: 'Success',
  /**
   * Login page note after an expired or revoked session (not worded by the spec, which
   * asks only that it never ends on a blank page; ours).
   */
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** Analytics event name tracked after a reset (000 §2). */
  passwordResetSuccessfulEvent: 'Password Reset Successful',
} as const;

/** Button, link and field texts of the login and change-password screens (000 §2). */
export const AUTH_LABELS = {
  signIn: 'Sign in',
  forgotPassword: 'Forgot Password',
  sendCode: 'Send Code',
  resetPassword: 'Reset Password',
  backToLogin: 'Back to Login',
  showPassword: 'Show Password',
  save: 'Save',
  close: 'Close',
  changePassword: 'Change password',
  oldPassword: 'Old password',
  newPassword: 'New password',
  /** The notification setting in the change password modal (000 §2; wording ours). */
  notificationSetting: 'Email notifications',
  /** Reset step 2 fields (000 §2; wording ours). */
  resetCode: 'Reset code',
  confirmPassword: 'Confirm new password',
  /** Password placeholder: the spec says it mentions at least 8 characters (000 §5); wording ours. */
  passwordPlaceholder: 'At least 8 characters',
} as const;

/** Choices of the notification setting (000 §4 values ALL, NONE, BILLING, SALES; wording ours). */
export const NOTIFICATION_SETTING_LABELS = {
  ALL: 'All emails',
  NONE: 'No emails',
  BILLING: 'Billing emails only',
  SALES: 'Sales emails only',
} as const;

/** Change password modal failures (not worded by the spec; ours). */
export const CHANGE_PASSWORD_MESSAGES = {
  wrongOldPassword: 'Your old password is not correct.',
  weakPassword: COMMON_MESSAGES.passwordRule,
  tooManyAttempts: COMMON_MESSAGES.tooManyAttempts,
  failed: 'Your changes could not be saved. Please try again.',
} as const;

/** The sign-up fields in form order, with their visible names (000 §2, §5). */
export const SIGNUP_FIELD_LABELS = {
  email: 'Email',
  password: 'Password',
  projectCode: 'Project Code',
  firstName: 'First Name',
  lastName: 'Last Name',
  companyName: 'Company Name',
  roleInCompany: 'Role/Position',
  country: 'Country',
  industry: 'Industry',
  postCode: 'Post Code',
} as const;
export type SignUpField = keyof typeof SIGNUP_FIELD_LABELS;

/** Sign-up validation and outcome texts (000 §5, §8). */
export const SIGNUP_MESSAGES = {
  invalidEmail: 'Invalid email',
  passwordRule: COMMON_MESSAGES.passwordRule,
  projectCodeNotAvailableUseAnother: 'Project code not available, please use another one.',
  projectCodeNotAvailable: 'Project code is not available',
  /** Failed state; offers the Try Again button. */
  genericError: 'There was an error please try again',
  /** usernameExists state; offers the Login Page button. */
  emailExists: 'The email you used already exists in the system, try password recovery',
  /** reSendCode state (unconfirmed account); offers the return button. */
  neverConfirmed: 'Your account was never confirmed, please contact support',
  unexpectedCreation: 'Unexpected Error in creation',
  unexpectedConfirmation: 'Unexpected Error in confirmation',
  signUp: 'Sign Up',
  tryAgain: 'Try Again',
  loginPage: 'Login Page',
} as const;

/**
 * Required-field message of the sign-up form (000 §5): "{field} is required."
 * @param field the visible field name, e.g. `SIGNUP_FIELD_LABELS.email`.
 */
export function requiredField(field: string): string {
  return `${field} is required.`;
}

/** Card, payment and subscription texts (000 §2, §4, §8). */
export const BILLING_MESSAGES = {
  cardUpdated: 'Successfully updated card details',
  cardUpdateFailed: 'Failed to update card details, please try again.',
  subscriptionUpdateFailed: 'Failed to update subscription',
  accountRetrievalFailed: 'Failed to retrieve Customer account.',
  confirmDowngrade: 'Are you sure you want to downgrade?',
  subscriptionProcessing: COMMON_MESSAGES.subscriptionProcessing,
} as const;

/** Buttons, toggles and badges of the subscription hub and card modal (000 §2). */
export const BILLING_LABELS = {
  nameOnCard: 'Name on Card',
  country: 'Country',
  updateCard: 'Update Card',
  confirmPayment: 'Confirm Payment',
  confirmDowngradeButton: 'Confirm Downgrade',
  monthly: 'Monthly',
  yearly: 'Yearly',
  current: 'Current',
  changePlan: 'Change Plan',
  freeForever: 'Free Forever',
} as const;

/**
 * Current-plan line while on trial (000 §2): "Trial Period Active | Trial end on {date}".
 * @param date the trial end; a `Date` is shown as "21st March 2025", a string as given.
 */
export function trialPeriodActive(date: Date | string): string {
  const shown = typeof date === 'string' ? date : formatOrdinalDate(date);
  return `Trial Period Active | Trial end on ${shown}`;
}

/**
 * Current-plan line of a paid plan (000 §2: "the interval as Active with its end date").
 * The exact wording is not shown in the spec; ours mirrors the trial line:
 * "Monthly Plan Active | Ends on {date}" or "Yearly Plan Active | Ends on {date}".
 * @param interval the billing interval (`month` or `year`).
 * @param endDate the current period end; a `Date` is shown in day-ordinal form.
 */
export function planActive(interval: 'month' | 'year', endDate: Date | string): string {
  const shown = typeof endDate === 'string' ? endDate : formatOrdinalDate(endDate);
  return `${interval === 'year' ? 'Yearly' : 'Monthly'} Plan Active | Ends on ${shown}`;
}
