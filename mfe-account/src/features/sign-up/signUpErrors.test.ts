import { cognitoError } from '../../testing/fakeSession';
import { confirmationErrorText, creationErrorText } from './signUpErrors';

describe('creationErrorText', () => {
  it('shows the server error string', () => {
    expect(creationErrorText(new Error('Project code is taken'))).toBe('Project code is taken');
  });

  it.each([
    ['an empty message', new Error('')],
    ['a blank message', new Error('  ')],
    ['a network failure', new TypeError('Failed to fetch')],
    ['a non-error', 'boom'],
    ['nothing', undefined],
  ])('says "Unexpected Error in creation" for %s', (_case, error) => {
    expect(creationErrorText(error)).toBe('Unexpected Error in creation');
  });
});

describe('confirmationErrorText', () => {
  it('explains a wrong code', () => {
    expect(confirmationErrorText(cognitoError('CodeMismatchException'))).toBe(
      'That code is not correct. Check the code we emailed you and try again.',
    );
  });

  it('explains an expired code', () => {
    expect(confirmationErrorText(cognitoError('ExpiredCodeException'))).toBe('That code has expired. Use Resend code to get a new one.');
  });

  it.each([['NotAuthorizedException'], ['InternalErrorException'], ['Error']])(
    'says "Unexpected Error in confirmation" for %s',
    (name) => {
      expect(confirmationErrorText(cognitoError(name))).toBe('Unexpected Error in confirmation');
    },
  );

  it('says "Unexpected Error in confirmation" for a non-error', () => {
    expect(confirmationErrorText(null)).toBe('Unexpected Error in confirmation');
  });
});
