import { z } from 'zod';
import { registryEntrySchema, remoteNameSchema, type RegistryEntry, type RemoteName } from './remotes';

/*
 * Independent delivery of the remotes (issue 18; docs/registry.md, docs/adr/036 and 037):
 * the api keeps published builds of each remote in its store, serves one of them per
 * remote in the registry (the live one, or a canary to a stable share of buckets), and
 * collects the host's load telemetry for the ops view.
 */

/** Query parameter of GET /v1/registry and the entry route: the caller's stable bucket (user sub or visitor id). */
export const REGISTRY_BUCKET_PARAM = 'bucket';
/** The host re-reads a remote's entry on navigation when its copy is older than this. */
export const REGISTRY_ENTRY_TTL_MS = 30_000;
/** GET /remotes/:name/:version/<file path>: the api's local store of published builds. */
export const REMOTE_STORE_PREFIX = '/remotes';

export const registryPaths = {
  /** GET ?bucket= -> { result: RegistryEntry } (404 REMOTE_NOT_IN_REGISTRY). */
  entry: (name: RemoteName) => `/v1/registry/remotes/${name}`,
  /** POST publish -> { result: RemoteVersion }; GET -> { result: RemoteRelease }. */
  versions: (name: RemoteName) => `/v1/registry/remotes/${name}/versions`,
  /** POST { version } -> { result: RemoteRelease }. */
  promote: (name: RemoteName) => `/v1/registry/remotes/${name}/promote`,
  /** POST {} -> { result: RemoteRelease }. */
  rollback: (name: RemoteName) => `/v1/registry/remotes/${name}/rollback`,
  /** POST { version, percent } -> { result: RemoteRelease }. */
  canary: (name: RemoteName) => `/v1/registry/remotes/${name}/canary`,
  /** POST a telemetry batch (anonymous allowed) -> 204. */
  loads: '/v1/remote-loads',
  /** GET ops figures (admin). */
  adminRemotes: '/admin/remotes',
};

/** 0..99: the stable share of a bucket for one remote. FNV-1a 32-bit of `${bucket}:${name}` mod 100. */
export function canaryShare(bucket: string, name: RemoteName): number {
  let hash = 0x811c9dc5;
  const bytes = new TextEncoder().encode(`${bucket}:${name}`);
  for (const byte of bytes) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/**
 * The entry a bucket is served (docs/adr/036, 037): the canary's when the remote has one
 * and the bucket's share is under its percent, else the live one; never the canary field.
 * A null bucket (nothing can be stored in this browser) gets the live one.
 */
export function servedEntry(entry: RegistryEntry, bucket: string | null): RegistryEntry {
  const { canary, ...live } = entry;
  if (!canary || bucket === null || canaryShare(bucket, entry.name) >= canary.percent) return live;
  return {
    name: entry.name,
    entry: canary.entry,
    version: canary.version,
    ...(canary.contractVersion ? { contractVersion: canary.contractVersion } : {}),
    channel: 'canary',
  };
}

/** A version name: safe as one path segment of a storage key and a URL. */
export const REMOTE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
const SEMVER = /^\d+\.\d+\.\d+$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Limits of a publish. */
export const REMOTE_PUBLISH_LIMITS = {
  MAX_FILES: 2000,
  MAX_PATH_LENGTH: 300,
  /** Bytes of one publish body (base64 included). */
  MAX_BODY_BYTES: 64 * 1024 * 1024,
  /** The file every build must carry (the entry points at it). */
  MANIFEST_FILE: 'mf-manifest.json',
} as const;

/** A relative file path of a build: segments of safe characters, no `.` or `..` segment, no leading `/`. */
export function remoteFilePathProblem(path: string): string | null {
  if (path.length === 0 || path.length > REMOTE_PUBLISH_LIMITS.MAX_PATH_LENGTH) return `is empty or longer than ${REMOTE_PUBLISH_LIMITS.MAX_PATH_LENGTH} characters`;
  if (path.startsWith('/')) return 'starts with /';
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return 'has an empty, . or .. segment';
  if (!segments.every((s) => /^[0-9A-Za-z_.@~+-]+$/.test(s))) return 'has characters other than letters, digits and _ . @ ~ + -';
  return null;
}

const remoteVersionNameSchema = z.string().regex(REMOTE_VERSION_PATTERN, 'must be 1 to 64 letters, digits, . + _ - starting with a letter or digit');
const contractVersionSchema = z.string().regex(SEMVER, 'must be a semantic version such as 1.2.0');

export const remoteFileSchema = z.object({
  path: z.string().superRefine((path, ctx) => {
    const problem = remoteFilePathProblem(path);
    if (problem) ctx.addIssue({ code: 'custom', message: `path ${problem}` });
  }),
  contentBase64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
  sha256: z.string().regex(SHA256_HEX, 'must be 64 lower-case hex digits'),
});
export type RemoteFile = z.infer<typeof remoteFileSchema>;

export const remotePublishBodySchema = z.object({
  version: remoteVersionNameSchema,
  contractVersion: contractVersionSchema,
  files: z
    .array(remoteFileSchema)
    .min(1)
    .max(REMOTE_PUBLISH_LIMITS.MAX_FILES)
    .refine((files) => files.some((f) => f.path === REMOTE_PUBLISH_LIMITS.MANIFEST_FILE), `must include ${REMOTE_PUBLISH_LIMITS.MANIFEST_FILE}`)
    .refine((files) => new Set(files.map((f) => f.path)).size === files.length, 'must not repeat a path'),
});
export type RemotePublishBody = z.infer<typeof remotePublishBodySchema>;

export const remoteVersionSchema = z.object({
  name: remoteNameSchema,
  version: z.string(),
  contractVersion: z.string(),
  /** SHA-256 (hex) of the sorted `"<path> <sha256>\n"` lines of its files. */
  checksum: z.string(),
  /** URL of its mf-manifest.json. */
  entry: z.string(),
  publishedBy: z.string(),
  publishedAt: z.string(),
});
export type RemoteVersion = z.infer<typeof remoteVersionSchema>;

export const remoteCanarySchema = z.object({ version: z.string(), percent: z.number().int().min(0).max(100) });

export const remoteReleaseSchema = z.object({
  name: remoteNameSchema,
  live: z.string().nullable(),
  canary: remoteCanarySchema.nullable(),
  /** Newest first. */
  versions: z.array(remoteVersionSchema),
});
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

export const remotePromoteBodySchema = z.object({ version: remoteVersionNameSchema });
export type RemotePromoteBody = z.infer<typeof remotePromoteBodySchema>;

export const remoteCanaryBodySchema = z.object({ version: remoteVersionNameSchema, percent: z.number().int().min(0).max(100) });
export type RemoteCanaryBody = z.infer<typeof remoteCanaryBodySchema>;

export const REMOTE_LOAD_FAILURES = ['chunk', 'timeout', 'contract', 'manifest', 'mount'] as const;
export type RemoteLoadFailure = (typeof REMOTE_LOAD_FAILURES)[number];

const MAX_MS = 600_000;
export const remoteLoadSchema = z.object({
  remote: remoteNameSchema,
  version: z.string().min(1).max(64),
  /** From the start of the load to the remote's app module ready. */
  loadMs: z.number().int().min(0).max(MAX_MS),
  /** To the remote's first mount resolved; null when it never mounted. */
  renderMs: z.number().int().min(0).max(MAX_MS).nullable(),
  failure: z.enum(REMOTE_LOAD_FAILURES).nullable(),
});
export type RemoteLoad = z.infer<typeof remoteLoadSchema>;

export const REMOTE_LOADS_MAX_BATCH = 50;
export const remoteLoadsBodySchema = z.object({ loads: z.array(remoteLoadSchema).min(1).max(REMOTE_LOADS_MAX_BATCH) });
export type RemoteLoadsBody = z.infer<typeof remoteLoadsBodySchema>;

export const remoteLoadStatsSchema = z.object({
  loads: z.number().int(),
  failures: z.number().int(),
  /** failures / loads, 0 without loads. */
  errorRate: z.number().min(0).max(1),
  p50LoadMs: z.number().nullable(),
  p95LoadMs: z.number().nullable(),
});
export type RemoteLoadStats = z.infer<typeof remoteLoadStatsSchema>;

export const REGISTRY_ACTIONS = ['publish', 'promote', 'rollback', 'canary'] as const;
export type RegistryAction = (typeof REGISTRY_ACTIONS)[number];

export const registryEventSchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.enum(REGISTRY_ACTIONS),
  remote: remoteNameSchema,
  version: z.string().nullable(),
  percent: z.number().int().nullable(),
  outcome: z.enum(['done', 'refused']),
  errorCode: z.string().nullable(),
});
export type RegistryEvent = z.infer<typeof registryEventSchema>;

export const remoteOpsSchema = z.object({
  remotes: z.array(
    z.object({
      name: remoteNameSchema,
      live: z.string().nullable(),
      canary: remoteCanarySchema.nullable(),
      versions: z.array(
        z.object({
          version: z.string(),
          contractVersion: z.string(),
          publishedAt: z.string(),
          publishedBy: z.string(),
          windows: z.object({ hour: remoteLoadStatsSchema, day: remoteLoadStatsSchema }),
        }),
      ),
    }),
  ),
  /** The newest 50. */
  events: z.array(registryEventSchema),
});
export type RemoteOps = z.infer<typeof remoteOpsSchema>;

export const REGISTRY_ERROR_CODES = {
  VERSION_EXISTS: 'VERSION_EXISTS',
  VERSION_NOT_FOUND: 'VERSION_NOT_FOUND',
  CONTRACT_INCOMPATIBLE: 'CONTRACT_INCOMPATIBLE',
  NO_PREVIOUS_VERSION: 'NO_PREVIOUS_VERSION',
  REMOTE_NOT_IN_REGISTRY: 'REMOTE_NOT_IN_REGISTRY',
  BAD_CHECKSUM: 'BAD_CHECKSUM',
  DEPLOY_FORBIDDEN: 'DEPLOY_FORBIDDEN',
  /** A canary of the version that is already live. */
  CANARY_IS_LIVE: 'CANARY_IS_LIVE',
} as const;
export type RegistryErrorCode = (typeof REGISTRY_ERROR_CODES)[keyof typeof REGISTRY_ERROR_CODES];

/** GET registryPaths.entry(name)?bucket= -> one remote's entry for the bucket. */
export const registryEntryResponseSchema = z.object({ result: registryEntrySchema });

/** GET /admin/remotes (the admin's Remotes tab). */
export const remoteOpsResponseSchema = z.object({ result: remoteOpsSchema });
/** What promote, rollback and canary answer, and GET .../versions. */
export const remoteReleaseResponseSchema = z.object({ result: remoteReleaseSchema });
