import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config';
import { serverAttributes } from './attributes';
import { createAuthenticate, createRequireAdmin, type AuthHook, type Identity } from './auth/authenticate';
import { createRevocationCheck, refusingRevoked } from './auth/revocation';
import { systemClock, type Clock } from './clock';
import { loadIdentityConfig, type IdentityConfig } from './identity-config';
import { createIdentityServices, type IdentityServices } from './identity-services';
import type { MailMessage, MailTransport } from './outbox/mail-transport';
import { databaseTransport, outboxRepository, type StoredMessage } from './outbox/outbox-repository';
import { smtpTransport } from './outbox/smtp-transport';
import type { IdentityUser } from './store/user-repository';
import { pruneAttempts } from './throttle';
import { loadIdentityKeys, type PublicJwks } from './tokens/key-store';
import { localPoolKeys, remotePoolKeys } from './tokens/pool-keys';
import { createTokenVerifier, type TokenVerifier } from './tokens/token-verifier';
import { rememberingVerified } from './tokens/verified-tokens';

/** The local user pool (local mode only). */
export interface LocalUserPool {
  readonly services: IdentityServices;
  jwks(): PublicJwks;
  findUserByEmail(email: string): Promise<IdentityUser | null>;
  /** AdminUpdateUserAttributes, for the product backend (billing sets custom:subscriptions). */
  setAttributes(sub: string, values: Readonly<Record<string, string>>): Promise<void>;
  /** A key for another purpose of the api, derived from the pool's server secret (IdentityKeys.deriveKey). */
  deriveKey(purpose: string): Buffer;
}

export interface IdentityPool {
  readonly config: IdentityConfig;
  /** Verifies id tokens: the local keys, or the real pool's JWKS in aws mode. */
  readonly idTokens: TokenVerifier;
  /** Verifies access tokens of the same pool and app client (signature, issuer, expiry). */
  readonly accessTokens: TokenVerifier;
  readonly local: LocalUserPool | null;
}

export interface Outbox {
  send(message: MailMessage): Promise<void>;
  /** Stored messages, newest first (what the database transport kept). */
  list(to: string | null, limit: number): Promise<StoredMessage[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    identityPool: IdentityPool;
    outbox: Outbox;
    /** onRequest hook: verifies `Authorization: Bearer <id token>`, sets `request.identity` (before the body is read or validated). */
    authenticate: AuthHook;
    /** preHandler: authenticate, then require `customers.role = 'admin'` (403 otherwise). */
    requireAdmin: AuthHook;
  }
  interface FastifyRequest {
    identity: Identity | null;
  }
}

export interface IdentityPluginOptions {
  config: AppConfig;
  /** Tests move time with their own clock. */
  clock?: Clock;
  /** Defaults to SMTP when SMTP_URL is set, else the database transport (the local mailbox). */
  transport?: MailTransport;
}

/** What `buildApp` may pass through to the identity plugin (tests). */
export type IdentityOverrides = Pick<IdentityPluginOptions, 'clock' | 'transport'>;

export const identityPlugin = fp<IdentityPluginOptions>(
  async function identity(app: FastifyInstance, opts: IdentityPluginOptions): Promise<void> {
    const config = loadIdentityConfig(opts.config);
    // An explicit clock wins; otherwise the app's (clock plugin), so every domain agrees.
    const clock = opts.clock ?? (app.hasDecorator('clock') ? app.clock : systemClock);
    const { smtpUrl, mailFrom } = opts.config;
    const transport =
      opts.transport ?? (smtpUrl ? smtpTransport({ url: smtpUrl, from: mailFrom }) : databaseTransport(app.db, clock));
    app.addHook('onClose', async () => transport.close?.());
    let local: LocalUserPool | null = null;

    if (config.mode === 'local') {
      const keys = await loadIdentityKeys(app.db);
      await pruneAttempts(app.db, clock);
      const services = createIdentityServices({ config, clock, db: app.db, keys, transport, log: app.log });
      local = {
        services,
        jwks: () => keys.jwks,
        findUserByEmail: (email) => services.users().findByEmail(email),
        setAttributes: (sub, values) => services.users().mergeAttributes(sub, serverAttributes(values)),
        deriveKey: keys.deriveKey,
      };
    }
    const poolKeys = local ? localPoolKeys(local.jwks()) : remotePoolKeys(config.jwksUrl);
    // The local pool knows when a sign-in ends; product routes refuse its tokens from then
    // on (within REVOCATION_RECHECK_MS). A real pool's id tokens stay valid until expiry.
    const revocation = local ? createRevocationCheck(app.db, clock) : null;
    const verifier = (tokenUse: 'id' | 'access'): TokenVerifier => {
      // The RSA check is done once per token; revocation is still asked on every request.
      const plain = rememberingVerified(
        createTokenVerifier({ keys: poolKeys, issuer: config.issuer, clientId: config.clientId, tokenUse, clock }),
        clock,
      );
      return revocation ? refusingRevoked(plain, revocation) : plain;
    };
    const idTokens = verifier('id');
    const authenticate = createAuthenticate(idTokens);
    const outbox = outboxRepository(app.db);

    app.decorate('identityPool', { config, idTokens, accessTokens: verifier('access'), local });
    app.decorate('outbox', { send: (m: MailMessage) => transport.send(m), list: outbox.list });
    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', createRequireAdmin(app.db, authenticate));
    app.decorateRequest('identity', null);
    app.log.info(
      { mode: config.mode, poolId: config.poolId, issuer: config.issuer, mail: transport.name },
      'identity ready',
    );
  },
  { name: 'identity', dependencies: ['db'] },
);

export { identityOf, bearerToken, type Identity, type AuthHook } from './auth/authenticate';
export { COGNITO_ENDPOINT_PATH, DEFAULT_CLIENT_ID, DEFAULT_POOL_ID, type IdentityConfig } from './identity-config';
export type { Clock } from './clock';
export type { MailMessage, MailTransport } from './outbox/mail-transport';
