import type { Db } from '../../../db';
import type { RegistryAction, RegistryEvent, RemoteLoad, RemoteLoadStats, RemoteName, RemoteVersion } from '../../../contracts';

/** A remote's release state: its live version and its canary, if any. */
export interface ReleaseState {
  readonly live: string | null;
  readonly canary: { readonly version: string; readonly percent: number } | null;
}

/** One row of the audit of release actions. */
export type NewRegistryEvent = Omit<RegistryEvent, 'at'> & { readonly at: Date };

/** The load figures of one published version over one window. */
export interface VersionStats {
  readonly remote: string;
  readonly version: string;
  readonly window: 'hour' | 'day';
  readonly stats: RemoteLoadStats;
}

interface VersionRow {
  remote: RemoteName;
  version: string;
  contract_version: string;
  checksum: string;
  entry: string;
  published_by: string;
  published_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function versionOf(row: VersionRow): RemoteVersion {
  return {
    name: row.remote,
    version: row.version,
    contractVersion: row.contract_version,
    checksum: row.checksum,
    entry: row.entry,
    publishedBy: row.published_by,
    publishedAt: iso(row.published_at),
  };
}

const VERSION_COLUMNS = 'remote, version, contract_version, checksum, entry, published_by, published_at';

/** The remote registry's tables (migration 021): versions, releases, live history, audit, loads. */
export interface ReleaseRepository {
  versionOf(remote: RemoteName, version: string): Promise<RemoteVersion | null>;
  /** Newest first; every remote when `remote` is null. */
  versions(remote: RemoteName | null): Promise<RemoteVersion[]>;
  /** False when the remote already has that version (nothing inserted). */
  insertVersion(version: RemoteVersion): Promise<boolean>;
  release(remote: RemoteName): Promise<ReleaseState>;
  /** The release state of each remote with a row, and the published versions it serves (live and canary). */
  served(): Promise<{ releases: Map<string, ReleaseState>; versions: RemoteVersion[] }>;
  releases(): Promise<Map<string, ReleaseState>>;
  /** Sets the live version and the canary (locks the remote's row for the transaction). */
  saveRelease(remote: RemoteName, state: ReleaseState, at: Date): Promise<void>;
  /** Takes the remote's release row lock (creating the row) for the rest of the transaction. */
  lockRelease(remote: RemoteName, at: Date): Promise<ReleaseState>;
  pushLive(remote: RemoteName, version: string, at: Date): Promise<void>;
  /** Removes the newest live history row and answers the one before it (null when there is none: nothing removed). */
  popLive(remote: RemoteName): Promise<string | null>;
  recordEvent(event: NewRegistryEvent): Promise<void>;
  /** The newest `limit` events. */
  events(limit: number): Promise<RegistryEvent[]>;
  insertLoads(loads: readonly RemoteLoad[], at: Date): Promise<void>;
  /** Deletes loads received before `before`; answers how many. */
  pruneLoads(before: Date): Promise<number>;
  /** Loads, failures, error rate and the p50/p95 load time of successful loads, per version, since each window's start. */
  loadStats(hourSince: Date, daySince: Date): Promise<VersionStats[]>;
}

export function releaseRepository(db: Db): ReleaseRepository {
  const stateOf = (row: { live_version: string | null; canary_version: string | null; canary_percent: number | null } | undefined): ReleaseState => ({
    live: row?.live_version ?? null,
    canary: row?.canary_version ? { version: row.canary_version, percent: Number(row.canary_percent ?? 0) } : null,
  });

  const releases = async (): Promise<Map<string, ReleaseState>> => {
    const { rows } = await db.query<{ remote: string; live_version: string | null; canary_version: string | null; canary_percent: number | null }>(
      'select remote, live_version, canary_version, canary_percent from remote_releases',
    );
    return new Map(rows.map((row) => [row.remote, stateOf(row)]));
  };

  return {
    async versionOf(remote, version) {
      const { rows } = await db.query<VersionRow>(`select ${VERSION_COLUMNS} from remote_versions where remote = $1 and version = $2`, [remote, version]);
      return rows[0] ? versionOf(rows[0]) : null;
    },

    async versions(remote) {
      const { rows } = await db.query<VersionRow>(
        `select ${VERSION_COLUMNS} from remote_versions where $1::text is null or remote = $1 order by published_at desc, id desc`,
        [remote],
      );
      return rows.map(versionOf);
    },

    async insertVersion(v) {
      const { rows } = await db.query(
        `insert into remote_versions (${VERSION_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (remote, version) do nothing returning id`,
        [v.name, v.version, v.contractVersion, v.checksum, v.entry, v.publishedBy, new Date(v.publishedAt)],
      );
      return rows.length === 1;
    },

    async release(remote) {
      const { rows } = await db.query<{ live_version: string | null; canary_version: string | null; canary_percent: number | null }>(
        'select live_version, canary_version, canary_percent from remote_releases where remote = $1',
        [remote],
      );
      return stateOf(rows[0]);
    },

    async served() {
      const all = await releases();
      const { rows } = await db.query<VersionRow>(
        `select ${VERSION_COLUMNS.split(', ').map((c) => `v.${c}`).join(', ')}
           from remote_releases r join remote_versions v on v.remote = r.remote and v.version in (r.live_version, r.canary_version)`,
      );
      return { releases: all, versions: rows.map(versionOf) };
    },

    releases,

    async lockRelease(remote, at) {
      await db.query('insert into remote_releases (remote, updated_at) values ($1, $2) on conflict (remote) do nothing', [remote, at]);
      const { rows } = await db.query<{ live_version: string | null; canary_version: string | null; canary_percent: number | null }>(
        'select live_version, canary_version, canary_percent from remote_releases where remote = $1 for update',
        [remote],
      );
      return stateOf(rows[0]);
    },

    async saveRelease(remote, state, at) {
      await db.query(
        `insert into remote_releases (remote, live_version, canary_version, canary_percent, updated_at) values ($1, $2, $3, $4, $5)
         on conflict (remote) do update set live_version = excluded.live_version, canary_version = excluded.canary_version,
           canary_percent = excluded.canary_percent, updated_at = excluded.updated_at`,
        [remote, state.live, state.canary?.version ?? null, state.canary?.percent ?? null, at],
      );
    },

    async pushLive(remote, version, at) {
      await db.query('insert into remote_live_history (remote, version, at) values ($1, $2, $3)', [remote, version, at]);
    },

    async popLive(remote) {
      const { rows } = await db.query<{ id: string; version: string }>(
        'select id, version from remote_live_history where remote = $1 order by id desc limit 2',
        [remote],
      );
      const [newest, previous] = rows;
      if (!newest || !previous) return null;
      await db.query('delete from remote_live_history where id = $1', [newest.id]);
      return previous.version;
    },

    async recordEvent(e) {
      await db.query(
        `insert into remote_registry_events (at, actor, action, remote, version, percent, outcome, error_code)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [e.at, e.actor, e.action, e.remote, e.version, e.percent, e.outcome, e.errorCode],
      );
    },

    async events(limit) {
      const { rows } = await db.query<{
        at: Date | string;
        actor: string;
        action: RegistryAction;
        remote: RemoteName;
        version: string | null;
        percent: number | null;
        outcome: 'done' | 'refused';
        error_code: string | null;
      }>('select at, actor, action, remote, version, percent, outcome, error_code from remote_registry_events order by at desc, id desc limit $1', [limit]);
      return rows.map((r) => ({
        at: iso(r.at),
        actor: r.actor,
        action: r.action,
        remote: r.remote,
        version: r.version,
        percent: r.percent === null ? null : Number(r.percent),
        outcome: r.outcome,
        errorCode: r.error_code,
      }));
    },

    async insertLoads(loads, at) {
      if (loads.length === 0) return;
      const params: unknown[] = [];
      const values = loads.map((l) => {
        const base = params.length;
        params.push(l.remote, l.version, at, l.loadMs, l.renderMs, l.failure);
        return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6})`;
      });
      await db.query(`insert into remote_loads (remote, version, at, load_ms, render_ms, failure) values ${values.join(', ')}`, params);
    },

    async pruneLoads(before) {
      const { rows } = await db.query('delete from remote_loads where at < $1 returning id', [before]);
      return rows.length;
    },

    async loadStats(hourSince, daySince) {
      const { rows } = await db.query<{
        remote: string;
        version: string;
        window: 'hour' | 'day';
        loads: number;
        failures: number;
        p50: number | null;
        p95: number | null;
      }>(
        `select l.remote, l.version, w.name as window,
                count(*)::int as loads,
                count(l.failure)::int as failures,
                percentile_cont(0.5) within group (order by l.load_ms) filter (where l.failure is null) as p50,
                percentile_cont(0.95) within group (order by l.load_ms) filter (where l.failure is null) as p95
           from remote_loads l
           join (values ('hour', $1::timestamptz), ('day', $2::timestamptz)) as w (name, since) on l.at >= w.since
          group by l.remote, l.version, w.name`,
        [hourSince, daySince],
      );
      return rows.map((r) => ({
        remote: r.remote,
        version: r.version,
        window: r.window,
        stats: {
          loads: Number(r.loads),
          failures: Number(r.failures),
          errorRate: Number(r.loads) === 0 ? 0 : Number(r.failures) / Number(r.loads),
          p50LoadMs: r.p50 === null ? null : Math.round(Number(r.p50)),
          p95LoadMs: r.p95 === null ? null : Math.round(Number(r.p95)),
        },
      }));
    },
  };
}
