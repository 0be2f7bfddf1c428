import type { ReactElement } from 'react';
import {
  ADMIN_USER_LABELS as L,
  ADMIN_USERS_LABELS,
  adminIdentitySubscription,
  type AdminIdentityUser,
} from '@portal/shared-contracts/admin';
import { formatAdminDate, formatAdminDateTime } from '../../admin-format';
import { Facts } from './Facts';

/** Every identity field of 002 §3 (Admin user): e-mail, names, company, dates, subscriptions and the payment customer id. */
export function AccountFacts({ user }: { readonly user: AdminIdentityUser }): ReactElement {
  const subscriptions =
    user.subscriptions.length === 0 ? (
      L.none
    ) : (
      <ul aria-label={L.identitySubscriptions}>
        {user.subscriptions.map((s) => (
          <li key={`${s.name}-${s.created}`}>{adminIdentitySubscription(s.name, formatAdminDate(s.created))}</li>
        ))}
      </ul>
    );
  return (
    <Facts
      facts={[
        [L.email, user.email],
        [L.givenName, user.given_name],
        [L.familyName, user.family_name],
        [L.roleInCompany, user.roleInCompany],
        [L.company, user.companyName],
        [L.country, user.country],
        [L.industry, user.industry],
        [L.projectCode, user.projectCode],
        [L.created, formatAdminDateTime(user.userCreateDate)],
        [L.lastLogin, user.lastLoginDate ? formatAdminDateTime(user.lastLoginDate) : ADMIN_USERS_LABELS.never],
        [L.identitySubscriptions, subscriptions],
        [L.stripeCustomerId, user['custom:stripe-customer-id']],
      ]}
    />
  );
}
