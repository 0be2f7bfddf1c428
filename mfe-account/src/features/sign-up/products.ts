import { PRICING } from '@portal/shared-contracts/core';
import { trialPriceOf, type Product } from '@portal/shared-contracts/account';

/** The plan a sign-up starts on, and the price whose trial starts. */
export interface SignUpPlan {
  readonly product: Product;
  readonly trialPriceId: string;
}

const named = (products: readonly Product[], name: string): Product | undefined => {
  const wanted = name.trim().toLowerCase();
  return products.find((p) => p.name.toLowerCase() === wanted && trialPriceOf(p));
};

/**
 * The plan of `?product=` (000 §2): the product of that name, case-insensitively; when
 * there is none (or it has no price to start a trial on), Starter. Null when the
 * catalogue has neither.
 */
export function pickSignUpPlan(products: readonly Product[], requested: string | null): SignUpPlan | null {
  const product = (requested ? named(products, requested) : undefined) ?? named(products, PRICING.DEFAULT_SIGNUP_PRODUCT);
  const price = product ? trialPriceOf(product) : null;
  return product && price ? { product, trialPriceId: price.id } : null;
}
