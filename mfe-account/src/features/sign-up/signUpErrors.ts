import { SIGNUP_MESSAGES, SIGNUP_TEXTS } from '@portal/shared-contracts/core';

/**
 * Text under the Sign Up button when session.signUp rejects: the server's own error string
 * (000 §8), or "Unexpected Error in creation" when there is none (a network failure, say).
 */
export function creationErrorText(error: unknown): string {
  if (error instanceof TypeError || !(error instanceof Error)) return SIGNUP_MESSAGES.unexpectedCreation;
  return error.message.trim() || SIGNUP_MESSAGES.unexpectedCreation;
}

/**
 * Text under the Confirm button when session.confirmSignUp rejects: a wrong or expired
 * code is explained; anything else is "Unexpected Error in confirmation" (000 §8).
 */
export function confirmationErrorText(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'CodeMismatchException') return SIGNUP_TEXTS.confirmCodeMismatch;
  if (name === 'ExpiredCodeException') return SIGNUP_TEXTS.confirmCodeExpired;
  return SIGNUP_MESSAGES.unexpectedConfirmation;
}
