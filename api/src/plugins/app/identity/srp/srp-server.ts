import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { computeU, computeX, g, hexToBigInt, k, modPow, N, padHex } from './srp-math';

/** What is stored instead of a password: both as padded hex. */
export interface SrpCredentials {
  readonly salt: string;
  readonly verifier: string;
}

/** The user's identity in SRP hashes: pool name plus USER_ID_FOR_SRP. */
export interface SrpIdentity {
  readonly poolName: string;
  readonly userId: string;
}

const HKDF_INFO = 'Caldera Derived Key';
/** 256-bit ephemeral secrets: 128-bit security against discrete logs in a 3072-bit group. */
const EPHEMERAL_BYTES = 32;

const randomBigInt = (bytes: number): bigint => BigInt(`0x${randomBytes(bytes).toString('hex')}`);

/** v = g^x mod N with a fresh 128-bit salt. */
export function createCredentials(id: SrpIdentity, password: string): SrpCredentials {
  const salt = randomBigInt(16);
  const v = modPow(g, computeX(id.poolName, id.userId, password, salt), N);
  return { salt: padHex(salt), verifier: padHex(v) };
}

/**
 * USER_PASSWORD_AUTH and ChangePassword: recompute g^x mod N from the candidate and
 * compare with the stored verifier, so SRP and plain-password sign-in share one secret.
 */
export function passwordMatches(id: SrpIdentity, password: string, stored: SrpCredentials): boolean {
  const v = modPow(g, computeX(id.poolName, id.userId, password, hexToBigInt(stored.salt)), N);
  return constantTimeEqual(Buffer.from(padHex(v), 'hex'), Buffer.from(stored.verifier, 'hex'));
}

/** The server's ephemeral pair: b secret, B = k*v + g^b mod N sent as SRP_B. */
export function serverEphemeral(verifierHex: string): { b: bigint; B: bigint } {
  const v = hexToBigInt(verifierHex);
  for (;;) {
    const b = randomBigInt(EPHEMERAL_BYTES);
    const B = (k * v + modPow(g, b, N)) % N;
    if (B !== 0n) return { b, B };
  }
}

/** Client's A is unusable (A mod N = 0 would make S = 0 and bypass the password). */
export function isValidClientA(A: bigint): boolean {
  return A > 0n && A % N !== 0n;
}

/**
 * The 16-byte key both sides derive: S = (A * v^u)^b mod N, then HKDF-SHA256 with
 * salt PAD(u) and info "Caldera Derived Key" over PAD(S). Returns null for a bad A or u.
 */
export function sessionKey(params: { A: bigint; B: bigint; b: bigint; verifierHex: string }): Buffer | null {
  const { A, B, b } = params;
  if (!isValidClientA(A)) return null;
  const u = computeU(A, B);
  if (u === 0n) return null;
  const v = hexToBigInt(params.verifierHex);
  const S = modPow((A * modPow(v, u, N)) % N, b, N);
  const key = hkdfSync('sha256', Buffer.from(padHex(S), 'hex'), Buffer.from(padHex(u), 'hex'), HKDF_INFO, 16);
  return Buffer.from(key);
}

/** PASSWORD_CLAIM_SIGNATURE = HMAC-SHA256(key, poolName | userId | secretBlock | timestamp). */
export function claimSignature(key: Buffer, id: SrpIdentity, secretBlock: Buffer, timestamp: string): Buffer {
  return createHmac('sha256', key)
    .update(id.poolName, 'utf8')
    .update(id.userId, 'utf8')
    .update(secretBlock)
    .update(timestamp, 'utf8')
    .digest();
}

/** Compares without leaking where the first difference is (length is not secret). */
export function constantTimeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
