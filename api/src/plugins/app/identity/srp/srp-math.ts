import { createHash } from 'node:crypto';

/**
 * SRP-6a arithmetic as Cognito and aws-amplify do it. Every byte string that is hashed
 * is the "padded hex" of a number (Java BigInteger.toByteArray style), because that is
 * what amplify hashes; hashing the plain big-endian bytes would give different keys.
 */

/** The 3072-bit group of RFC 5054 (also RFC 3526 group 15), amplify's `INIT_N`. */
export const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;

/**
 * Even-length hex of a non-negative integer, with a leading `00` when the top bit is
 * set, so the value reads as positive in two's complement (amplify's getPaddedHex).
 */
export function padHex(value: bigint): string {
  if (value < 0n) throw new RangeError('padHex takes non-negative values only');
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

/** Parses hex (any case, no prefix); throws on anything else so callers can reject input. */
export function hexToBigInt(hex: string): bigint {
  if (!/^[0-9a-fA-F]+$/.test(hex)) throw new RangeError('not a hex string');
  return BigInt(`0x${hex}`);
}

/** SHA-256 of the bytes a hex string spells, as 64 hex digits. */
export function hashHex(hex: string): string {
  return createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

/** SHA-256 of UTF-8 text, as 64 hex digits. */
export function hashText(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** base^exponent mod modulus by square-and-multiply (BigInt has no native modPow). */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

/** k = H(PAD(N) | PAD(g)), SRP-6a's multiplier. */
export const k = hexToBigInt(hashHex(padHex(N) + padHex(g)));

/** u = H(PAD(A) | PAD(B)), the scrambling parameter. */
export function computeU(A: bigint, B: bigint): bigint {
  return hexToBigInt(hashHex(padHex(A) + padHex(B)));
}

/**
 * x = H(PAD(salt) | H(poolName | userId | ':' | password)), Cognito's "Caldera" twist on
 * SRP's private key: the pool name is part of the identity that is hashed.
 */
export function computeX(poolName: string, userId: string, password: string, salt: bigint): bigint {
  const identityHash = hashText(`${poolName}${userId}:${password}`);
  return hexToBigInt(hashHex(padHex(salt) + identityHash));
}
