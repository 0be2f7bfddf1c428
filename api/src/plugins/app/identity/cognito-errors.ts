/**
 * Cognito's error names. aws-amplify turns the `x-amzn-errortype` header (or the body's
 * `__type`) into `AuthError.name`, and the portal branches on these exact names.
 */
export const COGNITO_ERROR_TYPES = [
  'NotAuthorizedException',
  'UserNotFoundException',
  'UsernameExistsException',
  'UserNotConfirmedException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'InvalidPasswordException',
  'InvalidParameterException',
  'LimitExceededException',
  'TooManyFailedAttemptsException',
  'ResourceNotFoundException',
  'UnknownOperationException',
  'InternalErrorException',
] as const;
export type CognitoErrorType = (typeof COGNITO_ERROR_TYPES)[number];

/** An error the protocol endpoint reports as `{ __type, message }`. */
export class CognitoError extends Error {
  override readonly name = 'CognitoError';

  constructor(
    readonly type: CognitoErrorType,
    message: string,
    readonly status: number = 400,
  ) {
    super(message);
  }
}

const make = (type: CognitoErrorType, message: string) => new CognitoError(type, message);

/** The errors with Cognito's own wording, so messages match what a real pool says. */
export const cognitoErrors = {
  wrongCredentials: () => make('NotAuthorizedException', 'Incorrect username or password.'),
  notAuthorized: (message: string) => make('NotAuthorizedException', message),
  passwordAttemptsExceeded: () => make('NotAuthorizedException', 'Password attempts exceeded'),
  userNotFound: () => make('UserNotFoundException', 'User does not exist.'),
  usernameExists: () => make('UsernameExistsException', 'An account with the given email already exists.'),
  userNotConfirmed: () => make('UserNotConfirmedException', 'User is not confirmed.'),
  codeMismatch: () => make('CodeMismatchException', 'Invalid verification code provided, please try again.'),
  expiredCode: () => make('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
  invalidPassword: (reason: string) =>
    make('InvalidPasswordException', `Password did not conform with policy: ${reason}`),
  invalidParameter: (message: string) => make('InvalidParameterException', message),
  limitExceeded: () => make('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
  tooManyFailedAttempts: () =>
    make('TooManyFailedAttemptsException', 'Too many failed attempts from this address, please try after some time.'),
  unknownClient: (clientId: string) => make('ResourceNotFoundException', `User pool client ${clientId} does not exist.`),
  unknownOperation: (target: string) => make('UnknownOperationException', `Unknown operation ${target}`),
  unauthorizedAttribute: () =>
    make('NotAuthorizedException', 'A client attempted to write unauthorized attribute'),
} as const;
