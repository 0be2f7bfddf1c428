import type { ReactElement } from 'react';
import { BILLING_TEXTS, type PaymentMethod } from '@portal/shared-contracts';
import { CreditCardOutlined, Flex, Typography } from '@portal/shared-ui';

/** "•••• •••• •••• 4242": the saved card as masked digits ending in its last four (000 §2). */
export function maskedCard(last4: string): string {
  return `•••• •••• •••• ${last4}`;
}

/** A small Visa mark (the spec's "visa icon"); other brands get the generic card icon. */
function VisaIcon(): ReactElement {
  return (
    <svg role="img" aria-label={BILLING_TEXTS.visa} width="38" height="24" viewBox="0 0 38 24">
      <rect width="38" height="24" rx="4" fill="#1a1f71" />
      <text x="19" y="16.5" textAnchor="middle" fill="#ffffff" fontFamily="Arial, sans-serif" fontSize="11" fontWeight="700" fontStyle="italic">
        VISA
      </text>
    </svg>
  );
}

/** The customer's default card with its brand icon, or "No card on file". */
export function CurrentCard({ card }: { card: PaymentMethod | null }): ReactElement {
  return (
    <Flex align="center" gap={12} style={{ marginBottom: 16 }} data-testid="current-card">
      <Typography.Text strong>{BILLING_TEXTS.currentCard}:</Typography.Text>
      {card ? (
        <>
          {card.card.brand.toLowerCase() === 'visa' ? (
            <VisaIcon />
          ) : (
            <CreditCardOutlined role="img" aria-label={BILLING_TEXTS.card} style={{ fontSize: 24 }} />
          )}
          <Typography.Text style={{ fontFamily: 'monospace', fontSize: 16 }}>{maskedCard(card.card.last4)}</Typography.Text>
        </>
      ) : (
        <Typography.Text>{BILLING_TEXTS.noCard}</Typography.Text>
      )}
    </Flex>
  );
}
