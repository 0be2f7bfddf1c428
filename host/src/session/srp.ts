/**
 * The client half of Cognito's SRP sign-in (USER_SRP_AUTH, then the PASSWORD_VERIFIER
 * challenge), on Web Crypto and BigInt. It is the protocol Amplify's signIn speaks, so a
 * password check needs nothing an app client may not allow (USER_PASSWORD_AUTH often is
 * not). Every hashed byte string is the "padded hex" of a number, as Cognito hashes it.
 */

/** The 3072-bit group of RFC 5054 that Cognito uses. */
const N = BigInt(
  '0xFFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
const g = 2n;

/** Even-length hex, with a leading 00 when the top bit is set (reads as positive). */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/.test(hex) ? `00${hex}` : hex;
}

const bytesOfHex = (hex: string): Uint8Array<ArrayBuffer> => Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16));
const hexOf = (bytes: ArrayBuffer): string => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return hexOf(await crypto.subtle.digest('SHA-256', bytes));
}

/** base^exponent mod N by square-and-multiply. */
function modPowN(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = ((base % N) + N) % N;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % N;
    b = (b * b) % N;
  }
  return result;
}

const WEEK_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The TIMESTAMP Cognito expects: "Tue Nov 3 09:05:07 UTC 2026" (UTC, day not padded). */
export function srpTimestamp(date: Date): string {
  const two = (n: number): string => String(n).padStart(2, '0');
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
  return `${WEEK_DAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ${time} UTC ${date.getUTCFullYear()}`;
}

/** One SRP attempt: its public value `A` (SRP_A) and the answer to the server's challenge. */
export interface SrpAttempt {
  readonly srpA: string;
  /** The PASSWORD_VERIFIER ChallengeResponses for the server's ChallengeParameters. */
  respond(challenge: Readonly<Record<string, string>>, password: string, now?: Date): Promise<Record<string, string>>;
}

/** Starts an attempt for a user pool (`region_PoolName`), with a fresh random secret. */
export function startSrp(userPoolId: string, secret?: bigint): SrpAttempt {
  const poolName = userPoolId.split('_')[1] ?? '';
  const a = secret ?? BigInt(`0x${hexOf(crypto.getRandomValues(new Uint8Array(128)).buffer)}`);
  const A = modPowN(g, a);
  return {
    srpA: A.toString(16),
    async respond(challenge, password, now = new Date()) {
      const userId = challenge['USER_ID_FOR_SRP'] ?? '';
      const B = BigInt(`0x${challenge['SRP_B'] ?? ''}`);
      const salt = BigInt(`0x${challenge['SALT'] ?? ''}`);
      const block = challenge['SECRET_BLOCK'] ?? '';
      if (B % N === 0n) throw new Error('The server sent an invalid SRP_B');
      const k = BigInt(`0x${await sha256Hex(bytesOfHex(padHex(N) + padHex(g)))}`);
      const u = BigInt(`0x${await sha256Hex(bytesOfHex(padHex(A) + padHex(B)))}`);
      const identity = await sha256Hex(utf8(`${poolName}${userId}:${password}`));
      const x = BigInt(`0x${await sha256Hex(bytesOfHex(padHex(salt) + identity))}`);
      // S = (B - k * g^x)^(a + u * x) mod N; the key is HKDF(S, salt u, "Caldera Derived Key").
      const S = modPowN(B - k * modPowN(g, x), a + u * x);
      const ikm = await crypto.subtle.importKey('raw', bytesOfHex(padHex(S)), 'HKDF', false, ['deriveBits']);
      const key = await crypto.subtle.deriveBits(
        { name: 'HKDF', hash: 'SHA-256', salt: bytesOfHex(padHex(u)), info: utf8('Caldera Derived Key') },
        ikm,
        128,
      );
      const timestamp = srpTimestamp(now);
      const hmacKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      const blockBytes = Uint8Array.from(atob(block), (c) => c.charCodeAt(0));
      const signature = await crypto.subtle.sign('HMAC', hmacKey, concat(utf8(poolName), utf8(userId), blockBytes, utf8(timestamp)));
      return {
        USERNAME: userId,
        PASSWORD_CLAIM_SECRET_BLOCK: block,
        TIMESTAMP: timestamp,
        PASSWORD_CLAIM_SIGNATURE: btoa(String.fromCharCode(...new Uint8Array(signature))),
      };
    },
  };
}
