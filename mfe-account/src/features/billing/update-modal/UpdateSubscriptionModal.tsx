import { useState, type ReactElement } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import { LABELS, SHELL_MESSAGES, type Tier, BILLING_LABELS, BILLING_MESSAGES } from '@portal/shared-contracts/core';
import {
  BILLING_INTERVALS,
  BILLING_TEXTS,
  displayPrice,
  needsDowngradeConfirmation,
  updateButtonLabel,
  type PaymentMethod,
  type Plan,
  type Price,
} from '@portal/shared-contracts/account';
import { Button, Flex, Typography, useBus, useMountProps } from '@portal/shared-ui';
import { Modal, ProgressModal } from '@portal/shared-ui/widgets';
import { COUNTRIES } from '../../../data/countries';
import type { BillingDetails, ConfirmCard } from '../paymentFlow';
import type { PaymentState } from '../paymentState';
import { needsCard } from '../plans';
import { stripeFor, type Stripe } from '../stripeLoader';
import { CardForm } from './CardForm';
import { CurrentCard } from './CurrentCard';

export interface UpdateSubscriptionModalProps {
  /** The price chosen in the hub; null for a plain card update. */
  readonly price: Price | null;
  readonly tier: Tier | null;
  readonly productName: string | null;
  readonly currentPlan: Plan | null;
  /** The customer's custom:country: GST in the summary, the Country field's first value. */
  readonly country: string | null;
  readonly defaultName: string;
  readonly card: PaymentMethod | null;
  readonly payment: PaymentState;
  readonly onSubmit: (billing: BillingDetails, confirmCard: ConfirmCard | null) => void;
  readonly onCancel: () => void;
}

/** The ISO code of a country name of the sign-up list ('' when it is not one). */
export function countryCode(name: string | null): string {
  const wanted = (name ?? '').trim().toLowerCase();
  return COUNTRIES.find((c) => c.country.toLowerCase() === wanted)?.letterCode ?? '';
}

/**
 * The Update Subscription modal (000 §2): the plan being paid for, the current card
 * masked with its icon, Name on Card, Country and the card element; or, for a downgrade
 * to Beginner, "Are you sure you want to downgrade?". Its button reads Update Card,
 * Confirm Payment or Confirm Downgrade. While the card is being saved a blocking
 * "Updating Your Subscription..." modal shows. Stripe.js (or the local stand-in) loads
 * the first time this modal needs a card element.
 */
export default function UpdateSubscriptionModal(props: UpdateSubscriptionModalProps): ReactElement {
  const { price, tier, productName, currentPlan, payment, onSubmit, onCancel } = props;
  const target: Plan | null = price && tier ? { tier, interval: price.recurring.interval } : null;
  const label = updateButtonLabel(currentPlan, target);
  const downgrade = !!target && needsDowngradeConfirmation(currentPlan, target);
  const withCard = !downgrade && needsCard(price);
  const busy = payment.status === 'updating';
  const shown = price ? displayPrice(price, props.country) : null;

  return (
    <>
      <Modal
        open
        title={BILLING_TEXTS.modalTitle}
        footer={null}
        onCancel={busy ? undefined : onCancel}
        closable={!busy}
        mask={{ closable: false }}
        keyboard={!busy}
      >
        {shown && productName ? (
          <Typography.Paragraph strong data-testid="payment-summary">
            {BILLING_TEXTS.paymentFor(
              productName,
              shown.interval === BILLING_INTERVALS.year ? BILLING_LABELS.yearly : BILLING_LABELS.monthly,
              shown.amount,
              shown.interval === BILLING_INTERVALS.year ? BILLING_TEXTS.perYear : BILLING_TEXTS.perMonth,
            )}
          </Typography.Paragraph>
        ) : null}
        {withCard ? (
          <CardStep {...props} label={label} busy={busy} />
        ) : (
          <>
            {downgrade ? <Typography.Paragraph>{BILLING_MESSAGES.confirmDowngrade}</Typography.Paragraph> : null}
            <Flex justify="flex-end" gap="small">
              <Button onClick={onCancel} disabled={busy}>
                {LABELS.cancel}
              </Button>
              <Button type="primary" loading={busy} onClick={() => onSubmit({ name: props.defaultName, country: countryCode(props.country) }, null)}>
                {label}
              </Button>
            </Flex>
          </>
        )}
      </Modal>
      <ProgressModal open={busy && payment.step === 'card'} message={SHELL_MESSAGES.updatingSubscription} />
    </>
  );
}

/** The card fields inside Stripe's Elements provider; Stripe loads when this first renders. */
function CardStep(props: UpdateSubscriptionModalProps & { label: string; busy: boolean }): ReactElement {
  const { config } = useMountProps();
  const bus = useBus();
  const [stripe] = useState<Promise<Stripe | null>>(() =>
    stripeFor(config).catch(() => {
      bus.publish('toast/requested', { kind: 'error', message: BILLING_MESSAGES.cardUpdateFailed });
      return null;
    }),
  );
  return (
    <>
      <CurrentCard card={props.card} />
      <Elements stripe={stripe}>
        <CardForm
          submitLabel={props.label}
          defaultName={props.defaultName}
          defaultCountry={countryCode(props.country)}
          busy={props.busy}
          hostedElement={!!config.stripePublishableKey}
          onSubmit={props.onSubmit}
          onCancel={props.onCancel}
        />
      </Elements>
    </>
  );
}
