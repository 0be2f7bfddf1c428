import { useMemo, useState, type ReactElement } from 'react';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { CARD_ELEMENT_FONT_SIZE_PX, LABELS, BILLING_LABELS } from '@portal/shared-contracts/core';
import { BILLING_TEXTS } from '@portal/shared-contracts/account';
import { Button, Flex, Spin, Typography, createStyles } from '@portal/shared-ui';
import { Form, Input, Select } from '@portal/shared-ui/forms';
import { FormMessage } from '../../../components/FormMessage';
import { COUNTRIES } from '../../../data/countries';
import { useAccountStyles } from '../../../styles';
import type { BillingDetails, ConfirmCard } from '../paymentFlow';

export interface CardFormProps {
  readonly submitLabel: string;
  readonly defaultName: string;
  /** ISO 3166-1 alpha-2 code of the customer's country, or '' when unknown. */
  readonly defaultCountry: string;
  /** A payment is running: the fields and buttons are locked. */
  readonly busy: boolean;
  /** True when Stripe.js uses its own bordered iframe (a publishable key is set). */
  readonly hostedElement: boolean;
  readonly onSubmit: (billing: BillingDetails, confirmCard: ConfirmCard) => void;
  readonly onCancel: () => void;
}

interface CardState {
  readonly ready: boolean;
  readonly complete: boolean;
  readonly error: string | null;
}

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.letterCode, label: c.country, search: `${c.country} ${c.letterCode}`.toLowerCase() }));
const CARD_LABEL_ID = 'update-card-element-label';

const useStyles = createStyles('account-card-form', (token) => ({
  card: { marginBottom: token.marginXS },
  cardLabel: { display: 'block', marginBottom: token.marginXS },
  /**
   * The frame of Stripe's own iframe, padded like an antd input; its edge is grey 7, as the
   * local stand-in's fields, for the 3:1 non-text contrast WCAG asks of a field.
   */
  hostedElement: {
    paddingBlock: token.paddingXS,
    paddingInline: token.controlPaddingHorizontal - token.lineWidth,
    border: `${token.lineWidth}px ${token.lineType} #8c8c8c`,
    borderRadius: token.borderRadiusSM,
  },
  actions: { marginTop: token.marginXS },
}));

/**
 * Name on Card, Country and the card element (16 px) of the Update Subscription modal.
 * The same code runs on Stripe.js and on the local stand-in: the submit button works
 * only once the card element reports complete (000 §5), and the card is confirmed with
 * `stripe.confirmCardSetup` with the name and country as billing details.
 */
export function CardForm({ submitLabel, defaultName, defaultCountry, busy, hostedElement, onSubmit, onCancel }: CardFormProps): ReactElement {
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState(defaultName);
  const [country, setCountry] = useState(defaultCountry);
  const [card, setCard] = useState<CardState>({ ready: false, complete: false, error: null });
  const options = useMemo(() => ({ hidePostalCode: true, style: { base: { fontSize: `${CARD_ELEMENT_FONT_SIZE_PX}px` } } }), []);
  const canSubmit = !!stripe && !!elements && card.complete && !busy;
  const classes = useStyles();
  const shared = useAccountStyles();

  const submit = (): void => {
    if (!canSubmit || !stripe || !elements) return;
    const confirmCard: ConfirmCard = async (clientSecret, billing) => {
      const element = elements.getElement(CardElement);
      if (!element) throw new Error('The card element is no longer on the page');
      return stripe.confirmCardSetup(clientSecret, {
        payment_method: { card: element, billing_details: { name: billing.name, address: { country: billing.country } } },
      });
    };
    onSubmit({ name: name.trim(), country }, confirmCard);
  };

  return (
    <Form layout="vertical" onFinish={submit} disabled={busy} aria-label={BILLING_TEXTS.modalTitle} noValidate>
      <Form.Item label={BILLING_LABELS.nameOnCard} htmlFor="update-card-name" className={shared.formItem}>
        <Input id="update-card-name" autoComplete="cc-name" value={name} onChange={(e) => setName(e.target.value)} />
      </Form.Item>
      <Form.Item label={BILLING_LABELS.country} htmlFor="update-card-country" className={shared.formItem}>
        <Select<string, (typeof COUNTRY_OPTIONS)[number]>
          id="update-card-country"
          value={country || undefined}
          onChange={setCountry}
          options={COUNTRY_OPTIONS}
          placeholder={BILLING_TEXTS.countryPlaceholder}
          showSearch={{ filterOption: (input, option) => !!option && option.search.includes(input.trim().toLowerCase()) }}
        />
      </Form.Item>
      <div role="group" aria-labelledby={CARD_LABEL_ID} className={classes.card}>
        <Typography.Text id={CARD_LABEL_ID} strong className={classes.cardLabel}>
          {BILLING_TEXTS.cardDetails}
        </Typography.Text>
        {card.ready ? null : <Spin size="small" aria-label={BILLING_TEXTS.cardDetails} />}
        <div className={hostedElement ? classes.hostedElement : undefined}>
          <CardElement
            options={options}
            onReady={() => setCard((c) => ({ ...c, ready: true }))}
            onChange={(event) => setCard({ ready: true, complete: event.complete, error: event.error?.message ?? null })}
          />
        </div>
      </div>
      <FormMessage text={card.error} />
      <Flex justify="flex-end" gap="small" className={classes.actions}>
        <Button onClick={onCancel} disabled={busy}>
          {LABELS.cancel}
        </Button>
        <Button type="primary" htmlType="submit" disabled={!canSubmit} loading={busy}>
          {submitLabel}
        </Button>
      </Flex>
    </Form>
  );
}
