import { COMMON_MESSAGES } from './common';

/**
 * Subscription hub and card texts (000 §2, which asks for the help text, the card fields
 * and the masked card without quoting them). The spec words none of them; the wording is
 * ours. The support address the help text names is SUPPORT_EMAIL in constants/account.ts.
 */

/** Texts of the subscription hub, its plan cards and the Update Subscription modal. */
export const BILLING_TEXTS = {
  /** 000 §2: "changing or cancelling a subscription is done by emailing support". */
  helpBefore: 'To change or cancel your subscription, email our support team at',
  helpAfter: 'and we will take care of it.',
  /** Plan card figures. */
  perMonth: 'per month',
  perYear: 'per year',
  /** A monthly card's yearly equivalent (000 §2, 001 §9): "$528.00 per year". */
  yearlyEquivalent: (amount: string): string => `or ${amount} per year`,
  /** Shown under prices for customers whose country is Australia. */
  inclGst: 'incl. GST',
  /** Accessible name of a card's Monthly / Yearly toggle. */
  intervalToggle: (product: string): string => `${product} billing period`,
  /** Accessible name of a plan card's button, with its product. */
  choosePlan: (label: string, product: string): string => `${label}: ${product}`,
  /** The current plan line's heading. */
  currentPlan: 'Current plan',
  noPlan: 'You have no subscription yet. Choose a plan below.',
  loadingPlans: COMMON_MESSAGES.loadingPlans,
  plansFailed: 'The plans could not be loaded. Please try again.',
  retry: 'Retry',
  /** Update Subscription modal. */
  modalTitle: 'Update Subscription',
  currentCard: 'Current card',
  noCard: 'No card on file',
  cardDetails: 'Card details',
  countryPlaceholder: 'Select a country',
  /** The plan a payment is for, e.g. "Pro, Yearly: $1,848.00 per year". */
  paymentFor: (product: string, interval: string, amount: string, per: string): string => `${product}, ${interval}: ${amount} ${per}`,
  /** Card brand names read out for the card icon. */
  visa: 'Visa',
  card: 'Card',
} as const;

/**
 * The local card element's texts (local mode only; Stripe's own element speaks for itself
 * with a publishable key). Error messages are Stripe's wording for the same checks.
 */
export const LOCAL_CARD_TEXTS = {
  number: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvc: 'CVC',
  numberPlaceholder: '1234 1234 1234 1234',
  expiryPlaceholder: 'MM / YY',
  cvcPlaceholder: 'CVC',
  incompleteNumber: 'Your card number is incomplete.',
  invalidNumber: 'Your card number is invalid.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  invalidExpiryMonth: "Your card's expiration date is invalid.",
  expiryInPast: "Your card's expiration year is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  /** confirmCardSetup could not reach the api or got an answer it cannot read. */
  connectionError: 'We could not reach the card service. Please try again.',
  unsupported: (method: string): string => `${method} is not available with the local card service.`,
} as const;

/**
 * The card provider's refusals, in Stripe's words, that the local gateway reproduces for
 * its test cards; the portal shows them as they come (000 §2: the provider's decline message).
 */
export const CARD_PROVIDER_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
  /** Ours: the local gateway knows only Stripe's test numbers. */
  notATestCard: 'Your card number is not a valid test card.',
} as const;
