import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../../config';
import { serverAttributes } from './attributes';
import { createAuthenticate, createRequireAdmin, type AuthHook, type Identity } from './auth/authenticate';
import { systemClock, type Clock } from './clock';
import { loadIdentityConfig, type IdentityConfig } from './identity-config';
import { createIdentityServices, type IdentityServices } from './identity-services';
import type { MailMessage, MailTransport } from './outbox/mail-transport';
import { databaseTransport, outboxRepository, type StoredMessage } from './outbox/outbox-repository';
import type { IdentityUser } from './store/user-repository';
import { pruneAttempts } from './throttle';
import { loadIdentityKeys } from './tokens/key-store';
import { remoteJwksProvider, staticKeyProvider, type Jwks } from './tokens/key-provider';
import { createTokenVerifier, type TokenVerifier } from './tokens/token-verifier';

/** The local user pool (local mode only). */
export interface LocalUserPool {
  readonly services: IdentityServices;
  jwks(): Jwks;
  findUserByEmail(email: string): Promise<IdentityUser | null>;
  /** AdminUpdateUserAttributes, for the product backend (billing sets custom:subscriptions). */
  setAttributes(sub: string, values: Readonly<Record<string, string>>): Promise<void>;
}

export interface IdentityPool {
  readonly config: IdentityConfig;
  /** Verifies id tokens: the local keys, or the real pool's JWKS in aws mode. */
  readonly idTokens: TokenVerifier;
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
    /** preHandler: verifies `Authorization: Bearer <id token>`, sets `request.identity`. */
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
  /** Defaults to the database transport (the local mailbox); an SMTP one can be passed. */
  transport?: MailTransport;
}

/** What `buildApp` may pass through to the identity plugin (tests). */
export type IdentityOverrides = Pick<IdentityPluginOptions, 'clock' | 'transport'>;

export const identityPlugin = fp<IdentityPluginOptions>(
  async function identity(app: FastifyInstance, opts: IdentityPluginOptions): Promise<void> {
    const config = loadIdentityConfig(opts.config);
    const clock = opts.clock ?? systemClock;
    const transport = opts.transport ?? databaseTransport(app.db, clock);
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
      };
    }
    const localKeys = local?.jwks;
    const idTokens = createTokenVerifier({
      keys: localKeys ? staticKeyProvider(localKeys) : remoteJwksProvider(config.jwksUrl, { clock }),
      issuer: config.issuer,
      clientId: config.clientId,
      tokenUse: 'id',
      clock,
    });
    const authenticate = createAuthenticate(idTokens);
    const outbox = outboxRepository(app.db);

    app.decorate('identityPool', { config, idTokens, local });
    app.decorate('outbox', { send: (m: MailMessage) => transport.send(m), list: outbox.list });
    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', createRequireAdmin(app.db, authenticate));
    app.decorateRequest('identity', null);
    app.log.info({ mode: config.mode, poolId: config.poolId, issuer: config.issuer }, 'identity ready');
  },
  { name: 'identity', dependencies: ['db'] },
);

export { identityOf, bearerToken, type Identity, type AuthHook } from './auth/authenticate';
export { COGNITO_ENDPOINT_PATH, DEFAULT_CLIENT_ID, DEFAULT_POOL_ID, type IdentityConfig } from './identity-config';
export type { Clock } from './clock';
export type { MailMessage, MailTransport } from './outbox/mail-transport';
