import { type SignUpRequest } from '@portal/shared-contracts/core';
import { getAccountResponseSchema, type GetAccountResponse } from '@portal/shared-contracts/account';
import { cognitoCall, obtainTokens } from '@portal/build-tools/src/signin.mjs';
import { mailCount, nextCode } from './mailbox';
import { API_URL, CLIENT_ID } from './api';


export interface NewCustomer {
  readonly email: string;
  readonly password: string;
}

export interface NewCustomerOptions {
  /** The sign-up country: Australia is charged GST. */
  readonly country?: string;
  /** The trial's price (a catalogue id such as price_pro_monthly); Beginner by default. */
  readonly trialPriceId?: string;
}

/**
 * A confirmed customer of its own, made the way the sign-up page makes one: POST
 * /v1/sign-up, the code from the api's mailbox, then Cognito's ConfirmSignUp. Journeys
 * that change a subscription use one each, so they never depend on one another or on
 * the demo accounts.
 */
export async function createCustomer({ country = 'Australia', trialPriceId = 'price_beginner_monthly' }: NewCustomerOptions = {}): Promise<NewCustomer> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `billing-${stamp}@example.test`;
  const password = 'Bill!ng2345';
  const request: SignUpRequest = {
    projectCode: `bill${stamp}`.slice(0, 20),
    firstName: 'Bea',
    lastName: 'Biller',
    email,
    username: email,
    password,
    country,
    industry: 'Veterinary Services',
    postCode: '4000',
    companyName: 'Billing Journeys Pty Ltd',
    roleInCompany: 'Owner',
    selectTrialPriceId: trialPriceId,
  };
  const before = await mailCount(email);
  const signUp = await fetch(`${API_URL}/v1/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
  if (signUp.status !== 201) throw new Error(`sign-up of ${email} answered ${signUp.status}: ${await signUp.text()}`);
  const code = await nextCode(email, before);
  const confirm = await cognitoCall(API_URL, 'ConfirmSignUp', { ClientId: CLIENT_ID, Username: email, ConfirmationCode: code });
  if (!confirm.ok) throw new Error(`confirming ${email} answered ${confirm.status}: ${await confirm.text()}`);
  return { email, password };
}

/** The customer's payment account as the api holds it (GET /stripe/get-account). */
export async function paymentAccount({ email, password }: NewCustomer): Promise<GetAccountResponse> {
  const { tokens } = await obtainTokens(API_URL, email, password, CLIENT_ID);
  const response = await fetch(`${API_URL}/stripe/get-account`, { headers: { authorization: `Bearer ${tokens.IdToken}` } });
  if (!response.ok) throw new Error(`get-account of ${email} answered ${response.status}: ${await response.text()}`);
  return getAccountResponseSchema.parse(await response.json());
}
