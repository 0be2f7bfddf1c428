import {
  chargesGst,
  displayPrice,
  formatAud,
  intervalOf,
  isOnTrial,
  needsDowngradeConfirmation,
  planChange,
  trialPriceOf,
  updateButtonLabel,
  withGst,
  yearlyEquivalent,
  type Price,
  type Product,
} from './billing';

const price = (id: string, unit_amount: number, interval: 'month' | 'year'): Price => ({
  id,
  product: 'prod_x',
  unit_amount,
  currency: 'aud',
  nickname: null,
  recurring: { interval },
});

describe('price maths (000 §2, §9)', () => {
  it('adds 10% GST for Australia only, rounded to the cent', () => {
    expect(chargesGst('Australia')).toBe(true);
    expect(chargesGst(' australia ')).toBe(true);
    expect(chargesGst('New Zealand')).toBe(false);
    expect(chargesGst(undefined)).toBe(false);
    expect(withGst(4900, 'Australia')).toBe(5390);
    expect(withGst(4999, 'Australia')).toBe(5499);
    expect(withGst(4900, 'United Kingdom')).toBe(4900);
  });
  it('formats cents as AUD in en-AU', () => {
    expect(formatAud(4900)).toBe('$49.00');
    expect(formatAud(123456)).toBe('$1,234.56');
    expect(formatAud(0)).toBe('$0.00');
  });
  it('shows a monthly price with its yearly equivalent (12 x monthly), a yearly one as charged', () => {
    expect(yearlyEquivalent(4900)).toBe(58800);
    expect(displayPrice(price('m', 4900, 'month'), 'Australia')).toEqual({
      amount: '$53.90',
      interval: 'month',
      yearlyEquivalent: '$646.80',
      free: false,
      inclGst: true,
    });
    expect(displayPrice(price('y', 51450, 'year'), 'United States')).toEqual({
      amount: '$514.50',
      interval: 'year',
      yearlyEquivalent: null,
      free: false,
      inclGst: false,
    });
    // Nothing is taxed on a free price, so it says nothing of GST.
    expect(displayPrice(price('b', 0, 'month'), 'Australia')).toMatchObject({ free: true, inclGst: false });
  });
  it('starts a trial on the monthly price', () => {
    const product: Product = { id: 'prod_x', name: 'Pro', description: null, prices: [price('y', 1, 'year'), price('m', 1, 'month')] };
    expect(trialPriceOf(product)?.id).toBe('m');
    expect(trialPriceOf({ ...product, prices: [] })).toBeNull();
  });
});

describe('trial and interval (000 §4)', () => {
  it('is on trial while trial_end lies in the future', () => {
    expect(isOnTrial({ trial_end: 1001 }, 1000)).toBe(true);
    expect(isOnTrial({ trial_end: 1000 }, 1000)).toBe(false);
    expect(isOnTrial({ trial_end: null }, 1000)).toBe(false);
  });
  it('is yearly when the period exceeds 10,000,000 s', () => {
    expect(intervalOf({ current_period_start: 0, current_period_end: 10_000_000 })).toBe('month');
    expect(intervalOf({ current_period_start: 0, current_period_end: 10_000_001 })).toBe('year');
    expect(intervalOf({ current_period_start: 0, current_period_end: 31 * 86_400 })).toBe('month');
    expect(intervalOf({ current_period_start: 0, current_period_end: 365 * 86_400 })).toBe('year');
  });
});

describe('plan changes and the modal button (000 §2)', () => {
  const pro = { tier: 'Pro', interval: 'month' } as const;
  it('classifies every change', () => {
    expect(planChange(null, pro)).toBe('start');
    expect(planChange(pro, pro)).toBe('current');
    expect(planChange(pro, { ...pro, interval: 'year' })).toBe('switchInterval');
    expect(planChange({ tier: 'Starter', interval: 'month' }, pro)).toBe('upgrade');
    expect(planChange({ tier: 'Entry', interval: 'year' }, pro)).toBe('upgrade');
    expect(planChange(pro, { tier: 'Entry', interval: 'month' })).toBe('downgrade');
    expect(planChange(pro, { tier: 'Beginner', interval: 'month' })).toBe('downgrade');
    expect(planChange({ tier: 'Beginner', interval: 'month' }, { tier: 'Beginner', interval: 'year' })).toBe('current');
  });
  it('asks to confirm a downgrade to Beginner only', () => {
    expect(needsDowngradeConfirmation(pro, { tier: 'Beginner', interval: 'month' })).toBe(true);
    expect(needsDowngradeConfirmation(pro, { tier: 'Entry', interval: 'month' })).toBe(false);
    expect(needsDowngradeConfirmation(null, { tier: 'Beginner', interval: 'month' })).toBe(false);
  });
  it('labels the button Update Card, Confirm Downgrade or Confirm Payment', () => {
    expect(updateButtonLabel(pro, null)).toBe('Update Card');
    expect(updateButtonLabel(pro, { tier: 'Beginner', interval: 'month' })).toBe('Confirm Downgrade');
    expect(updateButtonLabel(pro, { tier: 'Pro', interval: 'year' })).toBe('Confirm Payment');
    expect(updateButtonLabel(null, { tier: 'Starter', interval: 'month' })).toBe('Confirm Payment');
  });
});
