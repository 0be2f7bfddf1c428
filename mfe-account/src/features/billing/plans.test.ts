import { trialPeriodActive, planActive } from '@portal/shared-contracts/core';
import { HUB_CATALOGUE, PERIOD_START, account, hubPrice, subscription } from '../../testing/billing';
import { currentPlanLine, currentPlanOf, currentSubscriptionOf, intervalsOf, needsCard, planOptions, tierOfPrice } from './plans';

const NOW = PERIOD_START + 86_400;

describe('hub plans', () => {
  it('lists the products in the spec plan order: Beginner, Starter, Pro, Entry', () => {
    const options = planOptions(HUB_CATALOGUE);
    expect(options.map((o) => o.tier)).toEqual(['Beginner', 'Starter', 'Pro', 'Entry']);
    expect(intervalsOf(options[0]!)).toEqual(['month']);
    expect(intervalsOf(options[2]!)).toEqual(['month', 'year']);
    expect(options[2]!.prices.year?.id).toBe('price_pro_yearly');
  });

  it('leaves out products the hub does not know and tiers the catalogue lacks', () => {
    const odd = [...HUB_CATALOGUE.filter((p) => p.name !== 'Entry'), { id: 'prod_x', name: 'Legacy', description: null, prices: [] }];
    expect(planOptions(odd).map((o) => o.tier)).toEqual(['Beginner', 'Starter', 'Pro']);
  });

  it('derives the current subscription: level from the price, interval from the period length, trial from trial_end', () => {
    const yearly = currentSubscriptionOf(account(subscription({ priceId: 'price_pro_yearly', days: 365 })), HUB_CATALOGUE, null, NOW);
    expect(yearly).toMatchObject({ level: 'Pro', interval: 'year', onTrial: false, trialEndInEpochSeconds: null });
    const trial = currentSubscriptionOf(account(subscription({ priceId: 'price_starter_monthly', days: 14, trialEnd: NOW + 100 })), HUB_CATALOGUE, null, NOW);
    expect(trial).toMatchObject({ level: 'Starter', interval: 'month', onTrial: true });
    const ended = currentSubscriptionOf(account(subscription({ trialEnd: NOW - 1 })), HUB_CATALOGUE, null, NOW);
    expect(ended?.onTrial).toBe(false);
    expect(currentPlanOf(yearly)).toEqual({ tier: 'Pro', interval: 'year' });
  });

  it('falls back to the session tier when the price is not in the catalogue, and is null without a subscription', () => {
    const current = currentSubscriptionOf(account(subscription()), [], 'Entry', NOW);
    expect(current?.level).toBe('Entry');
    expect(currentSubscriptionOf(account(null), HUB_CATALOGUE, 'Pro', NOW)).toBeNull();
    expect(currentSubscriptionOf(null, HUB_CATALOGUE, 'Pro', NOW)).toBeNull();
    expect(currentPlanOf(null)).toBeNull();
  });

  it('words the current plan line for a trial and for an active plan, with day-ordinal dates', () => {
    const trialEnd = Date.UTC(2026, 2, 21, 12) / 1000;
    const trial = currentSubscriptionOf(account(subscription({ trialEnd })), HUB_CATALOGUE, null, NOW)!;
    expect(currentPlanLine(trial)).toBe(trialPeriodActive('21st March 2026'));
    const monthly = currentSubscriptionOf(account(subscription({ days: 30 })), HUB_CATALOGUE, null, NOW)!;
    expect(currentPlanLine(monthly)).toBe(planActive('month', '31st March 2026'));
    const yearly = currentSubscriptionOf(account(subscription({ priceId: 'price_pro_yearly', days: 365 })), HUB_CATALOGUE, null, NOW)!;
    expect(currentPlanLine(yearly)).toBe('Yearly Plan Active | Ends on 1st March 2027');
  });

  it('finds the tier of a price and whether it needs a card', () => {
    expect(tierOfPrice(HUB_CATALOGUE, 'price_entry_yearly')).toBe('Entry');
    expect(tierOfPrice(HUB_CATALOGUE, 'price_nope')).toBeNull();
    expect(needsCard(null)).toBe(true);
    expect(needsCard(hubPrice('price_starter_monthly'))).toBe(true);
    expect(needsCard(hubPrice('price_beginner_monthly'))).toBe(false);
  });
});
