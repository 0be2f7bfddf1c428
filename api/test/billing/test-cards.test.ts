import { CardError } from '../../src/plugins/app/billing';
import { brandOf, checkTestCard, isExpired } from '../../src/plugins/app/billing/test-cards';

const NOW = new Date('2030-06-15T12:00:00Z');
const card = (number: string, over: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {}) => ({
  number,
  exp_month: 12,
  exp_year: 2031,
  cvc: '123',
  ...over,
});
const refusal = (fn: () => unknown): { code: string; message: string; declineCode: string | undefined } => {
  try {
    fn();
  } catch (err) {
    if (err instanceof CardError) return { code: err.code, message: err.message, declineCode: err.declineCode };
    throw err;
  }
  throw new Error('expected a CardError');
};

describe('test cards of the local gateway', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4000000000000002', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2220990000000000', 'unknown'],
    ['2721000000000000', 'unknown'],
    ['5000000000000000', 'unknown'],
    ['5600000000000000', 'unknown'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'unknown'],
  ])('brand of %s is %s', (number, brand) => {
    expect(brandOf(number)).toBe(brand);
  });

  it('expires at the end of the expiry month', () => {
    expect(isExpired(6, 2030, NOW)).toBe(false);
    expect(isExpired(5, 2030, NOW)).toBe(true);
    expect(isExpired(12, 2029, NOW)).toBe(true);
    expect(isExpired(1, 2031, NOW)).toBe(false);
  });

  it('accepts 4242 4242 4242 4242 (spaces ignored) and keeps only brand, last4 and expiry', () => {
    expect(checkTestCard(card(' 4242 4242 4242 4242 ', { exp_month: 6, exp_year: 2030 }), NOW)).toEqual({
      brand: 'visa',
      last4: '4242',
      exp_month: 6,
      exp_year: 2030,
    });
  });

  it("declines Stripe's decline cards with Stripe's codes and messages", () => {
    expect(refusal(() => checkTestCard(card('4000 0000 0000 0002'), NOW))).toEqual({
      code: 'card_declined',
      message: 'Your card was declined.',
      declineCode: 'generic_decline',
    });
    expect(refusal(() => checkTestCard(card('4000000000009995'), NOW))).toEqual({
      code: 'card_declined',
      message: 'Your card has insufficient funds.',
      declineCode: 'insufficient_funds',
    });
  });

  it('refuses any other number, a past expiry and a malformed CVC', () => {
    for (const number of ['4111111111111111', '5555555555554444', '4242424242424241', '4242-4242-4242-4242', 'abcd']) {
      expect(refusal(() => checkTestCard(card(number), NOW))).toEqual({
        code: 'invalid_number',
        message: 'Your card number is not a valid test card.',
        declineCode: undefined,
      });
    }
    expect(refusal(() => checkTestCard(card('4242424242424242', { exp_month: 5, exp_year: 2030 }), NOW)).code).toBe('expired_card');
    // An expired decline card is refused for its expiry first, as Stripe checks it before charging.
    expect(refusal(() => checkTestCard(card('4000000000000002', { exp_year: 2020 }), NOW)).code).toBe('expired_card');
    expect(refusal(() => checkTestCard(card('4242424242424242', { cvc: '1x3' }), NOW)).code).toBe('incorrect_cvc');
  });
});
