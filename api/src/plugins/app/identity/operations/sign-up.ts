import { z } from 'zod';
import { EMAIL_PATTERN } from '../../../../contracts';
import { clientAttributes } from '../attributes';
import { cognitoErrors } from '../cognito-errors';
import { codeMessages, maskEmail } from '../outbox/mail-transport';
import { assertPasswordPolicy } from '../password-policy';
import { signUpAllowed } from '../../customers/sign-up-throttle';
import { draftSignUp, insertSignUp, mailSignUpCode } from '../sign-up-user';
import { defineOperation, emailDelivery, fields, type Operation, type OperationContext } from './operation';

const signUpInput = z.object({
  ClientId: fields.clientId,
  Username: fields.username,
  Password: fields.password,
  UserAttributes: fields.attributes.default([]),
});

/** The pool signs users in by e-mail: Username is the e-mail, the UUID username is minted. */
export const signUp: Operation = defineOperation(signUpInput, async (ctx, input) => {
  const { services } = ctx;
  services.assertClient(input.ClientId);
  // The same budget as /v1/sign-up: one limit, whichever entry a sign-up comes through.
  if (!(await signUpAllowed(services.db, services.clock, ctx.clientAddress))) throw cognitoErrors.limitExceeded();
  const email = input.Username.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw cognitoErrors.invalidParameter('Username should be an email.');
  const { email: emailAttribute, ...attributes } = clientAttributes(input.UserAttributes, { allow: ['email'] });
  if (emailAttribute !== undefined && emailAttribute.trim().toLowerCase() !== email) {
    throw cognitoErrors.invalidParameter('The email attribute must match the username.');
  }
  assertPasswordPolicy(input.Password);
  if (await services.users().findByEmail(email)) throw cognitoErrors.usernameExists();

  const draft = draftSignUp(services, email, input.Password, attributes);
  const pending = await services.db.transaction((tx) => insertSignUp(services, tx, draft));
  return { UserConfirmed: false, UserSub: pending.sub, CodeDeliveryDetails: await mailSignUpCode(services, pending) };
});

const confirmInput = z.object({ ClientId: fields.clientId, Username: fields.username, ConfirmationCode: fields.code });

export const confirmSignUp: Operation = defineOperation(confirmInput, async (ctx, input) => {
  const { services } = ctx;
  services.assertClient(input.ClientId);
  const { user, known } = await services.lookUp(input.Username);
  if (!known) throw cognitoErrors.codeMismatch();
  if (user.status === 'CONFIRMED') {
    throw cognitoErrors.notAuthorized('User cannot be confirmed. Current status is CONFIRMED');
  }
  const codeHash = await services.codes().check(user.sub, 'SIGN_UP', input.ConfirmationCode);
  await services.db.transaction(async (tx) => {
    await services.codes(tx).consume(user.sub, 'SIGN_UP', codeHash);
    await services.users(tx).confirm(user.sub);
  });
  return {};
});

/** Sends a fresh sign-up code; the earlier one stops working. */
async function resend(ctx: OperationContext, username: string): Promise<object> {
  const { services } = ctx;
  const { user, known } = await services.lookUp(username);
  if (!known) {
    // As if a code went out: the same answer, and the work of issuing one.
    await services.codes().pretendIssue(user.sub, 'SIGN_UP');
    return { CodeDeliveryDetails: emailDelivery(maskEmail(user.email)) };
  }
  if (user.status === 'CONFIRMED') throw cognitoErrors.invalidParameter('User is already confirmed.');
  const code = await services.codes().issue(user.sub, 'SIGN_UP');
  await services.sendMail(codeMessages.signUp(user.email, code));
  return { CodeDeliveryDetails: emailDelivery(maskEmail(user.email)) };
}

const resendInput = z.object({ ClientId: fields.clientId, Username: fields.username });

export const resendConfirmationCode: Operation = defineOperation(resendInput, async (ctx, input) => {
  ctx.services.assertClient(input.ClientId);
  return resend(ctx, input.Username);
});
