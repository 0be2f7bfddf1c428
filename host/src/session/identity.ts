import { AUTH_MESSAGES, SIGNUP_MESSAGES } from '@portal/shared-contracts/core';

/** Tokens of the current identity-provider session. */
export interface IdentityTokens {
  readonly idToken: string;
  readonly accessToken: string;
  /** Claims of the id token (sub, cognito:username, email, custom:*). */
  readonly claims: Readonly<Record<string, unknown>>;
}

/**
 * What the session sagas need from the identity provider. The Amplify implementation
 * (amplifyIdentity.ts) is the only code that imports Amplify Auth; tests use a fake.
 */
export interface IdentityPort {
  /** The stored session's tokens (refreshed when expired, or always with `forceRefresh`); null when signed out. */
  currentTokens(forceRefresh?: boolean): Promise<IdentityTokens | null>;
  attributes(): Promise<Record<string, string>>;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void>;
  confirmSignUp(email: string, code: string): Promise<void>;
  resendSignUpCode(email: string): Promise<void>;
  /**
   * A sign-in of its own with this email and password, its tokens never stored: the stored
   * session is left as it is (verify credentials, 000 §4; re-authentication, 002 §4). Null
   * when the provider refuses the credentials.
   */
  separateSignIn(email: string, password: string): Promise<SeparateSignIn | null>;
}

/** The outcome of IdentityPort.separateSignIn: its fresh id token, and how to end it. */
export interface SeparateSignIn {
  readonly idToken: string;
  /** Revokes the sign-in (its refresh token, and with it the tokens it issued). */
  revoke(): Promise<void>;
}

/** The identity provider's exception name (Cognito's `__type`, Amplify's `error.name`). */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

const message = (error: unknown): string => (error instanceof Error ? error.message : '');

/**
 * The user-facing text of a failed sign-in (000 §8): "User does not exist",
 * "Incorrect Password.", the never-confirmed text for an unconfirmed account, the
 * provider's own text when attempts are throttled, "Unexpected Error" otherwise.
 */
export function signInErrorText(error: unknown): string {
  switch (errorName(error)) {
    case 'UserNotFoundException':
      return AUTH_MESSAGES.userDoesNotExist;
    case 'NotAuthorizedException':
      return /attempts exceeded|disabled/i.test(message(error)) ? message(error) : AUTH_MESSAGES.incorrectPassword;
    case 'UserNotConfirmedException':
      return SIGNUP_MESSAGES.neverConfirmed;
    case 'TooManyFailedAttemptsException':
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return message(error) || AUTH_MESSAGES.unexpectedError;
    default:
      return AUTH_MESSAGES.unexpectedError;
  }
}

/** An Error whose message is user-facing and whose name keeps the provider's exception name. */
export function userFacingError(text: string, cause: unknown): Error {
  const error = new Error(text, { cause });
  error.name = errorName(cause) || 'Error';
  return error;
}
