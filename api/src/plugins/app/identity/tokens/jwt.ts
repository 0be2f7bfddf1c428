import { createSign, createVerify, type KeyObject } from 'node:crypto';

/** Claims are JSON: the verifier narrows each one it relies on. */
export type JwtClaims = Readonly<Record<string, unknown>>;

export interface JwtHeader {
  readonly alg: string;
  readonly kid?: string;
  readonly typ?: string;
}

export interface DecodedJwt {
  readonly header: JwtHeader;
  readonly payload: JwtClaims;
  /** `base64url(header).base64url(payload)`, the bytes the signature covers. */
  readonly signingInput: string;
  readonly signature: Buffer;
}

const encodeJson = (value: object): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Signs claims as a compact RS256 JWT with `kid` in the header, as Cognito does. */
export function signRs256(payload: object, key: { kid: string; privateKey: KeyObject }): string {
  const signingInput = `${encodeJson({ kid: key.kid, alg: 'RS256' })}.${encodeJson(payload)}`;
  const signature = createSign('RSA-SHA256').update(signingInput).sign(key.privateKey);
  return `${signingInput}.${signature.toString('base64url')}`;
}

/** Splits and parses a compact JWT without trusting it; null when it is not one. */
export function decodeJwt(token: string): DecodedJwt | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h = '', p = '', s = ''] = parts;
  const b64url = /^[A-Za-z0-9_-]*$/;
  if (!b64url.test(h) || !b64url.test(p) || !b64url.test(s)) return null;
  try {
    const header: unknown = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
    const payload: unknown = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
    if (!isObject(header) || !isObject(payload) || typeof header['alg'] !== 'string') return null;
    const kid = typeof header['kid'] === 'string' ? header['kid'] : undefined;
    return {
      header: { alg: header['alg'], ...(kid !== undefined ? { kid } : {}) },
      payload,
      signingInput: `${h}.${p}`,
      signature: Buffer.from(s, 'base64url'),
    };
  } catch {
    return null;
  }
}

/** RSASSA-PKCS1-v1_5 with SHA-256 over the signing input. */
export function verifyRs256(jwt: DecodedJwt, publicKey: KeyObject): boolean {
  if (publicKey.asymmetricKeyType !== 'rsa') return false;
  return createVerify('RSA-SHA256').update(jwt.signingInput).verify(publicKey, jwt.signature);
}
