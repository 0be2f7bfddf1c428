import { type RemoteLoadStats, type RemoteOps } from '@portal/shared-contracts/core';
import { ADMIN_REMOTES_LABELS as L } from '@portal/shared-contracts/admin';

export type RemoteOpsEntry = RemoteOps['remotes'][number];
export type RemoteOpsVersion = RemoteOpsEntry['versions'][number];

// Made on first use, not as the module loads (docs/adr/056).
let percentMade: Intl.NumberFormat | undefined;
const percent = (): Intl.NumberFormat => (percentMade ??= new Intl.NumberFormat('en-AU', { style: 'percent', maximumFractionDigits: 1 }));
const ms = (value: number | null): string => (value === null ? '—' : `${Math.round(value)} ms`);

/** One window's figures as one line: "12 loads, 8.3% errors, p50 120 ms, p95 480 ms"; "No loads" without any. */
export function statsLine(stats: RemoteLoadStats): string {
  if (stats.loads === 0) return `0 ${L.loads.toLowerCase()}`;
  return `${stats.loads} ${L.loads.toLowerCase()}, ${percent().format(stats.errorRate)} ${L.errorRate.toLowerCase()}, ${L.p50} ${ms(stats.p50LoadMs)}, ${L.p95} ${ms(stats.p95LoadMs)}`;
}

/** The live version first, then the canary, then the rest newest first: the two served side by side. */
export function servedFirst(remote: RemoteOpsEntry): RemoteOpsVersion[] {
  const rank = (v: RemoteOpsVersion): number => (v.version === remote.live ? 0 : v.version === remote.canary?.version ? 1 : 2);
  return [...remote.versions].sort((a, b) => rank(a) - rank(b));
}

/** What a version is to users: Live, Canary at n%, or nothing. */
export function roleOf(remote: RemoteOpsEntry, version: string): string | null {
  if (version === remote.live) return L.live;
  if (remote.canary && version === remote.canary.version) return `${L.canary} ${remote.canary.percent}%`;
  return null;
}
