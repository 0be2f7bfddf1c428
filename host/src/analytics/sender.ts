import {
  ANALYTICS_EVENTS,
  ANALYTICS_LIMITS,
  ANALYTICS_SENDING,
  analyticsEventSchema,
  type AnalyticsEvent,
  type EventBus,
  type SessionApi,
} from '@portal/shared-contracts/core';
import { createHttpClient } from '@portal/shared-ui/http';

/** The path of the analytics batch call. */
export const ANALYTICS_EVENTS_PATH = '/analytics/events';

/** The page's lifecycle events the sender listens to (window and document in the browser). */
export interface PageLifecycle {
  addEventListener(type: 'pagehide' | 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'pagehide' | 'visibilitychange', listener: () => void): void;
  /** Whether the page is hidden (document.visibilityState === 'hidden'). */
  hidden(): boolean;
}

export interface AnalyticsSenderDeps {
  readonly apiUrl: string;
  readonly bus: Pick<EventBus, 'subscribe'>;
  readonly session: Pick<SessionApi, 'getSnapshot' | 'subscribe' | 'getIdToken'>;
  /** The route an event happened on (window.location.pathname). */
  readonly route: () => string;
  readonly page: PageLifecycle;
  readonly now?: () => number;
  /** Defaults to the global fetch (through the shared http client). */
  readonly fetch?: typeof fetch;
  readonly warn?: (message: string, detail?: unknown) => void;
}

export interface AnalyticsSender {
  /** Sends what is queued now (when signed in and nothing is in flight or waiting to retry). */
  flush(): Promise<void>;
  /** The page is going away: what is queued leaves at once with fetch keepalive. */
  flushOnHide(): void;
  /** Events waiting to be sent. */
  queued(): number;
  stop(): void;
}

/** A queued event and whose it is: the user signed in when it happened, or null before any sign-in. */
interface Queued {
  readonly event: AnalyticsEvent;
  readonly sub: string | null;
}

const bytesOf = (events: readonly AnalyticsEvent[]): number => new TextEncoder().encode(JSON.stringify({ events })).length;

/**
 * The host's analytics (issue 17, docs/adr/033): every `analytics/tracked` event of the bus
 * (the host's own page views included) is checked against the event map, queued, and sent
 * in batches to POST /analytics/events every 5 s or at 20 events; on page hide the queue
 * leaves with `fetch(..., { keepalive: true })`, which, unlike a beacon, carries the
 * Authorization header. Network failures, 5xx, 401 and 429 are retried with backoff (the
 * queue bounded, the oldest dropped); a batch the api refuses (400, 413) is dropped with one
 * console warning. Nothing here blocks the page: every send runs on its own.
 *
 * Signed out: events wait in the queue (a password reset, the login page's view) and leave
 * with the next sign-in, attributed to that user; they are lost if the page closes first.
 * An event of one user is never sent with another's token: after a switch of user the
 * previous user's leftovers are dropped.
 */
export function startAnalyticsSender(deps: AnalyticsSenderDeps): AnalyticsSender {
  const now = deps.now ?? Date.now;
  const warn = deps.warn ?? ((message: string, detail?: unknown) => console.warn(message, detail));
  let queue: Queued[] = [];
  let inFlight = false;
  let retryAt = 0;
  let failures = 0;
  // The id token a hidden page's last flush sends with, and whose it is: flushOnHide cannot
  // wait for one, so it is fetched ahead (at sign-in and with each event; the session's
  // getIdToken answers from its cache and renews a token near its expiry).
  let held: { token: string; sub: string } | null = null;
  let lastPageView: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const currentSub = (): string | null => {
    const snapshot = deps.session.getSnapshot();
    return snapshot.status === 'signedIn' ? (snapshot.user?.sub ?? null) : null;
  };

  /** The current user's id token, kept as `held` for a flush on page hide. */
  async function tokenFor(sub: string): Promise<string | null> {
    const token = await deps.session.getIdToken().catch(() => null);
    if (!token || currentSub() !== sub) return null;
    held = { token, sub };
    return token;
  }

  function holdToken(): void {
    const sub = currentSub();
    if (sub !== null) void tokenFor(sub);
  }

  function enqueue(name: string, properties: Record<string, unknown> | undefined): void {
    const route = (deps.route() || '/').slice(0, ANALYTICS_LIMITS.MAX_STRING_LENGTH);
    if (name === ANALYTICS_EVENTS.pageView) {
      if (route === lastPageView) return;
      lastPageView = route;
    }
    const parsed = analyticsEventSchema.safeParse({ name, ...(properties ? { properties } : {}), at: new Date(now()).toISOString(), route });
    if (!parsed.success) {
      warn(`Analytics event "${name}" dropped: it does not match the event map`, parsed.error.issues);
      return;
    }
    queue.push({ event: parsed.data, sub: currentSub() });
    if (queue.length > ANALYTICS_SENDING.MAX_QUEUE) queue = queue.slice(queue.length - ANALYTICS_SENDING.MAX_QUEUE);
    if (queue.length >= ANALYTICS_SENDING.FLUSH_AT) void flush();
    else holdToken();
  }

  /** The next batch of `sub`'s events (and of events from before any sign-in): by count and bytes. */
  function takeBatch(sub: string, maxBytes: number): Queued[] {
    // Leftovers of another user are never sent with this user's token.
    queue = queue.filter((q) => q.sub === null || q.sub === sub);
    const batch: Queued[] = [];
    while (batch.length < ANALYTICS_LIMITS.MAX_EVENTS_PER_BATCH && batch.length < queue.length) {
      const next = queue[batch.length] as Queued;
      if (bytesOf([...batch, next].map((q) => q.event)) > maxBytes) break;
      batch.push(next);
    }
    if (batch.length === 0 && queue.length > 0) {
      // One event too large to ever fit (it cannot happen with the map's limits); drop it.
      warn('Analytics event dropped: too large to send', queue[0]?.event.name);
      queue = queue.slice(1);
      return takeBatch(sub, maxBytes);
    }
    queue = queue.slice(batch.length);
    return batch;
  }

  function backOff(retryAfterSeconds: number | null): void {
    failures += 1;
    const backoff = Math.min(ANALYTICS_SENDING.RETRY_BASE_MS * 2 ** (failures - 1), ANALYTICS_SENDING.RETRY_MAX_MS);
    retryAt = now() + (retryAfterSeconds !== null ? Math.max(retryAfterSeconds * 1000, backoff) : backoff);
  }

  /** POSTs one batch; answers whether more may be sent now. */
  async function send(batch: Queued[], token: string, keepalive: boolean): Promise<boolean> {
    const client = createHttpClient({ apiUrl: deps.apiUrl, getIdToken: () => Promise.resolve(token), ...(deps.fetch ? { fetch: deps.fetch } : {}) });
    const body = { events: batch.map((q) => q.event) };
    let status: number;
    let retryAfter: string | null = null;
    try {
      const response = await client.raw('POST', ANALYTICS_EVENTS_PATH, { body, init: keepalive ? { keepalive: true } : {} });
      status = response.status;
      retryAfter = response.headers.get('Retry-After');
    } catch {
      status = 0;
    }
    if (status >= 200 && status < 300) {
      failures = 0;
      retryAt = 0;
      return true;
    }
    if (status === 0 || status >= 500 || status === 429 || status === 401 || status === 408) {
      // Kept for a retry, ahead of what was queued since (the oldest still dropped past the bound).
      queue = [...batch, ...queue].slice(-ANALYTICS_SENDING.MAX_QUEUE);
      const seconds = retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
      backOff(status === 429 ? seconds : null);
      return false;
    }
    warn(`Analytics: the api refused ${batch.length} event(s) (${status}); they are dropped`);
    return true;
  }

  async function flush(): Promise<void> {
    if (inFlight || now() < retryAt || queue.length === 0) return;
    const sub = currentSub();
    if (sub === null) return;
    inFlight = true;
    try {
      const token = await tokenFor(sub);
      if (!token) return;
      while (queue.length > 0) {
        const batch = takeBatch(sub, ANALYTICS_LIMITS.MAX_BODY_BYTES);
        if (batch.length === 0 || !(await send(batch, token, false))) break;
      }
    } finally {
      inFlight = false;
    }
  }

  function flushOnHide(): void {
    const sub = currentSub();
    if (sub === null || held?.sub !== sub) return;
    const token = held.token;
    // Keepalive requests share a 64 KiB budget per page: what fits leaves now, the rest waits.
    let budget = ANALYTICS_LIMITS.MAX_BODY_BYTES;
    while (queue.length > 0 && budget > 0) {
      const batch = takeBatch(sub, budget);
      if (batch.length === 0) break;
      budget -= bytesOf(batch.map((q) => q.event));
      void send(batch, token, true);
    }
  }

  function tick(): void {
    timer = setTimeout(() => {
      void flush();
      tick();
    }, ANALYTICS_SENDING.FLUSH_INTERVAL_MS);
  }

  const onPageHide = (): void => flushOnHide();
  const onVisibility = (): void => {
    if (deps.page.hidden()) flushOnHide();
  };
  const unsubscribeBus = deps.bus.subscribe('analytics/tracked', ({ name, properties }) => enqueue(name, properties));
  const unsubscribeSession = deps.session.subscribe((snapshot) => {
    if (snapshot.status !== 'signedIn') return;
    holdToken();
    void flush();
  });
  deps.page.addEventListener('pagehide', onPageHide);
  deps.page.addEventListener('visibilitychange', onVisibility);
  holdToken();
  tick();

  return {
    flush,
    flushOnHide,
    queued: () => queue.length,
    stop() {
      if (timer !== null) clearTimeout(timer);
      unsubscribeBus();
      unsubscribeSession();
      deps.page.removeEventListener('pagehide', onPageHide);
      deps.page.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

/** The browser's page lifecycle: pagehide on window, visibilitychange on document. */
export function browserPageLifecycle(): PageLifecycle {
  const targetOf = (type: 'pagehide' | 'visibilitychange'): EventTarget => (type === 'pagehide' ? window : document);
  return {
    addEventListener: (type, listener) => targetOf(type).addEventListener(type, listener),
    removeEventListener: (type, listener) => targetOf(type).removeEventListener(type, listener),
    hidden: () => document.visibilityState === 'hidden',
  };
}
