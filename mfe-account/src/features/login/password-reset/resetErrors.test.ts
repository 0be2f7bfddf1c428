import { AUTH_MESSAGES, SIGNUP_MESSAGES, RESET_TEXTS } from '@portal/shared-contracts/core';
import { cognitoError } from '../../../testing/fakeSession';
import { resetErrorText } from './resetErrors';

describe('resetErrorText', () => {
  it.each([
    ['CodeMismatchException', RESET_TEXTS.codeMismatch],
    ['ExpiredCodeException', RESET_TEXTS.codeExpired],
    ['InvalidPasswordException', `This password is too weak. ${SIGNUP_MESSAGES.passwordRule}`],
    ['LimitExceededException', RESET_TEXTS.tooManyAttempts],
    ['TooManyRequestsException', RESET_TEXTS.tooManyAttempts],
    ['TooManyFailedAttemptsException', RESET_TEXTS.tooManyAttempts],
    ['UserNotFoundException', 'User does not exist'],
  ])('maps %s to its text', (name, text) => {
    expect(resetErrorText(cognitoError(name, 'raw provider message'))).toBe(text);
  });

  it('falls back to "Unexpected Error" for other names and for non-errors', () => {
    expect(resetErrorText(cognitoError('InternalErrorException'))).toBe(AUTH_MESSAGES.unexpectedError);
    expect(resetErrorText(new Error('boom'))).toBe('Unexpected Error');
    expect(resetErrorText('a string')).toBe('Unexpected Error');
    expect(resetErrorText(undefined)).toBe('Unexpected Error');
  });

  it('never shows the provider message itself', () => {
    expect(resetErrorText(cognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.'))).not.toMatch(
      /Invalid verification code/,
    );
  });
});
