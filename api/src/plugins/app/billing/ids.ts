import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Prefixes of the ledger's ids, as Stripe names its objects. */
export type IdPrefix = 'prod' | 'price' | 'cus' | 'sub' | 'si';

/** A new id like Stripe's: `cus_` and 14 random letters and digits (83 bits). */
export function newId(prefix: IdPrefix): string {
  let body = '';
  for (let i = 0; i < 14; i += 1) body += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${body}`;
}
