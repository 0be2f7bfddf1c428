import type { Db } from '../../../../db';

/** A stored refresh token (its hash only) and the sign-in it belongs to. */
export interface RefreshTokenRecord {
  readonly sub: string;
  readonly clientId: string;
  readonly originJti: string;
  /** Epoch seconds of the password check that started the session. */
  readonly authTime: number;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
}

export interface NewRefreshToken extends Omit<RefreshTokenRecord, 'revokedAt'> {
  readonly tokenHash: string;
  readonly createdAt: Date;
}

export interface RefreshTokenRepository {
  insert(token: NewRefreshToken): Promise<void>;
  findByHash(tokenHash: string): Promise<RefreshTokenRecord | null>;
  findByOrigin(originJti: string): Promise<RefreshTokenRecord | null>;
  /** RevokeToken: the refresh token and, through origin_jti, the tokens minted from it. */
  revokeOrigin(originJti: string, at: Date): Promise<void>;
  /** GlobalSignOut: every session of the user. */
  revokeAllForUser(sub: string, at: Date): Promise<void>;
}

interface Row {
  sub: string;
  client_id: string;
  origin_jti: string;
  auth_time: number | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
}

const toRecord = (r: Row): RefreshTokenRecord => ({
  sub: r.sub,
  clientId: r.client_id,
  originJti: r.origin_jti,
  // bigint arrives as a number from PGlite and as a string from node-postgres.
  authTime: Number(r.auth_time),
  expiresAt: new Date(r.expires_at),
  revokedAt: r.revoked_at === null ? null : new Date(r.revoked_at),
});

const COLUMNS = 'sub, client_id, origin_jti, auth_time, expires_at, revoked_at';

export function refreshTokenRepository(db: Db): RefreshTokenRepository {
  const one = async (where: string, value: string): Promise<RefreshTokenRecord | null> => {
    const { rows } = await db.query<Row>(`select ${COLUMNS} from identity_refresh_tokens where ${where}`, [value]);
    return rows[0] ? toRecord(rows[0]) : null;
  };
  return {
    async insert(t) {
      await db.query(
        `insert into identity_refresh_tokens
           (token_hash, sub, client_id, origin_jti, auth_time, expires_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [t.tokenHash, t.sub, t.clientId, t.originJti, t.authTime, t.expiresAt, t.createdAt],
      );
    },
    findByHash: (tokenHash) => one('token_hash = $1', tokenHash),
    findByOrigin: (originJti) => one('origin_jti = $1', originJti),
    async revokeOrigin(originJti, at) {
      await db.query(
        'update identity_refresh_tokens set revoked_at = $2 where origin_jti = $1 and revoked_at is null',
        [originJti, at],
      );
    },
    async revokeAllForUser(sub, at) {
      await db.query('update identity_refresh_tokens set revoked_at = $2 where sub = $1 and revoked_at is null', [sub, at]);
    },
  };
}
