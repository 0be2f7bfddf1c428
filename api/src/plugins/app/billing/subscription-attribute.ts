import type { Subscription } from './payment-gateway';

/** One item of custom:subscriptions (000 §3): the product name is the subscription level. */
export interface SubscriptionSummary {
  readonly name: string;
  readonly id: string;
  /** Epoch seconds. */
  readonly created: number;
}

/**
 * The custom:subscriptions value for a subscription of product `productName`: a JSON
 * string listing `{ name, id, created }`, the first item's name being the level the
 * portal gates features on.
 */
export function subscriptionsAttribute(productName: string, subscription: Pick<Subscription, 'id' | 'created'>): string {
  const items: SubscriptionSummary[] = [{ name: productName, id: subscription.id, created: subscription.created }];
  return JSON.stringify(items);
}

/** custom:subscriptions of a customer without a subscription (after a cancellation): no tier. */
export const NO_SUBSCRIPTIONS = '[]';
