import { COMMON_MESSAGES } from './common';

/**
 * Texts of the login, password-reset and sign-up screens that the spec leaves unworded
 * (000 §2, §5, §8: "not shown"): the wording is ours, kept here with the rest.
 */

/** Login screen texts that are ours (000 §2: link for non-members, quote, sign-up link). */
export const LOGIN_TEXTS = {
  notAMember: 'Not a member yet?',
  contactUs: 'Contact us',
  noAccount: 'New here?',
  signUp: 'Sign up',
  quote: 'The universe is made of stories, not of atoms.',
  quoteAuthor: 'Muriel Rukeyser',
  /** Shown above the login form after a successful password reset. */
  passwordResetDone: 'Your password has been reset. Sign in with your new password.',
  /** Shown above the login form after a confirmed sign-up. */
  accountConfirmed: 'Your account is confirmed. Sign in to get started.',
} as const;

/** Password reset texts that are ours (000 §5, §8: match check and failures "not shown"). */
export const RESET_TEXTS = {
  heading: 'Reset your password',
  requestIntro: 'Enter the email of your account and we will email you a reset code.',
  passwordsDoNotMatch: 'The passwords do not match.',
  codeMismatch: 'The reset code is not correct. Check the code we emailed you and try again.',
  codeExpired: 'The reset code has expired. Go back to login and request a new one.',
  /** Followed by the sign-up password rule (SIGNUP_MESSAGES.passwordRule). */
  weakPasswordPrefix: 'This password is too weak.',
  tooManyAttempts: COMMON_MESSAGES.tooManyAttempts,
} as const;

/** "We emailed a reset code to {email}." */
export function resetCodeSent(email: string): string {
  return `We emailed a reset code to ${email}.`;
}

/** Sign-up page texts that are ours (000 §2, §4, §5). */
export const SIGNUP_TEXTS = {
  intro: 'Create your account. Your free trial starts today.',
  /** Terms checkbox label; the Terms of Service link sits next to it. */
  acceptTerms: 'I accept the terms of service',
  termsLink: 'Read the Terms of Service',
  opensInNewTab: COMMON_MESSAGES.opensInNewTab,
  loadingPlans: COMMON_MESSAGES.loadingPlans,
  plansUnavailable: 'The plans could not be loaded, please try again later.',
  /** Validation message when no trial price could be picked (catalogue unavailable). */
  noPlan: 'No plan is selected, please reload the page.',
  /** Validation message for a project code longer than 20 characters (000 §5: "at most 20"). */
  projectCodeTooLong: 'Project code must be at most 20 characters.',
  creating: 'Creating your account...',
  checkEmailHeading: 'Check your email',
  confirmationCodeLabel: 'Confirmation Code',
  confirm: 'Confirm',
  resendCode: 'Resend code',
  resendFailed: 'The code could not be sent again, please try again.',
  confirmCodeMismatch: 'That code is not correct. Check the code we emailed you and try again.',
  confirmCodeExpired: 'That code has expired. Use Resend code to get a new one.',
  /** The button of the reSendCode state (000 §8: "return button"). */
  backToSignUp: 'Back to Sign Up',
  countryPlaceholder: 'Search for your country',
  industryPlaceholder: 'Search for your industry',
} as const;

/** "Selected plan: {name}" */
export function selectedPlan(name: string): string {
  return `Selected plan: ${name}`;
}

/** "We emailed a confirmation code to {email}." */
export function confirmationCodeSent(email: string): string {
  return `We emailed a confirmation code to ${email}.`;
}

/** "We sent a new code to {email}." */
export function confirmationCodeResent(email: string): string {
  return `We sent a new code to ${email}.`;
}
