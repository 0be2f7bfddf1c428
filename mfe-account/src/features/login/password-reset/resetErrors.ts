import { AUTH_MESSAGES, SIGNUP_MESSAGES, RESET_TEXTS } from '@portal/shared-contracts/core';

/** Cognito exception names the host's password-reset calls reject with (Error.name). */
export const RESET_ERROR_NAMES = {
  codeMismatch: 'CodeMismatchException',
  expiredCode: 'ExpiredCodeException',
  invalidPassword: 'InvalidPasswordException',
  limitExceeded: 'LimitExceededException',
  tooManyRequests: 'TooManyRequestsException',
  tooManyFailedAttempts: 'TooManyFailedAttemptsException',
  userNotFound: 'UserNotFoundException',
} as const;

const N = RESET_ERROR_NAMES;
const TEXT_BY_NAME: Readonly<Record<string, string>> = {
  [N.codeMismatch]: RESET_TEXTS.codeMismatch,
  [N.expiredCode]: RESET_TEXTS.codeExpired,
  [N.invalidPassword]: `${RESET_TEXTS.weakPasswordPrefix} ${SIGNUP_MESSAGES.passwordRule}`,
  [N.limitExceeded]: RESET_TEXTS.tooManyAttempts,
  [N.tooManyRequests]: RESET_TEXTS.tooManyAttempts,
  [N.tooManyFailedAttempts]: RESET_TEXTS.tooManyAttempts,
  [N.userNotFound]: AUTH_MESSAGES.userDoesNotExist,
};

/**
 * The text shown for a failed reset step (000 §8 leaves it unshown). The provider's own
 * message is never shown: it is technical and can differ between pools.
 */
export function resetErrorText(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  return TEXT_BY_NAME[name] ?? AUTH_MESSAGES.unexpectedError;
}
