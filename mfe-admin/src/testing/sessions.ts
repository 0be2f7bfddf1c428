import { ROLES, featuresFor } from '@portal/shared-contracts/core';
import { fakeSession, type FakeSession } from '@portal/shared-ui/testing';

/** The signed-in admin of the tests (as the api's seed names it). */
export const ADMIN_EMAIL = 'admin@demo.test';

/** A signed-in admin session; `reauthenticate` answers null (wrong credentials) until a test sets it up. */
export function adminSession(): FakeSession {
  return fakeSession({
    status: 'signedIn',
    features: featuresFor(ROLES.admin, null),
    user: {
      sub: 'admin-sub',
      username: ADMIN_EMAIL,
      email: ADMIN_EMAIL,
      givenName: 'Ada',
      familyName: 'Admin',
      role: ROLES.admin,
      customerId: '1',
      subscriptionName: null,
      tier: null,
      attributes: {},
    },
  });
}
