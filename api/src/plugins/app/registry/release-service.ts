import { createHash } from 'node:crypto';
import type { Db } from '../../../db';
import {
  servedEntry,
  CONTRACT_VERSION,
  isCompatibleContract,
  REGISTRY_ERROR_CODES,
  REGISTRY_MESSAGES,
  REMOTE_NAMES,
  REMOTE_PUBLISH_LIMITS,
  REMOTE_STORE_PREFIX,
  type Registry,
  type RegistryAction,
  type RegistryEntry,
  type RemoteFile,
  type RemoteLoad,
  type RemoteLoadStats,
  type RemoteName,
  type RemoteOps,
  type RemoteRelease,
  type RemoteVersion,
} from '../../../contracts';
import { ApiError } from '../errors';
import type { Clock } from '../identity/clock';
import { takeAttempt } from '../limits';
import type { ObjectStorage } from '../storage/object-storage';
import { releaseRepository, type ReleaseRepository, type ReleaseState } from './release-repository';

/** Where a remote's published files live in the object store. */
export const remoteFileKey = (name: RemoteName, version: string, path: string): string => `public/remotes/${name}/${version}/${path}`;

/** The Content-Type a published file is stored and served with. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff2: 'font/woff2',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

export function remoteFileContentType(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (dot > 0 && CONTENT_TYPES[name.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}

/** SHA-256 (hex) of the sorted `"<path> <sha256>\n"` lines of a build's files. */
export function buildChecksum(files: readonly Pick<RemoteFile, 'path' | 'sha256'>[]): string {
  const lines = files.map((f) => `${f.path} ${f.sha256}\n`).sort();
  return createHash('sha256').update(lines.join('')).digest('hex');
}

/** The limits of the anonymous load telemetry and how long it is kept. */
export const REMOTE_LOAD_LIMITS = {
  batchesPerAddress: 120,
  windowMs: 60_000,
  keepMs: 2 * 24 * 3600_000,
  /** A process prunes old loads at most this often. */
  pruneEveryMs: 3600_000,
} as const;

const OPS_EVENTS = 50;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

export interface ReleaseDeps {
  readonly db: Db;
  readonly storage: ObjectStorage;
  readonly clock: Clock;
  /** The api's public URL: published files are served under its REMOTE_STORE_PREFIX. */
  readonly publicUrl: string;
  /** REMOTE_STORE_PUBLIC_URL: the store's own public base (a bucket's or CDN's URL), where its keys are read from instead. */
  readonly storePublicUrl: string | null;
}

/** Who made a release action: `deploy-token` or the admin's e-mail. */
export type Actor = string;

export interface ReleaseService {
  publish(actor: Actor, name: RemoteName, body: { version: string; contractVersion: string; files: readonly RemoteFile[] }): Promise<RemoteVersion>;
  release(name: RemoteName): Promise<RemoteRelease>;
  promote(actor: Actor, name: RemoteName, version: string): Promise<RemoteRelease>;
  rollback(actor: Actor, name: RemoteName): Promise<RemoteRelease>;
  canary(actor: Actor, name: RemoteName, version: string, percent: number): Promise<RemoteRelease>;
  /** Records a write refused before it reached the service (a customer's token). */
  refused(actor: Actor, action: RegistryAction, name: RemoteName, errorCode: string): Promise<void>;
  /**
   * The registry a bucket sees: per remote, the operator file's entry when the file lists
   * it, else the store's live version (or its canary for the bucket's share), else the
   * built-in default.
   */
  registry(file: Registry | null, defaults: Registry, bucket: string | undefined): Promise<Registry>;
  /** Stores a telemetry batch; 429 past the address's rate. */
  recordLoads(address: string, loads: readonly RemoteLoad[]): Promise<void>;
  ops(): Promise<RemoteOps>;
}

const emptyStats = (): RemoteLoadStats => ({ loads: 0, failures: 0, errorRate: 0, p50LoadMs: null, p95LoadMs: null });

/**
 * Published builds of the remotes and their release (docs/adr/036). A published version
 * is never replaced: a publish checks first, writes its files, then inserts its row, and
 * removes what it wrote when anything after the check fails. Every write, done or
 * refused, is audited.
 */
export function releaseService(deps: ReleaseDeps): ReleaseService {
  const repo = releaseRepository(deps.db);
  const now = (): Date => new Date(deps.clock.now());
  let lastPrune = 0;

  async function audited<T>(
    actor: Actor,
    action: RegistryAction,
    remote: RemoteName,
    version: string | null,
    percent: number | null,
    fn: () => Promise<T>,
  ): Promise<T> {
    try {
      const out = await fn();
      await repo.recordEvent({ at: now(), actor, action, remote, version, percent, outcome: 'done', errorCode: null });
      return out;
    } catch (err) {
      const errorCode = err instanceof ApiError ? err.code : 'INTERNAL_ERROR';
      await repo.recordEvent({ at: now(), actor, action, remote, version, percent, outcome: 'refused', errorCode });
      throw err;
    }
  }

  function assertCompatible(name: RemoteName, contractVersion: string): void {
    if (!isCompatibleContract(contractVersion)) {
      throw ApiError.conflict(REGISTRY_MESSAGES.contractIncompatible(name, contractVersion, CONTRACT_VERSION), REGISTRY_ERROR_CODES.CONTRACT_INCOMPATIBLE);
    }
  }

  async function publishedVersion(db: Db, name: RemoteName, version: string): Promise<RemoteVersion> {
    const found = await releaseRepository(db).versionOf(name, version);
    if (!found) throw ApiError.notFound(REGISTRY_MESSAGES.versionNotFound(name, version), REGISTRY_ERROR_CODES.VERSION_NOT_FOUND);
    assertCompatible(name, found.contractVersion);
    return found;
  }

  async function releaseOf(name: RemoteName): Promise<RemoteRelease> {
    const [state, versions] = await Promise.all([repo.release(name), repo.versions(name)]);
    return { name, live: state.live, canary: state.canary, versions };
  }

  /**
   * An audited change of a remote's release, in a transaction holding its release row: the
   * named version (if any) must be published with a compatible contract. Answers the release after.
   */
  async function changeRelease(
    actor: Actor,
    action: Exclude<RegistryAction, 'publish'>,
    name: RemoteName,
    version: string | null,
    percent: number | null,
    change: (locked: { repo: ReleaseRepository; state: ReleaseState; at: Date }) => Promise<void>,
  ): Promise<RemoteRelease> {
    await audited(actor, action, name, version, percent, () =>
      deps.db.transaction(async (tx) => {
        if (version !== null) await publishedVersion(tx, name, version);
        const at = now();
        const txRepo = releaseRepository(tx);
        await change({ repo: txRepo, state: await txRepo.lockRelease(name, at), at });
      }),
    );
    return releaseOf(name);
  }

  function entryOf(v: RemoteVersion, channel: 'live' | 'canary'): RegistryEntry {
    return { name: v.name, entry: v.entry, version: v.version, contractVersion: v.contractVersion, channel };
  }

  return {
    publish(actor, name, body) {
      // What this publish wrote, removed when anything fails after (the commit included).
      const written: string[] = [];
      const removeWritten = async (err: unknown): Promise<never> => {
        await Promise.allSettled(written.map((key) => deps.storage.delete(key)));
        throw err;
      };
      return audited(actor, 'publish', name, body.version, null, () =>
        // One publish of a remote's version at a time, across api processes: the lock lasts the transaction.
        deps.db.transaction(async (tx) => {
          const txRepo = releaseRepository(tx);
          await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`remote-publish:${name}:${body.version}`]);
          if (await txRepo.versionOf(name, body.version)) {
            throw ApiError.conflict(REGISTRY_MESSAGES.versionExists(name, body.version), REGISTRY_ERROR_CODES.VERSION_EXISTS);
          }
          assertCompatible(name, body.contractVersion);
          const decoded = body.files.map((file) => {
            const bytes = Buffer.from(file.contentBase64, 'base64');
            if (createHash('sha256').update(bytes).digest('hex') !== file.sha256) {
              throw ApiError.badRequest(REGISTRY_MESSAGES.badChecksum(file.path), REGISTRY_ERROR_CODES.BAD_CHECKSUM);
            }
            return { key: remoteFileKey(name, body.version, file.path), bytes, contentType: remoteFileContentType(file.path), sha256: file.sha256 };
          });
          const version: RemoteVersion = {
            name,
            version: body.version,
            contractVersion: body.contractVersion,
            checksum: buildChecksum(body.files),
            entry: deps.storePublicUrl
              ? `${deps.storePublicUrl}/${remoteFileKey(name, body.version, REMOTE_PUBLISH_LIMITS.MANIFEST_FILE)}`
              : `${deps.publicUrl}${REMOTE_STORE_PREFIX}/${name}/${body.version}/${REMOTE_PUBLISH_LIMITS.MANIFEST_FILE}`,
            publishedBy: actor,
            publishedAt: now().toISOString(),
          };
          for (const file of decoded) {
            // A file already there was left by a publish that could not clean up: never overwrite it.
            if (await deps.storage.exists(file.key)) {
              throw ApiError.conflict(REGISTRY_MESSAGES.versionExists(name, body.version), REGISTRY_ERROR_CODES.VERSION_EXISTS);
            }
            await deps.storage.put(file.key, file.bytes, file.contentType, { metadata: { sha256: file.sha256 } });
            written.push(file.key);
          }
          if (!(await txRepo.insertVersion(version))) {
            throw ApiError.conflict(REGISTRY_MESSAGES.versionExists(name, body.version), REGISTRY_ERROR_CODES.VERSION_EXISTS);
          }
          return version;
        }).catch(removeWritten),
      );
    },

    release: releaseOf,

    promote(actor, name, version) {
      return changeRelease(actor, 'promote', name, version, null, async ({ repo: txRepo, state, at }) => {
        if (state.live === version) return;
        const canary = state.canary?.version === version ? null : state.canary;
        await txRepo.saveRelease(name, { live: version, canary }, at);
        await txRepo.pushLive(name, version, at);
      });
    },

    rollback(actor, name) {
      return changeRelease(actor, 'rollback', name, null, null, async ({ repo: txRepo, state, at }) => {
        const target = await txRepo.popLive(name);
        if (target === null) throw ApiError.conflict(REGISTRY_MESSAGES.noPreviousVersion(name), REGISTRY_ERROR_CODES.NO_PREVIOUS_VERSION);
        // A canary of the version rolled back from, or of the one now live again, ends.
        const canary = state.canary && state.canary.version !== state.live && state.canary.version !== target ? state.canary : null;
        await txRepo.saveRelease(name, { live: target, canary }, at);
      });
    },

    canary(actor, name, version, percent) {
      return changeRelease(actor, 'canary', name, version, percent, async ({ repo: txRepo, state, at }) => {
        if (state.live === version) throw ApiError.conflict(REGISTRY_MESSAGES.canaryIsLive(name, version), REGISTRY_ERROR_CODES.CANARY_IS_LIVE);
        await txRepo.saveRelease(name, { live: state.live, canary: percent === 0 ? null : { version, percent } }, at);
      });
    },

    async refused(actor, action, name, errorCode) {
      await repo.recordEvent({ at: now(), actor, action, remote: name, version: null, percent: null, outcome: 'refused', errorCode });
    },

    async registry(file, defaults, bucket) {
      const { releases, versions } = await repo.served();
      const published = (name: RemoteName, version: string | undefined): RemoteVersion | undefined =>
        version === undefined ? undefined : versions.find((v) => v.name === name && v.version === version);
      const remotes = REMOTE_NAMES.flatMap((name): RegistryEntry[] => {
        const fromFile = file?.remotes.find((r) => r.name === name);
        if (fromFile) return [fromFile];
        const state = releases.get(name);
        const live = published(name, state?.live ?? undefined);
        const base = live ? entryOf(live, 'live') : defaults.remotes.find((r) => r.name === name);
        if (!base) return [];
        // The canary rides along: the host picks it for its bucket (servedEntry), or the api
        // does here when the caller names its bucket.
        const canary = state?.canary && state.canary.percent > 0 ? published(name, state.canary.version) : undefined;
        const entry: RegistryEntry = canary
          ? { ...base, canary: { entry: canary.entry, version: canary.version, contractVersion: canary.contractVersion, percent: state?.canary?.percent ?? 0 } }
          : base;
        return [bucket === undefined ? entry : servedEntry(entry, bucket)];
      });
      return { remotes };
    },

    async recordLoads(address, loads) {
      if (!(await takeAttempt(deps.db, deps.clock, `remote-loads:${address}`, REMOTE_LOAD_LIMITS.batchesPerAddress, REMOTE_LOAD_LIMITS.windowMs))) {
        throw new ApiError(429, 'RATE_LIMITED', REGISTRY_MESSAGES.tooManyLoads);
      }
      const at = now();
      await repo.insertLoads(loads, at);
      if (at.getTime() - lastPrune >= REMOTE_LOAD_LIMITS.pruneEveryMs) {
        lastPrune = at.getTime();
        await repo.pruneLoads(new Date(at.getTime() - REMOTE_LOAD_LIMITS.keepMs));
      }
    },

    async ops() {
      const at = now().getTime();
      const [releases, versions, stats, events] = await Promise.all([
        repo.releases(),
        repo.versions(null),
        repo.loadStats(new Date(at - HOUR_MS), new Date(at - DAY_MS)),
        repo.events(OPS_EVENTS),
      ]);
      const statsOf = (name: string, version: string, window: 'hour' | 'day'): RemoteLoadStats =>
        stats.find((s) => s.remote === name && s.version === version && s.window === window)?.stats ?? emptyStats();
      return {
        remotes: REMOTE_NAMES.map((name) => {
          const state = releases.get(name);
          return {
            name,
            live: state?.live ?? null,
            canary: state?.canary ?? null,
            versions: versions
              .filter((v) => v.name === name)
              .map((v) => ({
                version: v.version,
                contractVersion: v.contractVersion,
                publishedAt: v.publishedAt,
                publishedBy: v.publishedBy,
                windows: { hour: statsOf(name, v.version, 'hour'), day: statsOf(name, v.version, 'day') },
              })),
          };
        }),
        events,
      };
    },
  };
}
