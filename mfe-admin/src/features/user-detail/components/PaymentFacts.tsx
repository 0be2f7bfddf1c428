import { useId, type ReactElement } from 'react';
import { adminStatusLabel } from '@portal/shared-contracts/storyboards';
import {
  ADMIN_USER_LABELS as L,
  adminEarlierSubscription,
  type AdminPaymentCustomer,
  type AdminSubscription,
} from '@portal/shared-contracts/admin';
import { Typography } from '@portal/shared-ui';
import { currencyOf, formatAdminDate, formatAmount } from '../../admin-format';
import { Facts, type Fact } from './Facts';

/** A subscription's fields (002 §3): plan, status label, its dates, price, currency and interval. */
function subscriptionFacts(s: AdminSubscription): Fact[] {
  return [
    [L.plan, s.plan],
    [L.status, adminStatusLabel(s.status)],
    [L.subscriptionCreated, formatAdminDate(s.created)],
    [L.currentStart, formatAdminDate(s.current_start)],
    [L.currentEnd, formatAdminDate(s.current_end)],
    [L.trialEnd, formatAdminDate(s.trial_end)],
    [L.canceledAt, formatAdminDate(s.canceled_at)],
    [L.unitAmount, formatAmount(s.unit_amount, s.currency)],
    [L.currency, currencyOf(s.currency)],
    [L.interval, s.subscription_plan_interval ? L.intervals[s.subscription_plan_interval] : null],
  ];
}

export interface PaymentFactsProps {
  readonly customer: AdminPaymentCustomer | null;
  /** The subscription the page speaks of (the current one); the others are listed under it. */
  readonly subscription: AdminSubscription | null;
}

/** The payment data of 002 §3: the payment customer, the current subscription in full, earlier ones in a line each. */
export function PaymentFacts({ customer, subscription }: PaymentFactsProps): ReactElement {
  const earlierId = useId();
  if (!customer) return <Typography.Text type="secondary">{L.noPaymentCustomer}</Typography.Text>;
  const earlier = customer.subscriptions.filter((s) => s.id !== subscription?.id);
  return (
    <>
      <Facts
        facts={[
          [L.paymentCustomer, customer.id],
          [L.paymentCustomerCreated, formatAdminDate(customer.created)],
          ...(subscription ? subscriptionFacts(subscription) : [[L.subscription, L.noSubscription] as const]),
        ]}
      />
      {earlier.length > 0 ? (
        <div>
          <Typography.Text strong id={earlierId}>
            {L.otherSubscriptions}
          </Typography.Text>
          <ul aria-labelledby={earlierId}>
            {earlier.map((s) => (
              <li key={s.id}>{adminEarlierSubscription(s.plan ?? '—', adminStatusLabel(s.status), formatAdminDate(s.created))}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
