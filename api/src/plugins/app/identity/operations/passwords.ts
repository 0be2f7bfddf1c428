import { z } from 'zod';
import { cognitoErrors } from '../cognito-errors';
import { codeMessages, maskEmail } from '../outbox/mail-transport';
import { assertPasswordPolicy } from '../password-policy';
import { createCredentials, passwordMatches } from '../srp/srp-server';
import { defineOperation, emailDelivery, fields, type Operation } from './operation';

const forgotInput = z.object({ ClientId: fields.clientId, Username: fields.username });

export const forgotPassword: Operation = defineOperation(forgotInput, async (ctx, input) => {
  const { services } = ctx;
  services.assertClient(input.ClientId);
  const { user, known } = await services.lookUp(input.Username);
  if (!known) {
    // As if a code went out: the same answer, and the work of issuing one.
    await services.codes().pretendIssue(user.sub, 'RESET_PASSWORD');
    return { CodeDeliveryDetails: emailDelivery(maskEmail(user.email)) };
  }
  if (!user.emailVerified) {
    // Cognito's answer: an unconfirmed account has no verified address to send a code to.
    throw cognitoErrors.invalidParameter(
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  const code = await services.codes().issue(user.sub, 'RESET_PASSWORD');
  await services.sendMail(codeMessages.resetPassword(user.email, code));
  return { CodeDeliveryDetails: emailDelivery(maskEmail(user.email)) };
});

const confirmForgotInput = z.object({
  ClientId: fields.clientId,
  Username: fields.username,
  ConfirmationCode: fields.code,
  Password: fields.password,
});

/**
 * Sets the new password and, stricter than Cognito, ends every existing session: a
 * reset usually means the old password may be known to someone else.
 */
export const confirmForgotPassword: Operation = defineOperation(confirmForgotInput, async (ctx, input) => {
  const { services } = ctx;
  services.assertClient(input.ClientId);
  const { user, known } = await services.lookUp(input.Username);
  assertPasswordPolicy(input.Password);
  if (!known) throw cognitoErrors.codeMismatch();
  const codeHash = await services.codes().check(user.sub, 'RESET_PASSWORD', input.ConfirmationCode);
  const credentials = createCredentials(services.srpIdentity(user.sub), input.Password);
  await services.db.transaction(async (tx) => {
    await services.codes(tx).consume(user.sub, 'RESET_PASSWORD', codeHash);
    await services.users(tx).setCredentials(user.sub, credentials);
    await services.sessions.revokeAll(user.sub, tx);
  });
  await services.throttle.recordSuccess(user.sub);
  return {};
});

const changeInput = z.object({
  PreviousPassword: fields.password,
  ProposedPassword: fields.password,
  AccessToken: fields.token,
});

/** A wrong previous password counts as a failed sign-in, or this would be a guessing oracle. */
export const changePassword: Operation = defineOperation(changeInput, async (ctx, input) => {
  const { services, clientAddress } = ctx;
  const user = await services.sessions.userForAccessToken(input.AccessToken);
  assertPasswordPolicy(input.ProposedPassword);
  await services.throttle.assertAllowed(user.sub, clientAddress);
  if (!passwordMatches(services.srpIdentity(user.sub), input.PreviousPassword, user.credentials)) {
    await services.throttle.recordFailure(user.sub, clientAddress);
    throw cognitoErrors.wrongCredentials();
  }
  await services.users().setCredentials(user.sub, createCredentials(services.srpIdentity(user.sub), input.ProposedPassword));
  return {};
});
