import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a share link's token carries: the storyboard and the instant the link stops working. */
export interface ShareClaims {
  readonly storyboardId: number;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

/**
 * `{storyboardId}.{expiresAt}.{HMAC-SHA256, base64url}`: stateless, short enough for a
 * sparse QR code, and canonical (no leading zeros, no padding), so one claim has one token.
 */
const TOKEN = /^([1-9]\d{0,15})\.([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/;
/** Mixed into the MAC so a token of another format or purpose never verifies as this one. */
const DOMAIN = 'share-link/v1';

function mac(key: Buffer, claims: ShareClaims): string {
  return createHmac('sha256', key).update(`${DOMAIN}\n${claims.storyboardId}\n${claims.expiresAt}`).digest('base64url');
}

/** The token of a share link (see TOKEN). */
export function signShareToken(key: Buffer, claims: ShareClaims): string {
  return `${claims.storyboardId}.${claims.expiresAt}.${mac(key, claims)}`;
}

/** The claims of a token this key signed, or null for anything else (malformed, forged, altered). */
export function readShareToken(key: Buffer, token: string): ShareClaims | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const claims = { storyboardId: Number(match[1]), expiresAt: Number(match[2]) };
  if (!Number.isSafeInteger(claims.storyboardId) || !Number.isSafeInteger(claims.expiresAt)) return null;
  const given = Buffer.from(match[3] ?? '', 'ascii');
  const expected = Buffer.from(mac(key, claims), 'ascii');
  return given.length === expected.length && timingSafeEqual(given, expected) ? claims : null;
}
