import { cognitoErrors } from '../cognito-errors';
import type { Operation, OperationContext } from './operation';
import { changePassword, confirmForgotPassword, forgotPassword } from './passwords';
import { getTokensFromRefreshToken, initiateAuth, respondToAuthChallenge } from './sign-in';
import { confirmSignUp, resendConfirmationCode, signUp } from './sign-up';
import { getUser, globalSignOut, revokeToken, updateUserAttributes } from './user-session';

export type { OperationContext } from './operation';

/** The `x-amz-target` prefix of every user-pool operation. */
export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** Every operation aws-amplify v6 calls for the portal's flows (sign-in, session, sign-up, passwords). */
const OPERATIONS: Readonly<Record<string, Operation>> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  ChangePassword: changePassword,
  GetUser: getUser,
  UpdateUserAttributes: updateUserAttributes,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
};

export const SUPPORTED_OPERATIONS: readonly string[] = Object.keys(OPERATIONS);

/** Runs the operation an `x-amz-target` header names; UnknownOperationException otherwise. */
export function runOperation(ctx: OperationContext, target: string, body: unknown): Promise<object> {
  const name = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
  const operation = Object.hasOwn(OPERATIONS, name) ? OPERATIONS[name] : undefined;
  if (!operation) return Promise.reject(cognitoErrors.unknownOperation(target));
  return operation.run(ctx, body);
}
