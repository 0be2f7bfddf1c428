import { createHmac } from 'node:crypto';
import { N, g, modPow, padHex } from './srp/srp-math';
import type { IdentityUser } from './store/user-repository';

/**
 * PreventUserExistenceErrors (a Cognito app-client setting, on by default here): an
 * unknown username is answered as a known one with a wrong password would be, after the
 * same work, so neither the answer nor its timing tells whether an account exists.
 *
 * A phantom user stands in for the unknown name: its sub and salt derive from the name
 * with the pool's secret (the same name always gets the same SRP salt, as a real account
 * would), and every phantom shares one verifier no password can match.
 */
let sharedVerifier: string | null = null;
/** The verifier every phantom shares: no password derives it. */
export function phantomVerifier(): string {
  // Worked out once: a verifier costs a modPow, and the phantom must cost what a real check costs.
  sharedVerifier ??= padHex(modPow(g, BigInt(`0x${createHmac('sha256', 'phantom').update('verifier').digest('hex')}`), N));
  return sharedVerifier;
}

/** A UUID (version 4 layout) from 16 bytes. */
function uuidOf(bytes: Buffer): string {
  const b = Buffer.from(bytes.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The stand-in for an unknown username; never stored, never able to sign in. */
export function phantomUser(secret: Buffer, username: string): IdentityUser {
  const name = username.trim().toLowerCase();
  const digest = createHmac('sha256', secret).update(`phantom-user:${name}`).digest();
  return {
    sub: uuidOf(digest),
    email: name,
    emailVerified: true,
    status: 'CONFIRMED',
    credentials: { salt: padHex(BigInt(`0x${digest.subarray(16).toString('hex')}`)), verifier: phantomVerifier() },
    attributes: {},
    tokensValidAfter: new Date(0),
  };
}
