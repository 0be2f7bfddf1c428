import type { Db } from '../../../../db';

/** Answered SRP challenges, kept until their SECRET_BLOCK would have expired anyway. */
export interface ChallengeRepository {
  /** Records the nonce; false when it was already used (a replayed answer). */
  markUsed(nonce: string, expiresAt: Date, now: Date): Promise<boolean>;
}

export function challengeRepository(db: Db): ChallengeRepository {
  return {
    async markUsed(nonce, expiresAt, now) {
      await db.query('delete from identity_used_challenges where expires_at < $1', [now]);
      const { rows } = await db.query(
        `insert into identity_used_challenges (nonce, expires_at) values ($1, $2)
         on conflict (nonce) do nothing returning nonce`,
        [nonce, expiresAt],
      );
      return rows.length === 1;
    },
  };
}
