import type { Db } from '../../../db';
import type { Clock } from './clock';
import { cognitoErrors } from './cognito-errors';
import type { IdentityConfig } from './identity-config';
import type { MailMessage, MailTransport } from './outbox/mail-transport';
import { phantomUser } from './phantom-users';
import { createSessions, type Sessions } from './sessions';
import type { SrpIdentity } from './srp/srp-server';
import { userRepository, type IdentityUser, type UserRepository } from './store/user-repository';
import { signInThrottle, type SignInThrottle } from './throttle';
import type { IdentityKeys } from './tokens/key-store';
import { verificationCodes, type VerificationCodes } from './verification-codes';

/** Logs a mail failure without the message body (it holds a code). */
export interface MailFailureLog {
  warn(obj: Record<string, unknown>, msg: string): void;
}

/** What every protocol operation works with. Repositories take an optional `tx`. */
export interface IdentityServices {
  readonly config: IdentityConfig;
  readonly clock: Clock;
  readonly db: Db;
  readonly keys: IdentityKeys;
  readonly sessions: Sessions;
  readonly throttle: SignInThrottle;
  users(tx?: Db): UserRepository;
  codes(tx?: Db): VerificationCodes;
  /** USER_ID_FOR_SRP is the user's UUID username, hashed with the pool name. */
  srpIdentity(sub: string): SrpIdentity;
  /** Sends after the caller's transaction committed; a failed send is logged, not fatal
   * (the user can ask for the code again), because the account change already happened. */
  sendMail(message: MailMessage): Promise<void>;
  /** Throws ResourceNotFoundException for any app client but the configured one. */
  assertClient(clientId: string): void;
  /**
   * The user behind a username for the operations that must not tell whether it exists:
   * an unknown name gives a phantom (`known: false`) when PreventUserExistenceErrors is
   * on, UserNotFoundException when it is off.
   */
  lookUp(username: string): Promise<{ readonly user: IdentityUser; readonly known: boolean }>;
}

export interface IdentityServicesDeps {
  readonly config: IdentityConfig;
  readonly clock: Clock;
  readonly db: Db;
  readonly keys: IdentityKeys;
  readonly transport: MailTransport;
  readonly log: MailFailureLog;
}

export function createIdentityServices(deps: IdentityServicesDeps): IdentityServices {
  const { config, clock, db, keys, transport, log } = deps;
  return {
    config,
    clock,
    db,
    keys,
    sessions: createSessions({ db, config, keys, clock }),
    throttle: signInThrottle(db, clock),
    users: (tx = db) => userRepository(tx),
    codes: (tx = db) => verificationCodes(tx, clock, keys.codeHmacKey),
    srpIdentity: (sub) => ({ poolName: config.poolName, userId: sub }),
    async sendMail(message) {
      try {
        await transport.send(message);
      } catch (err) {
        log.warn({ err, transport: transport.name, subject: message.subject }, 'mail not sent');
      }
    },
    assertClient(clientId) {
      if (clientId !== config.clientId) throw cognitoErrors.unknownClient(clientId);
    },
    async lookUp(username) {
      const user = await userRepository(db).findByUsername(username);
      if (user) return { user, known: true };
      if (!config.preventUserExistenceErrors) throw cognitoErrors.userNotFound();
      return { user: phantomUser(keys.secretBlockKey, username), known: false };
    },
  };
}
