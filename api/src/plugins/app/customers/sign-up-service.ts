import type { Db } from '../../../db';
import {
  CUSTOMER_ATTRIBUTES as ATTR,
  DEFAULT_NOTIFICATION_SETTING,
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
  PROJECT_ENVIRONMENTS,
  SIGN_UP_ERROR_CODES as CODES,
  SIGNUP_MESSAGES,
  type SignUpRequest,
} from '../../../contracts';
import type { PaymentGatewayService } from '../billing/payment-gateway';
import { subscriptionsAttribute } from '../billing/subscription-attribute';
import { ApiError } from '../errors';
import type { Clock } from '../identity/clock';
import { CognitoError } from '../identity/cognito-errors';
import type { IdentityServices } from '../identity/identity-services';
import { passwordPolicyViolation } from '../identity/password-policy';
import { draftSignUp, insertSignUp, mailSignUpCode } from '../identity/sign-up-user';
import { customerRepository } from './customer-repository';
import { devCodeCandidates, firstFreeCode, NoFreeProjectCodeError } from './project-codes';

export interface SignUpDeps {
  readonly db: Db;
  readonly payments: PaymentGatewayService;
  /** The local user pool's services (sign-up creates the identity user itself). */
  readonly identity: IdentityServices;
  readonly clock: Clock;
}

export interface SignUpResult {
  readonly userSub: string;
  /** Cognito's masked destination, e.g. `n***@e***`. */
  readonly codeDeliveryDestination: string;
}

const usernameExists = (): ApiError => ApiError.conflict(SIGNUP_MESSAGES.emailExists, CODES.USERNAME_EXISTS);
const codeTaken = (): ApiError => ApiError.conflict(SIGNUP_MESSAGES.projectCodeNotAvailableUseAnother, CODES.PROJECT_CODE_TAKEN);

/** The form's rules again (000 §5): never trust that the page checked them. */
function assertFormRules(input: SignUpRequest): void {
  if (!EMAIL_PATTERN.test(input.email)) throw ApiError.badRequest(`email: ${SIGNUP_MESSAGES.invalidEmail}`, 'VALIDATION_ERROR');
  if (input.username !== input.email) throw ApiError.badRequest('username: must be the same as email', 'VALIDATION_ERROR');
  // Both the spec's rule and the pool's policy (which counts only Cognito's symbols as special).
  if (!PASSWORD_PATTERN.test(input.password) || passwordPolicyViolation(input.password)) {
    throw ApiError.badRequest(SIGNUP_MESSAGES.passwordRule, CODES.INVALID_PASSWORD);
  }
}

/**
 * POST /v1/sign-up: the identity user (UNCONFIRMED), the customer with its Dev and Live
 * projects, the billing customer and the trial, all in one transaction, so any failure
 * leaves nothing behind. The code is mailed after commit, exactly as Cognito's SignUp does.
 */
export async function signUpCustomer(deps: SignUpDeps, input: SignUpRequest): Promise<SignUpResult> {
  assertFormRules(input);
  const { identity, payments } = deps;
  const email = input.email;

  const price = await payments.findPrice(input.selectTrialPriceId);
  if (!price?.active || !price.product.active || !price.product.soldInHub) {
    throw ApiError.badRequest(`selectTrialPriceId: no price ${input.selectTrialPriceId} is for sale`, CODES.UNKNOWN_PRICE);
  }
  const existing = await identity.users().findByEmail(email);
  if (existing?.status === 'CONFIRMED') throw usernameExists();
  if (existing) throw ApiError.conflict(SIGNUP_MESSAGES.neverConfirmed, CODES.USER_NOT_CONFIRMED);
  if (await customerRepository(deps.db).findByEmail(email)) throw usernameExists();
  if (await customerRepository(deps.db).isProjectCodeTaken(input.projectCode)) throw codeTaken();

  // The SRP verifier is CPU work: done before the transaction opens.
  const draft = draftSignUp(identity, email, input.password, {});
  const now = new Date(deps.clock.now());
  const pending = await deps.db.transaction(async (tx) => {
    const customers = customerRepository(tx);
    const customerId = await customers.insert({ ...input, givenName: input.firstName, familyName: input.lastName });
    if (customerId === null) throw usernameExists();
    if (!(await customers.insertProject(customerId, PROJECT_ENVIRONMENTS.Live, input.projectCode))) throw codeTaken();
    const devCode = await firstFreeCode(devCodeCandidates(input.projectCode), (c) => customers.isProjectCodeTaken(c));
    if (!(await customers.insertProject(customerId, PROJECT_ENVIRONMENTS.Dev, devCode))) throw codeTaken();

    const ledger = payments.bind(tx);
    const billingCustomerId = await ledger.ensureCustomer(customerId, email);
    const subscription = await ledger.startTrial(billingCustomerId, price.price.id, now);
    const attributes = {
      [ATTR.GIVEN_NAME]: input.firstName,
      [ATTR.FAMILY_NAME]: input.lastName,
      [ATTR.COUNTRY]: input.country,
      [ATTR.INDUSTRY]: input.industry,
      [ATTR.NOTIFICATION_PREF]: DEFAULT_NOTIFICATION_SETTING,
      [ATTR.SUBSCRIPTIONS]: subscriptionsAttribute(price.product.name, subscription),
      [ATTR.STRIPE_CUSTOMER_ID]: billingCustomerId,
    };
    return insertSignUp(identity, tx, { ...draft, attributes });
  }).catch((err: unknown) => {
    if (err instanceof CognitoError && err.type === 'UsernameExistsException') throw usernameExists();
    if (err instanceof NoFreeProjectCodeError) throw codeTaken();
    throw err;
  });

  const delivery = await mailSignUpCode(identity, pending);
  return { userSub: pending.sub, codeDeliveryDestination: delivery.Destination };
}
