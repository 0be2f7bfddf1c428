import { REMOTE_LOADS_MAX_BATCH, registryPaths, remoteLoadSchema, type RemoteLoad } from '@portal/shared-contracts/core';
import { createHttpClient } from '@portal/shared-ui/http';
import type { PageLifecycle } from '../analytics';

/** How often queued load reports leave (sooner at a full batch, at once on page hide). */
export const REMOTE_LOADS_FLUSH_MS = 10_000;
/** Reports kept while the api cannot be reached; the oldest are dropped past this. */
export const REMOTE_LOADS_MAX_QUEUE = 200;

export interface LoadReporterDeps {
  readonly apiUrl: string;
  readonly page: PageLifecycle;
  /** Defaults to the global fetch (through the shared http client). */
  readonly fetch?: typeof fetch;
}

export interface LoadReporter {
  /** Queues one load's figures; never blocks, never throws. */
  report(load: RemoteLoad): void;
  /** Sends what is queued (one request in flight at a time). */
  flush(): Promise<void>;
  /** The page is going away: what is queued leaves at once with fetch keepalive. */
  flushOnHide(): void;
  queued(): number;
  stop(): void;
}

/**
 * The host's remote load telemetry (docs/adr/037): each remote load's figures are queued
 * and sent anonymously in batches to POST /v1/remote-loads every REMOTE_LOADS_FLUSH_MS or
 * at a full batch, with keepalive when the page hides. A batch the api refuses (4xx) is
 * dropped; a network failure or 5xx keeps it for the next round. The ops view
 * (GET /admin/remotes) reads the figures per version.
 */
export function startLoadReporter(deps: LoadReporterDeps): LoadReporter {
  const http = createHttpClient({ apiUrl: deps.apiUrl, getIdToken: async () => null, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  let queue: RemoteLoad[] = [];
  let inFlight = false;

  async function send(batch: RemoteLoad[], keepalive: boolean): Promise<boolean> {
    let status: number;
    try {
      status = (await http.raw('POST', registryPaths.loads, { body: { loads: batch }, auth: false, init: keepalive ? { keepalive: true } : {} })).status;
    } catch {
      status = 0;
    }
    if (status === 0 || status >= 500) {
      queue = [...batch, ...queue].slice(-REMOTE_LOADS_MAX_QUEUE);
      return false;
    }
    return true; // sent, or refused (4xx) and dropped
  }

  async function flush(): Promise<void> {
    if (inFlight) return;
    inFlight = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, REMOTE_LOADS_MAX_BATCH);
        queue = queue.slice(batch.length);
        if (!(await send(batch, false))) break;
      }
    } finally {
      inFlight = false;
    }
  }

  function flushOnHide(): void {
    while (queue.length > 0) {
      const batch = queue.slice(0, REMOTE_LOADS_MAX_BATCH);
      queue = queue.slice(batch.length);
      void send(batch, true);
    }
  }

  const timer = setInterval(() => void flush(), REMOTE_LOADS_FLUSH_MS);
  const onPageHide = (): void => flushOnHide();
  const onVisibility = (): void => {
    if (deps.page.hidden()) flushOnHide();
  };
  deps.page.addEventListener('pagehide', onPageHide);
  deps.page.addEventListener('visibilitychange', onVisibility);

  return {
    report(load) {
      const parsed = remoteLoadSchema.safeParse(load);
      if (!parsed.success) return;
      queue = [...queue, parsed.data].slice(-REMOTE_LOADS_MAX_QUEUE);
      if (queue.length >= REMOTE_LOADS_MAX_BATCH) void flush();
    },
    flush,
    flushOnHide,
    queued: () => queue.length,
    stop() {
      clearInterval(timer);
      deps.page.removeEventListener('pagehide', onPageHide);
      deps.page.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

let current: LoadReporter | null = null;
/** remote@version loads already reported: a later mount of a loaded module is not a load. */
const loaded = new Set<string>();

/** The page's reporter (bootstrap starts it); the outlet reports through reportRemoteLoad. */
export function setLoadReporter(reporter: LoadReporter | null): void {
  current = reporter;
}

/**
 * Queues one load's figures with the page's reporter, if one runs: every failure, and a
 * version's first successful load of the page (later mounts reuse the loaded module).
 */
export function reportRemoteLoad(load: RemoteLoad): void {
  if (load.failure === null) {
    const key = `${load.remote}@${load.version}`;
    if (loaded.has(key)) return;
    loaded.add(key);
  }
  current?.report(load);
}
