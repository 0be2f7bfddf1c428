import { type Tier, BILLING_MESSAGES } from '@portal/shared-contracts/core';
import {
  type CreateSubscriptionRequest,
  type Price,
  type SetupIntentResponse,
  type Subscription,
  type UpdateSubscriptionRequest,
} from '@portal/shared-contracts/account';
import type { HttpClient } from '@portal/shared-ui';
import * as api from './api';

/** Name and country sent to the card provider with the card (000 §4). Country is ISO 3166-1 alpha-2. */
export interface BillingDetails {
  readonly name: string;
  readonly country: string;
}

/** What confirming a card setup resolves, as Stripe.js (and the local stand-in) answer it. */
export type ConfirmCardResult =
  | { readonly setupIntent: { readonly payment_method?: string | { readonly id: string } | null } }
  | { readonly error: { readonly message?: string } };

/** Confirms the card typed in the card element against a setup intent's client secret. */
export type ConfirmCard = (clientSecret: string, billing: BillingDetails) => Promise<ConfirmCardResult>;

export interface PaymentRequest {
  /** The price chosen; null is a plain card update (the profile menu's "Update card details"). */
  readonly price: Price | null;
  /** The tier of `price`, published with 'subscription/changed'. */
  readonly tier: Tier | null;
  /** Save the typed card first. False only for a price that needs none (the free Beginner downgrade). */
  readonly withCard: boolean;
  readonly billing: BillingDetails;
  /** The live subscription: present, it is updated; absent, one is created (000 §4). */
  readonly subscriptionId: string | null;
  readonly email: string | null;
  readonly customerId: string | null;
}

/** The calls of the flow; `billingCalls(http)` binds them to the api. */
export interface PaymentCalls {
  createSetupIntent(key: string): Promise<Pick<SetupIntentResponse, 'client_secret'>>;
  updateCustomer(paymentMethodId: string, key: string): Promise<unknown>;
  createSubscription(input: CreateSubscriptionRequest, key: string): Promise<Subscription>;
  updateSubscription(input: UpdateSubscriptionRequest, key: string): Promise<Subscription>;
}

export interface PaymentFlowDeps {
  readonly calls: PaymentCalls;
  /** Null when no card element is on screen (a request without card). */
  readonly confirmCard: ConfirmCard | null;
  /** One key per user action, sent on every write of it. */
  readonly newIdempotencyKey: () => string;
}

/** Where a running flow is: saving the card, or changing the subscription. */
export type PaymentStep = 'card' | 'subscription';

export type PaymentOutcome =
  /** The setup intent came without a client secret: nothing more is done (000 §7). */
  | { readonly kind: 'noClientSecret' }
  /** The card provider refused the card: its message is shown, nothing else changes. */
  | { readonly kind: 'declined'; readonly message: string }
  | { readonly kind: 'cardUpdated' }
  | { readonly kind: 'subscriptionChanged'; readonly subscription: Subscription; readonly tier: Tier | null }
  | { readonly kind: 'failed'; readonly message: string };

export function billingCalls(http: HttpClient): PaymentCalls {
  return {
    createSetupIntent: (key) => api.createSetupIntent(http, key),
    updateCustomer: (paymentMethodId, key) => api.updateCustomer(http, paymentMethodId, key),
    createSubscription: (input, key) => api.createSubscription(http, input, key),
    updateSubscription: (input, key) => api.updateSubscription(http, input, key),
  };
}

const paymentMethodIdOf = (pm: string | { readonly id: string } | null | undefined): string | null =>
  typeof pm === 'string' ? pm : (pm?.id ?? null);

type CardOutcome = { readonly kind: 'saved' } | Exclude<PaymentOutcome, { kind: 'cardUpdated' | 'subscriptionChanged' }>;

/** Setup intent, card confirmation with name and country, then the card becomes the default. */
async function saveCard(deps: PaymentFlowDeps, billing: BillingDetails, key: string): Promise<CardOutcome> {
  try {
    const intent = await deps.calls.createSetupIntent(key);
    if (!intent.client_secret) return { kind: 'noClientSecret' };
    if (!deps.confirmCard) throw new Error('no card element to confirm');
    const confirmed = await deps.confirmCard(intent.client_secret, billing);
    if ('error' in confirmed) return { kind: 'declined', message: confirmed.error.message || BILLING_MESSAGES.cardUpdateFailed };
    const paymentMethodId = paymentMethodIdOf(confirmed.setupIntent.payment_method);
    if (!paymentMethodId) throw new Error('the confirmed setup intent has no payment method');
    await deps.calls.updateCustomer(paymentMethodId, key);
    return { kind: 'saved' };
  } catch {
    return { kind: 'failed', message: BILLING_MESSAGES.cardUpdateFailed };
  }
}

/**
 * The payment flow of 000 §4: save the card (setup intent -> confirm with the card
 * provider -> update customer), then, with a price chosen, create a subscription when
 * there is none or update the one there is. With no price it ends at "card updated".
 * Never throws: every end is an outcome. `onStep` tells the caller which modal to show.
 */
export async function runPaymentFlow(
  deps: PaymentFlowDeps,
  request: PaymentRequest,
  onStep: (step: PaymentStep) => void = () => undefined,
): Promise<PaymentOutcome> {
  const key = deps.newIdempotencyKey();
  if (request.withCard || !request.price) {
    onStep('card');
    const card = await saveCard(deps, request.billing, key);
    if (card.kind !== 'saved') return card;
  }
  if (!request.price) return { kind: 'cardUpdated' };
  onStep('subscription');
  const priceId = request.price.id;
  try {
    const subscription = request.subscriptionId
      ? await deps.calls.updateSubscription({ subscriptionId: request.subscriptionId, priceId }, key)
      : await deps.calls.createSubscription(
          { priceId, ...(request.email ? { email: request.email } : {}), ...(request.customerId ? { customerId: request.customerId } : {}) },
          key,
        );
    return { kind: 'subscriptionChanged', subscription, tier: request.tier };
  } catch {
    return { kind: 'failed', message: BILLING_MESSAGES.subscriptionUpdateFailed };
  }
}
