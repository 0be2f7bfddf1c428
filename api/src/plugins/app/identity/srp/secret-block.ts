import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * The server side of an SRP challenge, carried by the client as SECRET_BLOCK so the
 * server keeps no session row between InitiateAuth and RespondToAuthChallenge. Sealed
 * with AES-256-GCM: the client can neither read b nor change any field undetected.
 */
const challengeStateSchema = z.object({
  /** Single-use id, recorded when the challenge is answered. */
  nonce: z.string().min(16),
  sub: z.uuid(),
  /** USER_ID_FOR_SRP the client hashes. */
  userId: z.string().min(1),
  clientId: z.string().min(1),
  /** Client public A, server secret b and public B, as hex. */
  A: z.string().regex(/^[0-9a-f]+$/),
  b: z.string().regex(/^[0-9a-f]+$/),
  B: z.string().regex(/^[0-9a-f]+$/),
  /** Epoch ms after which the challenge is refused. */
  expiresAt: z.number().int(),
});
export type ChallengeState = z.infer<typeof challengeStateSchema>;

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds the ciphertext to its purpose, so no other sealed value can pass as a challenge. */
const AAD = Buffer.from('identity/srp-secret-block/v1');

/** Seals the state; the result is standard base64, what amplify decodes. */
export function sealChallenge(state: ChallengeState, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(AAD);
  const body = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The state inside a SECRET_BLOCK, or null when it was forged, altered or is not one. */
export function openChallenge(block: string, key: Buffer): ChallengeState | null {
  const raw = Buffer.from(block, 'base64');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES)).setAAD(AAD);
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const json = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    const parsed = challengeStateSchema.safeParse(JSON.parse(json.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
