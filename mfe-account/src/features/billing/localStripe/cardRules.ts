import { LOCAL_CARD_TEXTS as T } from '@portal/shared-contracts/account';

/** Card brands as Stripe's card element names them in its change event. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

const BRANDS: ReadonlyArray<readonly [CardBrand, RegExp]> = [
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[689])/],
  ['jcb', /^35/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2[2-7])/],
  ['unionpay', /^62/],
  ['discover', /^6(011|4[4-9]|5)/],
];

/** The brand of a card number from its leading digits (Stripe's names). */
export function cardBrand(digits: string): CardBrand {
  return BRANDS.find(([, pattern]) => pattern.test(digits))?.[0] ?? 'unknown';
}

/** The number of digits a complete number of this brand has. */
export function numberLength(brand: CardBrand): number {
  if (brand === 'amex') return 15;
  if (brand === 'diners') return 14;
  return 16;
}

export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** The Luhn (mod 10) check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** Digits grouped as printed on the card: 4-6-5 for Amex, else groups of four. */
export function formatCardNumber(value: string): string {
  const digits = onlyDigits(value);
  const brand = cardBrand(digits);
  const capped = digits.slice(0, numberLength(brand));
  if (brand === 'amex') return [capped.slice(0, 4), capped.slice(4, 10), capped.slice(10)].filter(Boolean).join(' ');
  return capped.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "MM / YY" as the user types; a first digit above 1 is a single-digit month ("4" -> "04").
 * No separator is added before the year's first digit, so backspace is never undone.
 */
export function formatExpiry(value: string): string {
  let digits = onlyDigits(value).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The typed card: digits only, expiry as month and four-digit year. */
export interface CardValues {
  readonly number: string;
  readonly expMonth: number | null;
  readonly expYear: number | null;
  readonly cvc: string;
}

export function parseCard(number: string, expiry: string, cvc: string): CardValues {
  const exp = onlyDigits(expiry);
  return {
    number: onlyDigits(number),
    expMonth: exp.length >= 2 ? Number(exp.slice(0, 2)) : null,
    expYear: exp.length === 4 ? 2000 + Number(exp.slice(2)) : null,
    cvc: onlyDigits(cvc),
  };
}

export interface CardCheckError {
  readonly type: 'validation_error';
  readonly code: string;
  readonly message: string;
}

/** What the card element reports in its change event. */
export interface CardCheck {
  readonly empty: boolean;
  readonly complete: boolean;
  readonly brand: CardBrand;
  /** The first problem, or undefined. Incomplete fields only count when `strict`. */
  readonly error: CardCheckError | undefined;
}

const problem = (code: string, message: string): CardCheckError => ({ type: 'validation_error', code, message });

/**
 * Checks a typed card as Stripe's card element does: the number passes Luhn at its
 * brand's length, the expiry is a real month not in the past, the CVC has the brand's
 * length. Invalid values are errors at once; incomplete ones only when `strict` (after
 * the user leaves the field, and when confirming).
 */
export function checkCard(card: CardValues, now: Date, strict: boolean): CardCheck {
  const brand = cardBrand(card.number);
  const empty = !card.number && card.expMonth === null && !card.cvc;
  const errors: CardCheckError[] = [];
  const wanted = numberLength(brand);
  if (card.number.length >= wanted && !luhnValid(card.number)) errors.push(problem('invalid_number', T.invalidNumber));
  else if (card.number.length < wanted && strict) errors.push(problem('incomplete_number', T.incompleteNumber));

  if (card.expMonth !== null && (card.expMonth < 1 || card.expMonth > 12)) errors.push(problem('invalid_expiry_month', T.invalidExpiryMonth));
  else if (card.expMonth !== null && card.expYear !== null) {
    const year = now.getFullYear();
    const month = now.getMonth() + 1;
    if (card.expYear < year || (card.expYear === year && card.expMonth < month)) errors.push(problem('invalid_expiry_year_past', T.expiryInPast));
  } else if (strict) errors.push(problem('incomplete_expiry', T.incompleteExpiry));

  if (card.cvc.length < cvcLength(brand) && strict) errors.push(problem('incomplete_cvc', T.incompleteCvc));

  const complete =
    card.number.length === wanted &&
    luhnValid(card.number) &&
    card.expMonth !== null &&
    card.expYear !== null &&
    card.cvc.length === cvcLength(brand) &&
    errors.length === 0;
  return { empty, complete, brand, error: errors[0] };
}
