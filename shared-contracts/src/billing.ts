import { z } from 'zod';

/**
 * Catalogue shapes of the payment gateway (000 §3), as Stripe names them. Amounts are
 * integer cents in AUD. The billing issue extends this module; sign-up already needs
 * the catalogue to pick the trial price.
 */
export const BILLING_INTERVALS = { month: 'month', year: 'year' } as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[keyof typeof BILLING_INTERVALS];

export const priceSchema = z.object({
  id: z.string(),
  product: z.string(),
  unit_amount: z.number().int().nonnegative(),
  currency: z.string(),
  nickname: z.string().nullable(),
  recurring: z.object({ interval: z.enum([BILLING_INTERVALS.month, BILLING_INTERVALS.year]) }),
});
export type Price = z.infer<typeof priceSchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Active prices of the product, monthly first. */
  prices: z.array(priceSchema),
});
export type Product = z.infer<typeof productSchema>;

/** GET /stripe/list-products: the products sold through the hub, in the spec's order. */
export const listProductsResponseSchema = z.object({ data: z.array(productSchema) });
export type ListProductsResponse = z.infer<typeof listProductsResponseSchema>;

/** The price a sign-up's trial starts on: the product's monthly price, else its first. */
export function trialPriceOf(product: Product): Price | null {
  return product.prices.find((p) => p.recurring.interval === BILLING_INTERVALS.month) ?? product.prices[0] ?? null;
}
