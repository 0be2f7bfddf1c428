import type { loadStripe } from '@stripe/stripe-js/pure';
import type { PortalConfig } from '@portal/shared-contracts/core';

/** Stripe.js' Stripe object (the type only: Stripe.js itself loads when the card modal opens). */
export type Stripe = NonNullable<Awaited<ReturnType<typeof loadStripe>>>;

const loading = new Map<string, Promise<Stripe | null>>();

/**
 * The Stripe object the card form runs on: Stripe.js with the publishable key, else the
 * local stand-in that confirms cards against the api (local mode). Both load on first
 * use, in their own chunks, and once per page.
 */
export function stripeFor(config: Pick<PortalConfig, 'stripePublishableKey' | 'apiUrl'>): Promise<Stripe | null> {
  const publishableKey = config.stripePublishableKey;
  const cacheKey = publishableKey ? `stripe:${publishableKey}` : `local:${config.apiUrl}`;
  const cached = loading.get(cacheKey);
  if (cached) return cached;
  const started: Promise<Stripe | null> = publishableKey
    ? import('@stripe/stripe-js/pure').then((m) => m.loadStripe(publishableKey))
    : import('./localStripe/localStripe').then((m) => m.createLocalStripe({ apiUrl: config.apiUrl }) as unknown as Stripe);
  // A failed load (offline, blocked script) may be retried the next time the modal opens.
  const guarded = started.catch((error: unknown) => {
    loading.delete(cacheKey);
    throw error;
  });
  loading.set(cacheKey, guarded);
  return guarded;
}
