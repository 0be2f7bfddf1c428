import type { Db } from '../../../db';
import { BILLING_INTERVALS, TIERS, type BillingInterval, type Tier } from '../../../contracts';

export interface CataloguePrice {
  readonly id: string;
  /** AUD cents. */
  readonly unitAmount: number;
  readonly interval: BillingInterval;
  readonly nickname: string;
  /** A retired price stays in the ledger (subscriptions point at it) but is not sold. */
  readonly active: boolean;
}

export interface CatalogueProduct {
  readonly id: string;
  /** The tier name: it becomes custom:subscriptions' item name (000 §3). */
  readonly name: Tier;
  readonly description: string;
  readonly soldInHub: boolean;
  readonly sortOrder: number;
  readonly prices: readonly CataloguePrice[];
}

/** The yearly price of a monthly amount: 12 months less the annual saving of 12.5% (000 §2, §9). */
export function yearlyAmount(monthlyCents: number): number {
  return Math.round((monthlyCents * 12 * 7) / 8);
}

const CURRENCY = 'aud';

function paid(tier: Tier, monthlyCents: number): CataloguePrice[] {
  const key = tier.toLowerCase();
  return [
    { id: `price_${key}_monthly`, unitAmount: monthlyCents, interval: BILLING_INTERVALS.month, nickname: `${tier} Monthly`, active: true },
    { id: `price_${key}_yearly`, unitAmount: yearlyAmount(monthlyCents), interval: BILLING_INTERVALS.year, nickname: `${tier} Yearly`, active: true },
  ];
}

/**
 * The catalogue, in AUD cents excluding GST (the hub adds GST for Australia). Amounts are
 * ours (the spec shows none): monthly $40 Starter, $80 Entry, $160 Pro; yearly is 12
 * months less 12.5%. Ids are fixed so environments and the demo seed agree on them.
 * Order is the hub's (000 §2): Beginner, Starter, Pro, Entry. Enterprise is sold by sales.
 */
export const CATALOGUE: readonly CatalogueProduct[] = [
  {
    id: 'prod_beginner',
    name: TIERS.Beginner,
    description: 'Free forever: request storyboards for your project.',
    soldInHub: true,
    sortOrder: 1,
    prices: [{ id: 'price_beginner_monthly', unitAmount: 0, interval: BILLING_INTERVALS.month, nickname: 'Beginner Free Forever', active: true }],
  },
  {
    id: 'prod_starter',
    name: TIERS.Starter,
    description: 'Request storyboards and customise marketplace storyboards.',
    soldInHub: true,
    sortOrder: 2,
    prices: paid(TIERS.Starter, 4000),
  },
  {
    id: 'prod_pro',
    name: TIERS.Pro,
    description: 'Everything in Entry plus insights, metrics, the recommender, render and Deep Story.',
    soldInHub: true,
    sortOrder: 3,
    prices: paid(TIERS.Pro, 16000),
  },
  {
    id: 'prod_entry',
    name: TIERS.Entry,
    description: 'Everything in Starter plus the video assets your end users filmed.',
    soldInHub: true,
    sortOrder: 4,
    prices: paid(TIERS.Entry, 8000),
  },
  {
    id: 'prod_enterprise',
    name: TIERS.Enterprise,
    description: 'Extra project codes, StoryMaker, Studio Render and content curation. Talk to sales.',
    soldInHub: false,
    sortOrder: 5,
    prices: [],
  },
];

/** The monthly price id of a tier in the catalogue (demo seed, tests). */
export function monthlyPriceIdOf(tier: Tier): string {
  const product = CATALOGUE.find((p) => p.name === tier);
  const price = product?.prices.find((p) => p.active && p.interval === BILLING_INTERVALS.month);
  if (!price) throw new Error(`no monthly price for ${tier}`);
  return price.id;
}

/**
 * Writes the catalogue into the ledger; safe on every start. Product details follow the
 * code; a price's amount, currency and interval never change once written (as in Stripe),
 * only whether it is still sold. Retirements run first so a replacement price does not
 * collide with the one-active-price-per-interval index.
 */
export async function syncCatalogue(db: Db, catalogue: readonly CatalogueProduct[] = CATALOGUE): Promise<void> {
  await db.transaction(async (tx) => {
    for (const p of catalogue) {
      await tx.query(
        `insert into billing_products (id, name, description, sold_in_hub, sort_order, active)
         values ($1, $2, $3, $4, $5, true)
         on conflict (id) do update set name = excluded.name, description = excluded.description,
           sold_in_hub = excluded.sold_in_hub, sort_order = excluded.sort_order, active = true`,
        [p.id, p.name, p.description, p.soldInHub, p.sortOrder],
      );
    }
    const prices = catalogue.flatMap((p) => p.prices.map((price) => ({ ...price, productId: p.id })));
    prices.sort((a, b) => Number(a.active) - Number(b.active));
    for (const price of prices) {
      await tx.query(
        `insert into billing_prices (id, product_id, unit_amount, currency, nickname, recurring_interval, active)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (id) do update set nickname = excluded.nickname, active = excluded.active`,
        [price.id, price.productId, price.unitAmount, CURRENCY, price.nickname, price.interval, price.active],
      );
    }
  });
}
