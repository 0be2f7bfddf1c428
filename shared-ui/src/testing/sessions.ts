import { ROLES, TIERS, featuresFor, type Role, type SessionUser, type Tier } from '@portal/shared-contracts/core';
import { fakeSession, type FakeSession } from './fakeSession';

/** A signed-in user of customer 42; `sub` names whose stored job ids are read. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    sub: 'user-1',
    username: 'ann@example.com',
    email: 'ann@example.com',
    givenName: 'Ann',
    familyName: 'Lee',
    role: ROLES.customer,
    customerId: '42',
    subscriptionName: TIERS.Starter,
    tier: TIERS.Starter,
    attributes: {},
    ...overrides,
  };
}

/** A signed-in session whose features follow the role and tier, as the host computes them. */
export function signedInSession(role: Role = ROLES.customer, tier: Tier | null = TIERS.Starter, overrides: Partial<SessionUser> = {}): FakeSession {
  return fakeSession({ status: 'signedIn', user: sessionUser({ role, tier, subscriptionName: tier, ...overrides }), features: featuresFor(role, tier) });
}
