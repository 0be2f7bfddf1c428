import type { ReactElement } from 'react';
import { BILLING_TEXTS, type PaymentMethod } from '@portal/shared-contracts/account';
import { Flex, Typography, createStyles } from '@portal/shared-ui';
import { CreditCardOutlined } from '@portal/shared-ui/icons';

/** "•••• •••• •••• 4242": the saved card as masked digits ending in its last four (000 §2). */
export function maskedCard(last4: string): string {
  return `•••• •••• •••• ${last4}`;
}

/** The height of the card brand mark, the Visa mark's and the generic icon's alike. */
const MARK_HEIGHT = 24;

const useStyles = createStyles('account-current-card', (token) => ({
  row: { gap: token.marginSM, marginBottom: token.margin },
  mark: { fontSize: MARK_HEIGHT },
  digits: { fontFamily: token.fontFamilyCode, fontSize: token.fontSizeLG },
}));

/** A small Visa mark (the spec's "visa icon"); other brands get the generic card icon. */
function VisaIcon(): ReactElement {
  return (
    <svg role="img" aria-label={BILLING_TEXTS.visa} width="38" height={MARK_HEIGHT} viewBox="0 0 38 24">
      <rect width="38" height="24" rx="4" fill="#1a1f71" />
      <text x="19" y="16.5" textAnchor="middle" fill="#ffffff" fontFamily="Arial, sans-serif" fontSize="11" fontWeight="700" fontStyle="italic">
        VISA
      </text>
    </svg>
  );
}

/** The customer's default card with its brand icon, or "No card on file". */
export function CurrentCard({ card }: { card: PaymentMethod | null }): ReactElement {
  const classes = useStyles();
  return (
    <Flex align="center" className={classes.row} data-testid="current-card">
      <Typography.Text strong>{BILLING_TEXTS.currentCard}:</Typography.Text>
      {card ? (
        <>
          {card.card.brand.toLowerCase() === 'visa' ? (
            <VisaIcon />
          ) : (
            <CreditCardOutlined role="img" aria-label={BILLING_TEXTS.card} className={classes.mark} />
          )}
          <Typography.Text className={classes.digits}>{maskedCard(card.card.last4)}</Typography.Text>
        </>
      ) : (
        <Typography.Text>{BILLING_TEXTS.noCard}</Typography.Text>
      )}
    </Flex>
  );
}
