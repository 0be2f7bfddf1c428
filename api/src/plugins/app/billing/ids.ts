import { createHash, randomBytes, randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Prefixes of the ledger's ids, as Stripe names its objects. */
export type IdPrefix = 'prod' | 'price' | 'cus' | 'sub' | 'si' | 'seti' | 'pm' | 'in';

function randomBody(length: number): string {
  let body = '';
  for (let i = 0; i < length; i += 1) body += ALPHABET[randomInt(ALPHABET.length)];
  return body;
}

/** A new id like Stripe's: `cus_` and 14 random letters and digits (83 bits). */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBody(14)}`;
}

/**
 * A setup intent's client secret, shaped like Stripe's (`seti_..._secret_...`) with 192
 * random bits: whoever holds it may confirm the intent, so it must be unguessable.
 */
export function newClientSecret(setupIntentId: string): string {
  return `${setupIntentId}_secret_${randomBytes(24).toString('base64url')}`;
}

/** How a secret is stored: its SHA-256, hex. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Stripe's per-customer invoice prefix: 8 upper-case letters and digits from the customer id. */
export function invoicePrefixOf(billingCustomerId: string): string {
  return sha256Hex(billingCustomerId).slice(0, 8).toUpperCase();
}
