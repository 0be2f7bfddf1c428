import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { ADMIN_REAUTH_HEADER } from './contracts';
import type { Db } from './db';
import { aiPlugin } from './plugins/app/ai';
import { aiPostPlugin } from './plugins/app/ai-post';
import { adminPlugin } from './plugins/app/admin';
import { analyticsPlugin } from './plugins/app/analytics';
import { billingPlugin } from './plugins/app/billing';
import { clockPlugin } from './plugins/app/clock';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/app/errors';
import { textGuardPlugin } from './plugins/app/text-guard';
import { identityPlugin, type IdentityOverrides } from './plugins/app/identity';
import { jobsPlugin } from './plugins/app/jobs';
import { mediaPlugin } from './plugins/app/media';
import { libraryPlugin } from './plugins/app/library';
import { assetDownloadsPlugin } from './plugins/app/asset-downloads';
import { renderPlugin } from './plugins/app/render';
import { STORYBOARD_QUEUES, startStoryboardWorkers } from './plugins/app/storyboards/jobs';
import { DEPLOY_TOKEN_HEADER, registryPlugin, remoteReleasesPlugin } from './plugins/app/registry';
import { shareLinksPlugin } from './plugins/app/share-links';
import { storagePlugin } from './plugins/app/storage';
import { stockPhotosPlugin } from './plugins/app/stock-photos';
import { corsPlugin } from './plugins/external/cors';
import { dbPlugin } from './plugins/external/db';
import { helmetPlugin } from './plugins/external/helmet';
import { swaggerPlugin } from './plugins/external/swagger';
import { aiRoutes } from './routes/ai';
import { recommenderRoutes } from './routes/recommender';
import { recommenderPlugin } from './plugins/app/recommender';
import { adminRoutes } from './routes/admin';
import { insightsRoutes } from './routes/insights';
import { analyticsRoutes } from './routes/analytics';
import { metricsRoutes } from './routes/metrics';
import { cognitoRoutes } from './routes/cognito';
import { currentUserRoutes } from './routes/proxy/current-user';
import { currentUserProjectsRoutes } from './routes/proxy/current-user-projects';
import { marketplaceRoutes } from './routes/proxy/marketplace';
import { mediaRoutes } from './routes/proxy/media';
import { libraryAssetRoutes } from './routes/proxy/library-assets';
import { assetDownloadRoutes } from './routes/proxy/asset-downloads';
import { reusableAssetRoutes } from './routes/proxy/reusable-assets';
import { briefRoutes } from './routes/proxy/briefs';
import { storyboardRoutes } from './routes/proxy/storyboards';
import { renderRoutes } from './routes/proxy/renders';
import { uploadRoutes } from './routes/proxy/uploads';
import { searchRoutes } from './routes/search';
import { shareLinkRoutes } from './routes/share';
import { storageRoutes } from './routes/storage';
import { stockPhotoRoutes } from './routes/stock-photos';
import { stockPhotoPickRoutes } from './routes/proxy/stock-photos';
import { healthRoutes } from './routes/health';
import { responseSerializerCompiler } from './schemas/serializer';
import { localMailboxRoutes } from './routes/local-mailbox';
import { mailRoutes } from './routes/mail';
import { preferenceRoutes } from './routes/preferences';
import { registerCustomerRoutes } from './routes/register-customer';
import { stripeRoutes } from './routes/stripe';
import { userRoutes } from './routes/user';
import { projectRoutes } from './routes/v1/projects';
import { registryRoutes } from './routes/v1/registry';
import { remoteReleaseRoutes } from './routes/v1/registry/releases';
import { remoteFileRoutes } from './routes/remotes';
import { signUpRoutes } from './routes/v1/sign-up';

export interface BuildAppOptions {
  /** Use this database instead of opening one from the config (tests pass an in-memory PGlite). */
  db?: Db;
  /** Overrides the logger: `false` silences it (the default when NODE_ENV=test). */
  logger?: FastifyServerOptions['logger'];
  /** Identity test seams: a controllable clock, a capturing mail transport. */
  identity?: IdentityOverrides;
  /** Job queue test seams: no workers (jobs stay queued), faster expiry and maintenance. */
  jobs?: JobOverrides;
}

export interface JobOverrides {
  /** False: jobs are queued but nothing here works on them. */
  readonly workers?: boolean;
  readonly expireInSeconds?: number;
  readonly maintenanceIntervalSeconds?: number;
  readonly pollingIntervalSeconds?: number;
}

const API_VERSION = '0.1.0';

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies in front of the api. */
function fastifyTrustProxy(trust: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return typeof trust === 'boolean' ? trust : [...trust];
}

function loggerFor(config: AppConfig): FastifyServerOptions['logger'] {
  if (config.nodeEnv === 'test') return false;
  // Authorization, id and deploy tokens must never reach a log line.
  const redact = ['req.headers.authorization', 'req.headers["id-token"]', `req.headers["${ADMIN_REAUTH_HEADER}"]`, `req.headers["${DEPLOY_TOKEN_HEADER}"]`];
  if (config.nodeEnv === 'development' && process.stdout.isTTY) {
    return { level: config.logLevel, redact, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } };
  }
  return { level: config.logLevel, redact };
}

/**
 * Builds the api (not listening). Order matters: the error handler first so every
 * later plugin inherits it, then infrastructure, swagger before any route so each
 * route is documented, then domain plugins and routes.
 */
export async function buildApp(config: AppConfig, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? loggerFor(config),
    bodyLimit: 1024 * 1024,
    // A storage key (up to 1024 characters, every '/' sent as %2F) fits in one path parameter.
    routerOptions: { maxParamLength: 3 * 1024 },
    // The db plugin opens the database and applies migrations before anything listens;
    // Fastify's 10 s default is too short for PGlite on a cold, loaded machine.
    pluginTimeout: 60_000,
    // Behind a load balancer the client address is the forwarded one (TRUST_PROXY).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Refusals made before any route runs answer in the api's error shape as well.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are written by serialisers compiled from their schemas; tests also check
  // each one with zod (ADR 020).
  app.setSerializerCompiler(responseSerializerCompiler(config.nodeEnv === 'test' ? 'checked' : 'fast'));

  try {
    await registerAll(app, config, opts);
  } catch (err) {
    // A plugin refused to start (a bad setting): close what the others opened, the database
    // first of all (the app owns one it was handed), so nothing is left running.
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}

async function registerAll(app: FastifyInstance, config: AppConfig, opts: BuildAppOptions): Promise<void> {
  await app.register(errorsPlugin);
  await app.register(textGuardPlugin);
  await app.register(helmetPlugin);
  await app.register(corsPlugin, { origins: config.portalOrigins });
  await app.register(dbPlugin, { config, ...(opts.db ? { db: opts.db } : {}) });
  await app.register(swaggerPlugin, { publicUrl: config.publicUrl, version: API_VERSION });

  // ---- Domain plugins (decorators, repositories, services) ----------------------------
  // Add one line per domain, e.g. `await app.register(identityPlugin, { config });`
  await app.register(clockPlugin, opts.identity?.clock ? { clock: opts.identity.clock } : {});
  await app.register(registryPlugin, { config });
  await app.register(storagePlugin, { config });
  await app.register(stockPhotosPlugin, { config });
  await app.register(identityPlugin, { config, ...opts.identity });
  await app.register(billingPlugin, { config });
  await app.register(shareLinksPlugin, { config });
  const jobs = opts.jobs ?? {};
  await app.register(jobsPlugin, {
    queues: STORYBOARD_QUEUES.map((queue) => ({ ...queue, ...(jobs.expireInSeconds ? { expireInSeconds: jobs.expireInSeconds } : {}) })),
    ...(jobs.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: jobs.maintenanceIntervalSeconds } : {}),
    ...(jobs.pollingIntervalSeconds ? { pollingIntervalSeconds: jobs.pollingIntervalSeconds } : {}),
  });
  if (jobs.workers !== false) await startStoryboardWorkers(app);
  await app.register(mediaPlugin, { config, jobs });
  await app.register(libraryPlugin, { jobs });
  await app.register(assetDownloadsPlugin, { jobs });
  await app.register(renderPlugin, { config, jobs });
  await app.register(aiPlugin, { config, jobs });
  await app.register(aiPostPlugin, { jobs });
  await app.register(adminPlugin, { jobs });
  await app.register(recommenderPlugin);
  await app.register(analyticsPlugin, { eventsPerMinute: config.analyticsEventsPerMinute });
  await app.register(remoteReleasesPlugin, { config });
  // ---- end of domain plugins ----------------------------------------------------------

  // ---- Routes (thin handlers, full zod schemas) ---------------------------------------
  // Add one line per area, e.g. `await app.register(cognitoRoutes, { prefix: '/cognito' });`
  await app.register(healthRoutes);
  await app.register(registryRoutes);
  await app.register(remoteReleaseRoutes);
  await app.register(remoteFileRoutes);
  await app.register(cognitoRoutes);
  await app.register(currentUserRoutes);
  await app.register(currentUserProjectsRoutes);
  await app.register(localMailboxRoutes);
  await app.register(stripeRoutes, { publicUrl: config.publicUrl });
  await app.register(signUpRoutes);
  await app.register(projectRoutes);
  await app.register(registerCustomerRoutes);
  await app.register(userRoutes);
  await app.register(preferenceRoutes);
  await app.register(mailRoutes, { config });
  await app.register(briefRoutes, { config });
  await app.register(storyboardRoutes);
  await app.register(renderRoutes);
  await app.register(marketplaceRoutes);
  await app.register(reusableAssetRoutes);
  await app.register(mediaRoutes, { config });
  await app.register(libraryAssetRoutes);
  await app.register(assetDownloadRoutes);
  await app.register(uploadRoutes, { publicUrl: config.publicUrl });
  await app.register(searchRoutes, { cacheBytes: config.searchCacheBytes });
  await app.register(storageRoutes);
  await app.register(stockPhotoRoutes, { publicUrl: config.publicUrl });
  await app.register(stockPhotoPickRoutes);
  await app.register(shareLinkRoutes, { publicUrl: config.publicUrl });
  await app.register(aiRoutes, { seriesSize: config.ai.seriesSize });
  await app.register(adminRoutes, { publicUrl: config.publicUrl });
  await app.register(recommenderRoutes, { publicUrl: config.publicUrl });
  await app.register(analyticsRoutes);
  await app.register(metricsRoutes);
  await app.register(insightsRoutes);
  // ---- end of routes ------------------------------------------------------------------
}
