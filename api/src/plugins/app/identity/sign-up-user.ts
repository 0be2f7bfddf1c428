import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db';
import { cognitoErrors } from './cognito-errors';
import type { IdentityServices } from './identity-services';
import { codeMessages, maskEmail } from './outbox/mail-transport';
import { emailDelivery, type CodeDeliveryDetails } from './operations/operation';
import { createCredentials, type SrpCredentials } from './srp/srp-server';

/**
 * Creating an UNCONFIRMED user and mailing its sign-up code, shared by the Cognito SignUp
 * operation and the product's POST /v1/sign-up, so both behave exactly alike. Three steps
 * because the middle one runs inside the caller's transaction and the others must not:
 * the SRP verifier is CPU work (kept out of the transaction), the mail goes only after commit.
 */
export interface SignUpDraft {
  readonly sub: string;
  readonly email: string;
  readonly credentials: SrpCredentials;
  readonly attributes: Readonly<Record<string, string>>;
}

/** A user inserted with a live code, waiting for the commit before the code is mailed. */
export interface PendingSignUp {
  readonly sub: string;
  readonly email: string;
  readonly code: string;
}

/** Mints the UUID username and the SRP verifier. `email` must already be normalised and checked. */
export function draftSignUp(
  services: IdentityServices,
  email: string,
  password: string,
  attributes: Readonly<Record<string, string>>,
): SignUpDraft {
  const sub = randomUUID();
  return { sub, email, credentials: createCredentials(services.srpIdentity(sub), password), attributes };
}

/** Inserts the user UNCONFIRMED and issues its code in `tx`; UsernameExists when the e-mail is taken. */
export async function insertSignUp(services: IdentityServices, tx: Db, draft: SignUpDraft): Promise<PendingSignUp> {
  const now = new Date(services.clock.now());
  const inserted = await services.users(tx).insert({ ...draft, status: 'UNCONFIRMED', now });
  if (!inserted) throw cognitoErrors.usernameExists();
  const code = await services.codes(tx).issue(draft.sub, 'SIGN_UP');
  return { sub: draft.sub, email: draft.email, code };
}

/** After commit: mails the code (a failed send is logged; ResendConfirmationCode recovers). */
export async function mailSignUpCode(services: IdentityServices, pending: PendingSignUp): Promise<CodeDeliveryDetails> {
  await services.sendMail(codeMessages.signUp(pending.email, pending.code));
  return emailDelivery(maskEmail(pending.email));
}
