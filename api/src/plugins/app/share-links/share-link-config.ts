import { hkdfSync } from 'node:crypto';
import { z } from 'zod';

/** SHARE_LINK_SECRET: at least this many characters (a random 32-byte value, base64 or hex, is longer). */
export const SHARE_LINK_SECRET_MIN_LENGTH = 32;

const envSchema = z.object({
  SHARE_LINK_SECRET: z
    .string()
    .min(SHARE_LINK_SECRET_MIN_LENGTH, `must be at least ${SHARE_LINK_SECRET_MIN_LENGTH} characters`)
    .optional(),
});

/**
 * The key share links are signed with, from SHARE_LINK_SECRET when it is set (the same
 * value on every api process), else null: the plugin then derives one from the local user
 * pool's server secret, or share links are unavailable. Read here, as the identity
 * settings are, so the share links keep their one setting to themselves.
 */
export function loadShareLinkKey(env: NodeJS.ProcessEnv = process.env): Buffer | null {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid share link environment: ${problems.join('; ')}`);
  }
  const secret = parsed.data.SHARE_LINK_SECRET;
  return secret ? Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), 'api/share-links', 32)) : null;
}
