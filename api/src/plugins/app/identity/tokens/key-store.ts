import { createPrivateKey, generateKeyPairSync, hkdfSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import type { Db } from '../../../../db';

/** A public RSA key as a JWKS lists it. */
export interface PublicJwk {
  readonly kty: 'RSA';
  readonly kid: string;
  readonly alg: 'RS256';
  readonly use: 'sig';
  readonly n: string;
  readonly e: string;
}

/** The pool's JWKS document: every public key still trusted. */
export interface PublicJwks {
  readonly keys: readonly PublicJwk[];
}

export interface IdentityKeys {
  /** The key new tokens are signed with. */
  readonly signing: { readonly kid: string; readonly privateKey: KeyObject };
  /** Every public key still trusted, served at `/<poolId>/.well-known/jwks.json`. */
  readonly jwks: PublicJwks;
  /** Seals SRP challenge state (AES-256-GCM). */
  readonly secretBlockKey: Buffer;
  /** Keys the HMAC that verification codes are stored as. */
  readonly codeHmacKey: Buffer;
  /**
   * A 32-byte key for another of the api's own purposes (share links), derived from the
   * same server secret with `purpose` as HKDF info, so it is stable across restarts and
   * shared by every api process on the database.
   */
  deriveKey(purpose: string): Buffer;
}

const SECRET_KID = 'server-secret';
/** Serialises first-start generation when two api processes share a database. */
const LOCK_KEY = 4_000_002;

interface KeyRow {
  kid: string;
  kind: 'rsa' | 'secret';
  private_material: string;
  public_jwk: PublicJwk | null;
}

async function createMissing(tx: Db): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
  const { rows } = await tx.query<{ kind: string }>('select distinct kind from identity_keys');
  const kinds = new Set(rows.map((r) => r.kind));
  if (!kinds.has('secret')) {
    await tx.query(`insert into identity_keys (kid, kind, private_material) values ($1, 'secret', $2)`, [
      SECRET_KID,
      randomBytes(32).toString('base64'),
    ]);
  }
  if (!kinds.has('rsa')) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const kid = randomUUID();
    const jwk = publicKey.export({ format: 'jwk' });
    const publicJwk: PublicJwk = { kty: 'RSA', kid, alg: 'RS256', use: 'sig', n: String(jwk.n), e: String(jwk.e) };
    await tx.query(`insert into identity_keys (kid, kind, private_material, public_jwk) values ($1, 'rsa', $2, $3)`, [
      kid,
      privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      JSON.stringify(publicJwk),
    ]);
  }
}

/**
 * Loads the pool's keys, generating them on first start. The newest RSA key signs;
 * older ones stay in the JWKS so tokens they signed keep verifying until they expire.
 */
export async function loadIdentityKeys(db: Db): Promise<IdentityKeys> {
  await db.transaction(createMissing);
  const { rows } = await db.query<KeyRow>(
    'select kid, kind, private_material, public_jwk from identity_keys order by created_at desc, kid',
  );
  const rsa = rows.filter((r) => r.kind === 'rsa');
  const newest = rsa[0];
  const secret = rows.find((r) => r.kind === 'secret');
  if (!newest || !secret) throw new Error('identity keys missing after creation');
  const master = Buffer.from(secret.private_material, 'base64');
  const derive = (info: string): Buffer => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
  return Object.freeze({
    signing: { kid: newest.kid, privateKey: createPrivateKey(newest.private_material) },
    jwks: { keys: rsa.flatMap((r) => (r.public_jwk ? [r.public_jwk] : [])) },
    secretBlockKey: derive('identity/srp-secret-block'),
    codeHmacKey: derive('identity/code-hmac'),
    deriveKey: (purpose: string) => derive(`api/${purpose}`),
  });
}
