import { combineSlices, type UnknownAction } from '@reduxjs/toolkit';
import { featuresFor, TIER_FEATURES, type Feature, type Role, type SessionUser } from '@portal/shared-contracts/core';
import { fakeSession, type FakeSession } from '@portal/shared-ui/testing';
import { storyboardChanged, storyboardRefreshRequested } from '../shared';
import { storyboardQrSlice } from '../storyboard-qr';
import { storyboardActionsSlice } from './slice';

/*
 * Test helpers of the action bar's own tests (imported by *.test.ts(x) only).
 */

/** A signed-in user of customer 1 (or an admin of customer 99). */
export function sessionUser(role: Role = 'customer', overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    sub: `${role}-sub`,
    username: `${role}@example.com`,
    email: `${role}@example.com`,
    givenName: 'Alex',
    familyName: 'Rivera',
    role,
    customerId: role === 'admin' ? '99' : '1',
    subscriptionName: role === 'admin' ? null : 'Starter',
    tier: role === 'admin' ? null : 'Starter',
    attributes: {},
    ...overrides,
  };
}

/** A signed-in session for `role`, with a Starter's features unless told otherwise. */
export function signedIn(role: Role = 'customer', features?: readonly Feature[], user: Partial<SessionUser> = {}): FakeSession {
  return fakeSession({
    status: 'signedIn',
    user: sessionUser(role, user),
    features: features ?? (role === 'admin' ? featuresFor('admin', null) : TIER_FEATURES.Starter),
  });
}

type SharedEvent = ReturnType<typeof storyboardChanged | typeof storyboardRefreshRequested>;

/**
 * The action bar's slice alone, plus a log of the shared events it sends the detail page
 * (storyboardChanged, storyboardRefreshRequested) and the slice of the QR modal it opens:
 * the bar's tests do not depend on the other features' reducers and sagas.
 */
export const actionsOnlyReducer = combineSlices(storyboardActionsSlice, storyboardQrSlice, {
  sharedEvents: (state: readonly SharedEvent[] = [], action: UnknownAction): readonly SharedEvent[] =>
    storyboardChanged.match(action) || storyboardRefreshRequested.match(action) ? [...state, action] : state,
});
export type ActionsOnlyState = ReturnType<typeof actionsOnlyReducer>;
