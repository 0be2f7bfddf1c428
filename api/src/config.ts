import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AI_LIMITS, ANALYTICS_LIMITS, DEFAULT_PORTS } from './contracts';

/** Repository root (two levels above api/src), where `.data/` lives by default. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The shortest DEPLOY_TOKEN accepted. */
export const DEPLOY_TOKEN_MIN_LENGTH = 32;

/** In-memory PGlite; tests and throwaway runs use it. */
export const MEMORY_DATA_DIR = 'memory://';
/** STORAGE_DIR of an in-memory object store (nothing on disk; gone with the process). */
export const MEMORY_STORAGE_DIR = 'memory://';

/**
 * Where stored objects go when STORAGE_DIR is unset: `.data/storage` beside the embedded
 * database; with an in-memory database (tests, throwaway runs) a folder under the system's
 * temp folder, shared by such runs, so the seed's images are made once per machine
 * (docs/adr/019).
 */
function defaultStorageDir(dataDir: string): string {
  if (dataDir !== MEMORY_DATA_DIR) return resolve(REPO_ROOT, '.data/storage');
  let user = 'user';
  try {
    user = userInfo().username.replace(/[^A-Za-z0-9_-]/g, '_') || user;
  } catch {
    // No user name (a container's uid without a passwd entry): one folder for all.
  }
  return join(tmpdir(), `story-portal-${user}`, 'storage');
}

const portalPorts: readonly number[] = Object.values(DEFAULT_PORTS).filter((p) => p !== DEFAULT_PORTS.api);
/** The host and every remote, on both spellings of the loopback host. */
const DEFAULT_ORIGINS = ['localhost', '127.0.0.1'].flatMap((h) => portalPorts.map((p) => `http://${h}:${p}`));

const originList = z
  .string()
  .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean))
  .pipe(z.array(z.url().transform((u) => new URL(u).origin)).min(1));

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For to believe for the client address (the
 * sign-in and sign-up limits key on it). `false` (default): the socket's address;
 * `true`: any; a number: that many hops; else a comma list of addresses or CIDR ranges.
 */
const trustProxy = z
  .string()
  .transform((s, ctx): boolean | number | string[] => {
    const value = s.trim();
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((v) => v.trim()).filter(Boolean);
    if (list.length > 0 && list.every((v) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(v))) return list;
    ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count, or a comma list of addresses or CIDR ranges' });
    return z.NEVER;
  });

/** STORAGE_SIGNING_SECRET: at least this many characters (a random 32-byte value, base64 or hex, is longer). */
export const STORAGE_SIGNING_SECRET_MIN_LENGTH = 32;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORTS.api),
  HOST: z.string().default('127.0.0.1'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATA_DIR: z.string().default(resolve(REPO_ROOT, '.data/pglite')),
  STORAGE_DIR: z.string().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  PORTAL_ORIGINS: originList.default(DEFAULT_ORIGINS),
  REGISTRY_FILE: z.string().optional(),
  REMOTE_VERSION: z.string().min(1).default('0.1.0'),
  // Publishing and releasing remotes without an admin's token (docs/registry.md, docs/adr/036).
  DEPLOY_TOKEN: z.string().min(DEPLOY_TOKEN_MIN_LENGTH, `must be at least ${DEPLOY_TOKEN_MIN_LENGTH} characters`).optional(),
  // Public base of the object store the published remotes are read from (a CDN or the bucket's URL); default the api's PUBLIC_URL.
  REMOTE_STORE_PUBLIC_URL: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).regex(/^[^\r\n]+$/, 'must be one line').default('Story Portal <no-reply@localhost>'),
  // Deliberately loose (a local inbox like sales@localhost has no dot in its domain).
  SALES_EMAIL: z.string().regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address').default('sales@localhost'),
  // Payments: Stripe when a secret key is set, else the local gateway (test cards only).
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret or restricted key').optional(),
  STRIPE_API_HOST: z.string().regex(/^[A-Za-z0-9.-]+$/, 'must be a host name').optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  STRIPE_GST_TAX_RATE: z.string().regex(/^txr_[A-Za-z0-9]+$/, 'must be a Stripe tax rate id (txr_...)').optional(),
  LOCAL_PAYMENTS: z.enum(['enabled', 'disabled']).optional(),
  LOCAL_DEV: z.enum(['enabled', 'disabled']).optional(),
  TRUST_PROXY: trustProxy.default(false),
  // Bytes of search answers each api process keeps (docs/adr/021); 0 turns it off.
  SEARCH_CACHE_BYTES: z.coerce.number().int().min(0).default(32 * 1024 * 1024),
  // Analytics events one user may send a minute (docs/adr/033); the ingest bench raises it.
  ANALYTICS_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(ANALYTICS_LIMITS.EVENTS_PER_WINDOW),
  // Media jobs (probing, thumbnails, HLS, storyboards from uploads) one api process runs at once (docs/adr/024).
  MEDIA_WORKERS: z.coerce.number().int().min(1).max(64).default(2),
  // Test renders (ffmpeg, 1080p) one api process makes at once (docs/adr/027).
  RENDER_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  // Stock photos from Unsplash instead of the local library when an access key is set.
  UNSPLASH_ACCESS_KEY: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, 'must be an Unsplash access key').optional(),
  UNSPLASH_API_URL: z.url().default('https://api.unsplash.com'),
  // Images added from a web address may come from loopback, private and link-local hosts (tests, a closed network).
  URL_IMPORT_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  // Signs the storage URLs the api serves itself (docs/adr/023).
  STORAGE_SIGNING_SECRET: z
    .string()
    .min(STORAGE_SIGNING_SECRET_MIN_LENGTH, `must be at least ${STORAGE_SIGNING_SECRET_MIN_LENGTH} characters`)
    .optional(),
  // Objects in an S3 bucket instead of STORAGE_DIR (docs/adr/023).
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as ap-southeast-2').optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // The SDK's own region settings, used when S3_REGION is unset.
  AWS_REGION: z.string().optional(),
  AWS_DEFAULT_REGION: z.string().optional(),
  // Deep Story (docs/adr/029): an OpenAI-compatible service instead of the local planner and renderer.
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().max(1000).optional(),
  AI_MODEL: z.string().max(200).optional(),
  AI_IMAGE_MODEL: z.string().max(200).optional(),
  // Storyboards (angles on the brief) one Deep Story brief makes.
  AI_SERIES_SIZE: z.coerce.number().int().min(1).max(AI_LIMITS.SERIES_SIZE_MAX).default(AI_LIMITS.SERIES_SIZE_DEFAULT),
}).superRefine((e, ctx) => {
  if (e.AI_BASE_URL !== undefined && e.AI_MODEL === undefined) {
    ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'AI_BASE_URL needs AI_MODEL (the chat model storyboards are asked of)' });
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
  }
});

/** Where the S3 bucket is and who the api is there (S3_* settings, docs/adr/023). */
export interface S3Settings {
  readonly bucket: string;
  readonly region: string;
  /** An S3-compatible server (MinIO, a test server); null for AWS itself. */
  readonly endpoint: string | null;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name. */
  readonly forcePathStyle: boolean;
  /** Null: the SDK's usual chain (environment, shared files, instance or task role). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
}

/** An OpenAI-compatible service (AI_BASE_URL and the other AI_* settings, docs/adr/029). */
export interface AiServiceSettings {
  /** Without a trailing slash: `${baseUrl}/chat/completions`, `${baseUrl}/images/generations`. */
  readonly baseUrl: string;
  /** Sent as `Authorization: Bearer ...`; null for a server that needs none (a local one). */
  readonly apiKey: string | null;
  /** The chat model that writes storyboards (AI_MODEL). */
  readonly model: string;
  /** The image model that draws shots (AI_IMAGE_MODEL); null keeps the local renderer for images. */
  readonly imageModel: string | null;
}

/** Deep Story generation (docs/adr/029). */
export interface AiSettings {
  /** AI_SERIES_SIZE: storyboards one brief makes (1 to 5, default 3). */
  readonly seriesSize: number;
  /** Null: the local planner and the local renderer, no network. */
  readonly service: AiServiceSettings | null;
}

/** Where the Stripe SDK sends its requests: Stripe itself unless pointed at an emulator. */
export interface StripeSettings {
  readonly secretKey: string;
  readonly host: string | null;
  readonly port: number | null;
  readonly protocol: 'http' | 'https' | null;
  /** Tax rate (Stripe's `txr_...`) added to Australian customers' subscriptions: 10% GST. */
  readonly gstTaxRate: string | null;
}

/**
 * The payment gateway. `local` keeps the ledger in the database and accepts only Stripe's
 * test cards; the api refuses to start on it unless `localAllowed`.
 */
export interface PaymentsConfig {
  readonly gateway: 'local' | 'stripe';
  readonly stripe: StripeSettings | null;
  /** LOCAL_DEV=enabled or LOCAL_PAYMENTS=enabled: the operator accepts the local gateway. */
  readonly localAllowed: boolean;
}

export type NodeEnv = z.infer<typeof envSchema>['NODE_ENV'];
export type LogLevel = z.infer<typeof envSchema>['LOG_LEVEL'];

/** Typed, frozen run-time configuration of the api. */
export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly nodeEnv: NodeEnv;
  /** PGlite data folder, or `memory://`; ignored when `databaseUrl` is set. */
  readonly dataDir: string;
  /**
   * Object storage folder of the local adapter (STORAGE_DIR), or `memory://` for an
   * in-memory store; see defaultStorageDir for the default.
   */
  readonly storageDir: string;
  /** When set, PostgreSQL through `pg` instead of the embedded PGlite. */
  readonly databaseUrl: string | null;
  readonly portalOrigins: readonly string[];
  /** JSON registry file (see docs/registry.md); null serves the default local registry. */
  readonly registryFile: string | null;
  /** Version reported for each remote in the default registry. */
  readonly remoteVersion: string;
  /**
   * DEPLOY_TOKEN: the `x-deploy-token` that may publish and release remotes. Null: on the
   * embedded database one is generated once into `<dataDir>/deploy-token`, in memory one
   * per process, with DATABASE_URL none (admins only); see deployTokenOf.
   */
  readonly deployToken: string | null;
  /** REMOTE_STORE_PUBLIC_URL without a trailing slash: where browsers read published remotes from; null is the api's publicUrl. */
  readonly remoteStorePublicUrl: string | null;
  /** Public base URL of this api, without a trailing slash (default http://localhost:<port>). */
  readonly publicUrl: string;
  readonly logLevel: LogLevel;
  /**
   * SMTP server the outbox delivers through, e.g. `smtp://user:pass@mail.example.com:587`
   * (STARTTLS when the server offers it) or `smtps://...:465` (TLS from the start).
   * Credentials go in the URL, percent-encoded. Null keeps mail in the database, where
   * the local mailbox shows it.
   */
  readonly smtpUrl: string | null;
  /** From header of every message the api sends. */
  readonly mailFrom: string;
  /** Inbox that receives story requests (POST /mail/requestStory). */
  readonly salesEmail: string;
  readonly payments: PaymentsConfig;
  /**
   * LOCAL_DEV=enabled: the conveniences of a developer machine, which `npm start`, `npm run
   * dev` and the tests set: the local mailbox (every e-mailed code readable at
   * /_local/mailbox), the demo accounts seeded with one shared password, and the local
   * payment gateway. Off unless set, whatever NODE_ENV says; the api warns at start when on.
   */
  readonly localDev: boolean;
  /** Fastify's `trustProxy`: whose X-Forwarded-For gives the client address (TRUST_PROXY). */
  readonly trustProxy: boolean | number | readonly string[];
  /** SEARCH_CACHE_BYTES: how many bytes of search answers this process keeps; 0 keeps none. */
  readonly searchCacheBytes: number;
  /** ANALYTICS_EVENTS_PER_MINUTE: analytics events one user may send per minute (429 RATE_LIMITED past it). */
  readonly analyticsEventsPerMinute: number;
  /** MEDIA_WORKERS: media jobs (ffmpeg) this process runs at once, across the media queues. */
  readonly mediaWorkers: number;
  /** RENDER_WORKERS: test renders (ffmpeg, 1080p) this process makes at once. */
  readonly renderWorkers: number;
  /** Unsplash's access key and API URL (UNSPLASH_ACCESS_KEY, UNSPLASH_API_URL), or null for the local stock library. */
  readonly unsplash: { readonly accessKey: string; readonly apiUrl: string } | null;
  /**
   * URL_IMPORT_ALLOW_PRIVATE=true: an image added from a web address (POST .../assets/imports)
   * may come from a host that resolves to a loopback, private or link-local address. Off by
   * default, so a customer cannot make the api reach into the network it runs in.
   */
  readonly urlImportAllowPrivate: boolean;
  /**
   * STORAGE_SIGNING_SECRET: the key of the storage URLs the api signs (uploads to and
   * reads from the local store, HLS playlists). Null: one generated once and kept in
   * `<storageDir>/.secret` (random per process for `memory://`), docs/adr/023.
   */
  readonly storageSigningSecret: string | null;
  /** S3_BUCKET and the other S3_* settings: objects in that bucket instead of `storageDir`. */
  readonly s3: S3Settings | null;
  /** Deep Story: AI_SERIES_SIZE, and AI_BASE_URL with its AI_* settings. */
  readonly ai: AiSettings;
}

/** Raised when the environment does not parse; names every bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses the environment. Empty strings count as unset, so a `.env` line like
 * `DATABASE_URL=` falls back to PGlite instead of failing.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : resolve(e.DATA_DIR);
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    dataDir,
    storageDir:
      e.STORAGE_DIR === undefined ? defaultStorageDir(dataDir) : e.STORAGE_DIR === MEMORY_STORAGE_DIR ? MEMORY_STORAGE_DIR : resolve(e.STORAGE_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    portalOrigins: Object.freeze([...new Set(e.PORTAL_ORIGINS)]),
    registryFile: e.REGISTRY_FILE ? resolve(e.REGISTRY_FILE) : null,
    remoteVersion: e.REMOTE_VERSION,
    deployToken: e.DEPLOY_TOKEN ?? null,
    remoteStorePublicUrl: e.REMOTE_STORE_PUBLIC_URL ? e.REMOTE_STORE_PUBLIC_URL.replace(/\/+$/, '') : null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    salesEmail: e.SALES_EMAIL.toLowerCase(),
    payments: Object.freeze({
      gateway: e.STRIPE_SECRET_KEY ? 'stripe' : 'local',
      stripe: e.STRIPE_SECRET_KEY
        ? Object.freeze({
            secretKey: e.STRIPE_SECRET_KEY,
            host: e.STRIPE_API_HOST ?? null,
            port: e.STRIPE_API_PORT ?? null,
            protocol: e.STRIPE_API_PROTOCOL ?? null,
            gstTaxRate: e.STRIPE_GST_TAX_RATE ?? null,
          })
        : null,
      localAllowed: e.LOCAL_PAYMENTS === 'enabled' || e.LOCAL_DEV === 'enabled',
    }),
    localDev: e.LOCAL_DEV === 'enabled',
    trustProxy: e.TRUST_PROXY,
    searchCacheBytes: e.SEARCH_CACHE_BYTES,
    analyticsEventsPerMinute: e.ANALYTICS_EVENTS_PER_MINUTE,
    mediaWorkers: e.MEDIA_WORKERS,
    renderWorkers: e.RENDER_WORKERS,
    unsplash: e.UNSPLASH_ACCESS_KEY ? Object.freeze({ accessKey: e.UNSPLASH_ACCESS_KEY, apiUrl: e.UNSPLASH_API_URL.replace(/\/+$/, '') }) : null,
    urlImportAllowPrivate: e.URL_IMPORT_ALLOW_PRIVATE === 'true',
    storageSigningSecret: e.STORAGE_SIGNING_SECRET ?? null,
    s3: e.S3_BUCKET
      ? Object.freeze({
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? e.AWS_REGION ?? e.AWS_DEFAULT_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT ? e.S3_ENDPOINT.replace(/\/+$/, '') : null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? Object.freeze({ accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY })
              : null,
        })
      : null,
    ai: Object.freeze({
      seriesSize: e.AI_SERIES_SIZE,
      service: e.AI_BASE_URL
        ? Object.freeze({
            baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''),
            apiKey: e.AI_API_KEY ?? null,
            model: e.AI_MODEL ?? '',
            imageModel: e.AI_IMAGE_MODEL ?? null,
          })
        : null,
    }),
  });
}
