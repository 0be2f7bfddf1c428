import { CARD_PROVIDER_MESSAGES, TEST_CARDS } from '../../../contracts';
import { CardError } from './payment-gateway';

/** What the local gateway keeps of a card: never the number or the CVC. */
export interface CardSummary {
  readonly brand: 'visa' | 'mastercard' | 'amex' | 'unknown';
  readonly last4: string;
  readonly exp_month: number;
  readonly exp_year: number;
}

export interface CardInput {
  readonly number: string;
  readonly exp_month: number;
  readonly exp_year: number;
  readonly cvc: string;
}


/** The card's brand from its number prefix (Visa 4; Mastercard 51-55, 2221-2720; Amex 34, 37). */
export function brandOf(digits: string): CardSummary['brand'] {
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  return 'unknown';
}

/** A card expires at the end of its expiry month (UTC). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}

/**
 * Checks a card as Stripe's test mode does for the three test numbers the portal uses
 * (spaces ignored): 4242... succeeds, 4000...0002 is declined, 4000...9995 has
 * insufficient funds. Any other number, an expiry in the past or a malformed CVC is
 * refused. Throws CardError; returns what may be stored.
 */
export function checkTestCard(card: CardInput, now: Date): CardSummary {
  const digits = card.number.replace(/\s+/g, '');
  const known = (Object.values(TEST_CARDS) as string[]).includes(digits);
  if (!known) throw new CardError('invalid_number', CARD_PROVIDER_MESSAGES.notATestCard);
  if (isExpired(card.exp_month, card.exp_year, now)) throw new CardError('expired_card', CARD_PROVIDER_MESSAGES.expired);
  if (!/^\d{3,4}$/.test(card.cvc)) throw new CardError('incorrect_cvc', CARD_PROVIDER_MESSAGES.invalidCvc);
  if (digits === TEST_CARDS.declined) throw new CardError('card_declined', CARD_PROVIDER_MESSAGES.declined, 'generic_decline');
  if (digits === TEST_CARDS.insufficientFunds) {
    throw new CardError('card_declined', CARD_PROVIDER_MESSAGES.insufficientFunds, 'insufficient_funds');
  }
  return { brand: brandOf(digits), last4: digits.slice(-4), exp_month: card.exp_month, exp_year: card.exp_year };
}
