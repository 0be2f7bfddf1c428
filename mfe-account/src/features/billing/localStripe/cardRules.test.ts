import { LOCAL_CARD_TEXTS as T, TEST_CARDS } from '@portal/shared-contracts/account';
import { cardBrand, checkCard, formatCardNumber, formatExpiry, luhnValid, parseCard } from './cardRules';

const NOW = new Date(2026, 5, 15); // 15 June 2026

describe('card rules of the local card element', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999', 'unknown'],
    ['', 'unknown'],
  ])('brand of %s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  it('checks numbers with Luhn', () => {
    expect(luhnValid(TEST_CARDS.succeeds)).toBe(true);
    expect(luhnValid(TEST_CARDS.declined)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242 4242')).toBe(false);
  });

  it('groups digits as printed and caps them at the brand length', () => {
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('3782822463100051')).toBe('3782 822463 10005');
    expect(formatCardNumber('42a4-2')).toBe('4242');
  });

  it('formats the expiry as MM / YY and never re-adds a deleted separator', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12 / ')).toBe('12');
    expect(formatExpiry('12 / 305')).toBe('12 / 30');
  });

  const check = (number: string, expiry: string, cvc: string, strict = false) => checkCard(parseCard(number, expiry, cvc), NOW, strict);

  it('is complete for a valid number, a current or future expiry and a full CVC', () => {
    expect(check(TEST_CARDS.succeeds, '06 / 26', '123')).toEqual({ empty: false, complete: true, brand: 'visa', error: undefined });
    expect(check('378282246310005', '01 / 30', '1234').complete).toBe(true);
    expect(check('378282246310005', '01 / 30', '123').complete).toBe(false);
  });

  it('is empty with nothing typed, and only strict checks report incomplete fields', () => {
    expect(check('', '', '')).toEqual({ empty: true, complete: false, brand: 'unknown', error: undefined });
    expect(check('4242', '', '').error).toBeUndefined();
    expect(check('4242', '', '', true).error?.message).toBe(T.incompleteNumber);
    expect(check(TEST_CARDS.succeeds, '1', '', true).error?.message).toBe(T.incompleteExpiry);
    expect(check(TEST_CARDS.succeeds, '12 / 30', '1', true).error?.message).toBe(T.incompleteCvc);
  });

  it('reports invalid values at once', () => {
    expect(check('4242424242424241', '', '').error).toEqual({ type: 'validation_error', code: 'invalid_number', message: T.invalidNumber });
    expect(check(TEST_CARDS.succeeds, '05 / 26', '123').error?.message).toBe(T.expiryInPast);
    expect(check(TEST_CARDS.succeeds, '12 / 25', '123').error?.message).toBe(T.expiryInPast);
    expect(check(TEST_CARDS.succeeds, '13 / 30', '123').error?.message).toBe(T.invalidExpiryMonth);
    expect(check(TEST_CARDS.succeeds, '05 / 26', '123').complete).toBe(false);
  });
});
