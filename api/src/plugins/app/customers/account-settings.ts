import type { Db } from '../../../db';
import { CUSTOMER_ATTRIBUTES as ATTR, type NotificationSetting } from '../../../contracts';
import { ApiError } from '../errors';
import { serverAttributes } from '../identity/attributes';
import type { Identity } from '../identity/auth/authenticate';
import type { Clock } from '../identity/clock';
import type { IdentityServices } from '../identity/identity-services';
import { TokenVerificationError, type TokenVerifier } from '../identity/tokens/token-verifier';
import { customerRepository, type Customer } from './customer-repository';

/** The caller's customer row; 404 USER_NOT_FOUND as GET /proxy/v1/current-user answers. */
export async function customerOf(db: Db, identity: Identity): Promise<Customer> {
  const customer = await customerRepository(db).findByEmail(identity.email);
  if (!customer) throw customerNotFound();
  return customer;
}

/** 404 USER_NOT_FOUND: the token's user has no customer record. */
export const customerNotFound = (): ApiError => new ApiError(404, 'USER_NOT_FOUND', 'No customer record exists for this user');

export interface LastLoginDeps {
  readonly db: Db;
  readonly accessTokens: TokenVerifier;
  readonly clock: Clock;
}

/**
 * PUT /user/updateLastLoginDate: the access token must be a valid one of the same user as
 * the id token, so one user cannot stamp another's login with a token they hold.
 */
export async function recordLastLogin(deps: LastLoginDeps, identity: Identity, accessToken: string): Promise<void> {
  let sub: string;
  try {
    ({ sub } = await deps.accessTokens.verify(accessToken));
  } catch (err) {
    if (err instanceof TokenVerificationError) {
      throw ApiError.unauthorized(`data.access_token: ${err.message}`, 'INVALID_ACCESS_TOKEN');
    }
    throw err;
  }
  if (sub !== identity.sub) throw ApiError.forbidden('data.access_token belongs to another user', 'TOKEN_MISMATCH');
  const customer = await customerOf(deps.db, identity);
  await customerRepository(deps.db).setLastLogin(customer.id, new Date(deps.clock.now()));
}

/**
 * PUT /preferences/notification: a server-side write of custom:notification-pref to the
 * caller's own identity user. Needs the local pool (aws mode would call
 * AdminUpdateUserAttributes, which this api does not hold credentials for).
 */
export async function setNotificationPreference(
  identityServices: IdentityServices | null,
  identity: Identity,
  setting: NotificationSetting,
): Promise<void> {
  if (!identityServices) {
    throw new ApiError(501, 'NOT_AVAILABLE', 'Attribute writes need the local user pool (PORTAL_MODE=local)');
  }
  const users = identityServices.users();
  if (!(await users.findBySub(identity.sub))) throw new ApiError(404, 'USER_NOT_FOUND', 'No identity user for this token');
  await users.mergeAttributes(identity.sub, serverAttributes({ [ATTR.NOTIFICATION_PREF]: setting }));
}
