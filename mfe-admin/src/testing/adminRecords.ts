import type { AdminAuditEntry, AdminIdentityUser, AdminSubscription } from '@portal/shared-contracts/admin';

/** An identity user as GET /admin/customerUsers answers one (a Pro customer with a payment account). */
export function identityUser(overrides: Partial<AdminIdentityUser> = {}): AdminIdentityUser {
  return {
    username: 'b1f0c1e2-0000-4000-8000-000000000001',
    email: 'pro@demo.test',
    given_name: 'Pat',
    family_name: 'Pro',
    roleInCompany: 'Coach',
    companyName: 'Demo Club',
    country: 'Australia',
    industry: 'Sport',
    projectCode: 'DEMO1',
    userCreateDate: '2024-01-02T03:04:05.000Z',
    lastLoginDate: '2025-03-01T09:00:00.000Z',
    subscriptions: [{ name: 'Pro', created: 1_704_164_645 }],
    'custom:stripe-customer-id': 'cus_demo1',
    customer_id: 7,
    role: 'customer',
    status: 'CONFIRMED',
    ...overrides,
  };
}

/** A subscription as GET /admin/stripeUsers answers one (active monthly Pro unless told). */
export function paymentSubscription(overrides: Partial<AdminSubscription> = {}): AdminSubscription {
  return {
    id: 'sub_demo1',
    plan: 'Pro',
    status: 'active',
    created: 1_704_164_645,
    current_start: 1_740_000_000,
    current_end: 1_742_419_200,
    trial_end: null,
    canceled_at: null,
    unit_amount: 9900,
    currency: 'aud',
    subscription_plan_interval: 'month',
    ...overrides,
  };
}

/** An audit entry as GET /admin/auditLog answers one (a succeeded industry edit unless told). */
export function auditEntry(id: number, overrides: Partial<AdminAuditEntry> = {}): AdminAuditEntry {
  return {
    id,
    at: '2025-03-04T05:06:07.000Z',
    actor: { username: 'admin-sub', email: 'admin@demo.test' },
    action: 'update_industry',
    target: { username: 'b1f0c1e2-0000-4000-8000-000000000001', email: 'pro@demo.test', customer_id: 'cus_demo1' },
    outcome: 'succeeded',
    error_code: null,
    error_message: null,
    cleanup: null,
    ...overrides,
  };
}
