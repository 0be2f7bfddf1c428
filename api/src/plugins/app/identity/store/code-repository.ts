import type { Db } from '../../../../db';

export type CodePurpose = 'SIGN_UP' | 'RESET_PASSWORD';

export interface StoredCode {
  readonly codeHash: string;
  readonly expiresAt: Date;
  readonly failedAttempts: number;
}

export interface CodeRepository {
  /** Replaces any earlier code of that purpose (only the newest code works). */
  put(sub: string, purpose: CodePurpose, codeHash: string, expiresAt: Date, now: Date): Promise<void>;
  find(sub: string, purpose: CodePurpose): Promise<StoredCode | null>;
  /** Counts a wrong guess; returns the new count. */
  recordFailure(sub: string, purpose: CodePurpose): Promise<number>;
  /** Deletes the code if it is still the one that was checked; false when a concurrent use won. */
  consume(sub: string, purpose: CodePurpose, codeHash: string): Promise<boolean>;
}

interface Row {
  code_hash: string;
  expires_at: Date | string;
  failed_attempts: number;
}

export function codeRepository(db: Db): CodeRepository {
  return {
    async put(sub, purpose, codeHash, expiresAt, now) {
      await db.query(
        `insert into identity_codes (sub, purpose, code_hash, expires_at, failed_attempts, created_at)
         values ($1, $2, $3, $4, 0, $5)
         on conflict (sub, purpose) do update
           set code_hash = excluded.code_hash, expires_at = excluded.expires_at,
               failed_attempts = 0, created_at = excluded.created_at`,
        [sub, purpose, codeHash, expiresAt, now],
      );
    },
    async find(sub, purpose) {
      const { rows } = await db.query<Row>(
        'select code_hash, expires_at, failed_attempts from identity_codes where sub = $1 and purpose = $2',
        [sub, purpose],
      );
      const r = rows[0];
      return r ? { codeHash: r.code_hash, expiresAt: new Date(r.expires_at), failedAttempts: r.failed_attempts } : null;
    },
    async recordFailure(sub, purpose) {
      const { rows } = await db.query<{ failed_attempts: number }>(
        `update identity_codes set failed_attempts = failed_attempts + 1
         where sub = $1 and purpose = $2 returning failed_attempts`,
        [sub, purpose],
      );
      return rows[0]?.failed_attempts ?? 0;
    },
    async consume(sub, purpose, codeHash) {
      const { rows } = await db.query(
        'delete from identity_codes where sub = $1 and purpose = $2 and code_hash = $3 returning sub',
        [sub, purpose, codeHash],
      );
      return rows.length === 1;
    },
  };
}
