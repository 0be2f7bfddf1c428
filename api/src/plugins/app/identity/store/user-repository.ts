import type { Db } from '../../../../db';
import type { SrpCredentials } from '../srp/srp-server';

export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED';

/** A user of the local pool. `sub` is also the Cognito username and USER_ID_FOR_SRP. */
export interface IdentityUser {
  readonly sub: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly status: UserStatus;
  readonly credentials: SrpCredentials;
  /** given_name, family_name and custom:* values. */
  readonly attributes: Readonly<Record<string, string>>;
  readonly tokensValidAfter: Date;
}

interface UserRow {
  sub: string;
  email: string;
  email_verified: boolean;
  status: UserStatus;
  srp_salt: string;
  srp_verifier: string;
  attributes: Record<string, string>;
  tokens_valid_after: Date | string;
}

const COLUMNS = 'sub, email, email_verified, status, srp_salt, srp_verifier, attributes, tokens_valid_after';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toUser = (r: UserRow): IdentityUser => ({
  sub: r.sub,
  email: r.email,
  emailVerified: r.email_verified,
  status: r.status,
  credentials: { salt: r.srp_salt, verifier: r.srp_verifier },
  attributes: r.attributes,
  tokensValidAfter: new Date(r.tokens_valid_after),
});

export interface NewUser {
  readonly sub: string;
  readonly email: string;
  readonly status: UserStatus;
  readonly credentials: SrpCredentials;
  readonly attributes: Readonly<Record<string, string>>;
  readonly now: Date;
}

export interface UserRepository {
  findBySub(sub: string): Promise<IdentityUser | null>;
  findByEmail(email: string): Promise<IdentityUser | null>;
  /** Amplify sends the e-mail at sign-in and the UUID username afterwards: accept both. */
  findByUsername(username: string): Promise<IdentityUser | null>;
  /** Inserts unless the e-mail is taken; false when it was. */
  insert(user: NewUser): Promise<boolean>;
  confirm(sub: string): Promise<void>;
  setCredentials(sub: string, credentials: SrpCredentials): Promise<void>;
  mergeAttributes(sub: string, attributes: Readonly<Record<string, string>>): Promise<void>;
  setTokensValidAfter(sub: string, at: Date): Promise<void>;
  /** AdminDeleteUser: the user, their sign-ins and codes (cascade); false when there was none. */
  delete(sub: string): Promise<boolean>;
}

/** SQL for identity_users; pass a transaction's `tx` to take part in it. */
export function userRepository(db: Db): UserRepository {
  const one = async (where: string, value: string): Promise<IdentityUser | null> => {
    const { rows } = await db.query<UserRow>(`select ${COLUMNS} from identity_users where ${where}`, [value]);
    return rows[0] ? toUser(rows[0]) : null;
  };
  return {
    findBySub: (sub) => (UUID.test(sub) ? one('sub = $1', sub) : Promise.resolve(null)),
    findByEmail: (email) => one('email = $1', email.trim().toLowerCase()),
    findByUsername: (username) =>
      UUID.test(username) ? one('sub = $1', username) : one('email = $1', username.trim().toLowerCase()),
    async insert(u) {
      // No session of a new user has been ended yet: every token of theirs is valid until
      // GlobalSignOut or a password reset sets the cut-off (the epoch, not "now", so a
      // token is never judged by the clock of the machine that created the user).
      const { rows } = await db.query(
        `insert into identity_users
           (sub, email, email_verified, status, srp_salt, srp_verifier, attributes, tokens_valid_after, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, to_timestamp(0), $8)
         on conflict (email) do nothing
         returning sub`,
        [
          u.sub,
          u.email,
          u.status === 'CONFIRMED',
          u.status,
          u.credentials.salt,
          u.credentials.verifier,
          JSON.stringify(u.attributes),
          u.now,
        ],
      );
      return rows.length === 1;
    },
    async confirm(sub) {
      await db.query(`update identity_users set status = 'CONFIRMED', email_verified = true where sub = $1`, [sub]);
    },
    async setCredentials(sub, c) {
      await db.query('update identity_users set srp_salt = $2, srp_verifier = $3 where sub = $1', [sub, c.salt, c.verifier]);
    },
    async mergeAttributes(sub, attributes) {
      await db.query('update identity_users set attributes = attributes || $2::jsonb where sub = $1', [
        sub,
        JSON.stringify(attributes),
      ]);
    },
    async setTokensValidAfter(sub, at) {
      await db.query('update identity_users set tokens_valid_after = $2 where sub = $1', [sub, at]);
    },
    async delete(sub) {
      if (!UUID.test(sub)) return false;
      const { rows } = await db.query('delete from identity_users where sub = $1 returning sub', [sub]);
      return rows.length === 1;
    },
  };
}
