import { ROLES, TIERS, type Role, type Tier } from '../contracts';
import type { CustomerProfile } from '../plugins/app/customers/customer-repository';

/** Password of every demo account (meets the portal's minimum of 8 characters). */
export const DEMO_PASSWORD = 'Demo!2345';

/**
 * One demo account: a customer profile plus what the other seeders need. Identity and
 * billing seeders read this list so every module seeds the same people: identity creates
 * the login, billing the subscription of `tier`.
 */
export interface DemoAccount extends CustomerProfile {
  readonly password: string;
  readonly role: Role;
  /** Subscription tier; null for the admin, who holds every feature without one. */
  readonly tier: Tier | null;
  /** Public (Live) project code; the private Dev code is this plus `-dev`. */
  readonly projectCode: string;
}

const account = (a: Omit<DemoAccount, 'password'>): DemoAccount => Object.freeze({ ...a, password: DEMO_PASSWORD });

export const DEMO_ACCOUNTS: readonly DemoAccount[] = Object.freeze([
  account({
    email: 'admin@demo.test',
    role: ROLES.admin,
    tier: null,
    givenName: 'Ada',
    familyName: 'Admin',
    companyName: 'Story Portal',
    roleInCompany: 'Platform Administrator',
    country: 'Australia',
    industry: 'Computer Programming, Data Processing, and Integrated Systems Design Services',
    postCode: '4000',
    projectCode: 'demo-admin',
  }),
  account({
    email: 'pro@demo.test',
    role: ROLES.customer,
    tier: TIERS.Pro,
    givenName: 'Priya',
    familyName: 'Patel',
    companyName: 'Coastal Football Club',
    roleInCompany: 'Marketing Manager',
    country: 'Australia',
    industry: 'Sporting and Recreational Camps',
    postCode: '2000',
    projectCode: 'demo-pro',
  }),
  account({
    email: 'entry@demo.test',
    role: ROLES.customer,
    tier: TIERS.Entry,
    givenName: 'Ethan',
    familyName: 'Miller',
    companyName: 'Riverside Community College',
    roleInCompany: 'Communications Lead',
    country: 'United States',
    industry: 'Colleges, Universities, Professional Schools, and Junior Colleges',
    postCode: '10001',
    projectCode: 'demo-entry',
  }),
  account({
    email: 'starter@demo.test',
    role: ROLES.customer,
    tier: TIERS.Starter,
    givenName: 'Sophie',
    familyName: 'Clarke',
    companyName: 'Northern Arts Trust',
    roleInCompany: 'Volunteer Coordinator',
    country: 'United Kingdom',
    industry: 'Charitable and Social Service Organizations',
    postCode: 'M1 1AE',
    projectCode: 'demo-starter',
  }),
  account({
    email: 'beginner@demo.test',
    role: ROLES.customer,
    tier: TIERS.Beginner,
    givenName: 'Ben',
    familyName: 'Nguyen',
    companyName: 'Brisbane Bike Co',
    roleInCompany: 'Owner',
    country: 'Australia',
    industry: 'Bicycle Shops - Sales and Service',
    postCode: '4101',
    projectCode: 'demo-beginner',
  }),
]);

/** Dev (private, for testing) project code of an account. */
export function devProjectCode(a: Pick<DemoAccount, 'projectCode'>): string {
  return `${a.projectCode}-dev`;
}

/**
 * The subscription id of a demo account's plan, stable across seeds so the identity
 * seeder's custom:subscriptions and the billing ledger name the same subscription.
 */
export function demoSubscriptionId(a: Pick<DemoAccount, 'projectCode'>): string {
  return `sub_${a.projectCode.replace(/-/g, '_')}`;
}

/** Lines printed at start and by `npm run seed` so a tester knows how to sign in. */
export function formatDemoAccounts(accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  const rows = accounts.map((a) => `  ${a.email.padEnd(width)}  ${a.password}  ${a.role === ROLES.admin ? 'admin' : a.tier ?? '-'}`);
  return ['Demo accounts (email, password, role or tier):', ...rows].join('\n');
}
