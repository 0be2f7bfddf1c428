import { ROLES, TIERS, featuresFor, type Role, type Tier } from '@portal/shared-contracts/core';
import { fakeSession, type FakeSession } from '@portal/shared-ui/testing';

/** The customer id of the test sessions (the `user_id` the AI calls send). */
export const CUSTOMER_ID = 42;
/** Their `sub`: stored job ids are kept under it. */
export const USER_SUB = 'user-1';

/** A signed-in user of customer 42 (a Pro customer unless told), with the features the host would compute. */
export function deepStorySession(role: Role = ROLES.customer, tier: Tier | null = TIERS.Pro): FakeSession {
  return fakeSession({
    status: 'signedIn',
    features: featuresFor(role, tier),
    user: {
      sub: USER_SUB,
      username: 'ann@example.com',
      email: 'ann@example.com',
      givenName: 'Ann',
      familyName: 'Lee',
      role,
      customerId: String(CUSTOMER_ID),
      subscriptionName: tier,
      tier,
      attributes: {},
    },
  });
}
