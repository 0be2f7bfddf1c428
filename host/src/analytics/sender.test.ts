import {
  ANALYTICS_EVENTS,
  ANALYTICS_LIMITS,
  ANALYTICS_SENDING,
  type EventBus,
  type SessionSnapshot,
  type SessionUser,
} from '@portal/shared-contracts/core';
import { createEventBus } from '@portal/shared-ui';
import { fakeSession, type FakeSession } from '@portal/shared-ui/testing';
import { ANALYTICS_EVENTS_PATH, startAnalyticsSender, type AnalyticsSender, type PageLifecycle } from './sender';

const API = 'http://api.test';
const USER: SessionUser = { sub: 'sub-1', username: 'u1', email: 'pro@demo.test', givenName: null, familyName: null, role: 'customer', customerId: '7', subscriptionName: 'Pro', tier: 'Pro', attributes: {} };
const signedIn = (sub = USER.sub): Partial<SessionSnapshot> => ({ status: 'signedIn', user: { ...USER, sub } });

interface Sent {
  readonly url: string;
  readonly init: RequestInit;
  readonly names: string[];
}

/** A fetch that answers each call with the next status given (202 once they run out). */
function fakeFetch(statuses: Array<number | 'network' | { status: number; retryAfter: string }> = []) {
  const sent: Sent[] = [];
  const fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body)) as { events: Array<{ name: string }> };
    sent.push({ url: String(url), init, names: body.events.map((e) => e.name) });
    const next = statuses.shift() ?? 202;
    if (next === 'network') throw new TypeError('Failed to fetch');
    const { status, retryAfter } = typeof next === 'number' ? { status: next, retryAfter: null } : next;
    const headers = new Map(retryAfter ? [['retry-after', retryAfter]] : []);
    return {
      status,
      ok: status >= 200 && status < 300,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      json: async () => (status === 202 ? { result: { stored: body.events.length } } : {}),
    } as unknown as Response;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

function fakePage(): PageLifecycle & { fire(type: 'pagehide' | 'visibilitychange'): void; setHidden(h: boolean): void } {
  const listeners = new Map<string, Set<() => void>>();
  let hidden = false;
  return {
    addEventListener: (type, l) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type))?.add(l),
    removeEventListener: (type, l) => void listeners.get(type)?.delete(l),
    hidden: () => hidden,
    fire: (type) => listeners.get(type)?.forEach((l) => l()),
    setHidden: (h) => {
      hidden = h;
    },
  };
}

describe('the analytics sender', () => {
  let bus: EventBus;
  let session: FakeSession;
  let page: ReturnType<typeof fakePage>;
  let sender: AnalyticsSender;
  let route: string;
  let warn: jest.Mock;

  const start = (fetch: typeof globalThis.fetch): AnalyticsSender =>
    (sender = startAnalyticsSender({ apiUrl: API, bus, session, route: () => route, page, fetch, warn, now: () => Date.now() }));
  const track = (name: string, properties?: Record<string, string | number | boolean | null>): void => {
    bus.publish('analytics/tracked', { name, ...(properties ? { properties } : {}) });
  };
  /** Lets the sender's promises settle (fake timers do not run microtasks). */
  const settle = async (): Promise<void> => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  };

  beforeEach(() => {
    jest.useFakeTimers({ now: Date.UTC(2031, 0, 1) });
    bus = createEventBus({ channelName: null, logger: { error: jest.fn() } });
    session = fakeSession(signedIn());
    session.getIdToken.mockResolvedValue('id-token-1');
    page = fakePage();
    route = '/storyboards';
    warn = jest.fn();
  });
  afterEach(() => {
    sender.stop();
    jest.useRealTimers();
  });

  it(`sends the queue every ${ANALYTICS_SENDING.FLUSH_INTERVAL_MS} ms with the id token, each event with its time and route`, async () => {
    const { fetch, sent } = fakeFetch();
    start(fetch);
    track(ANALYTICS_EVENTS.login);
    route = '/metrics';
    track(ANALYTICS_EVENTS.accessedMetricsPage);
    expect(sent).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(ANALYTICS_SENDING.FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(`${API}${ANALYTICS_EVENTS_PATH}`);
    expect(sent[0]?.init.method).toBe('POST');
    expect((sent[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer id-token-1');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
      events: [
        { name: 'Login', at: '2031-01-01T00:00:00.000Z', route: '/storyboards' },
        { name: 'Accessed metrics page', at: '2031-01-01T00:00:00.000Z', route: '/metrics' },
      ],
    });
    expect(sender.queued()).toBe(0);
  });

  it(`sends at once when ${ANALYTICS_SENDING.FLUSH_AT} events are queued, in batches of at most ${ANALYTICS_LIMITS.MAX_EVENTS_PER_BATCH}`, async () => {
    const { fetch, sent } = fakeFetch();
    start(fetch);
    for (let i = 0; i < ANALYTICS_SENDING.FLUSH_AT - 1; i += 1) track(ANALYTICS_EVENTS.login);
    await settle();
    expect(sent).toHaveLength(0);
    track(ANALYTICS_EVENTS.login);
    await settle();
    expect(sent.map((s) => s.names.length)).toEqual([ANALYTICS_SENDING.FLUSH_AT]);
  });

  it('tracks a page view once per route change', async () => {
    const { fetch, sent } = fakeFetch();
    start(fetch);
    track(ANALYTICS_EVENTS.pageView);
    track(ANALYTICS_EVENTS.pageView);
    route = '/metrics';
    track(ANALYTICS_EVENTS.pageView);
    await jest.advanceTimersByTimeAsync(ANALYTICS_SENDING.FLUSH_INTERVAL_MS);
    expect(JSON.parse(String(sent[0]?.init.body)).events.map((e: { route: string }) => e.route)).toEqual(['/storyboards', '/metrics']);
  });

  it('flushes with fetch keepalive and the Authorization header when the page is hidden or left', async () => {
    const { fetch, sent } = fakeFetch();
    start(fetch);
    track(ANALYTICS_EVENTS.login);
    await jest.advanceTimersByTimeAsync(ANALYTICS_SENDING.FLUSH_INTERVAL_MS);
    track(ANALYTICS_EVENTS.manageSubscriptionClicked);
    page.setHidden(true);
    page.fire('visibilitychange');
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.init.keepalive).toBe(true);
    expect((sent[1]?.init.headers as Record<string, string>).Authorization).toBe('Bearer id-token-1');
    expect(sent[1]?.names).toEqual(['Manage Subscription clicked']);
    track(ANALYTICS_EVENTS.login);
    page.fire('pagehide');
    await settle();
    expect(sent[2]?.init.keepalive).toBe(true);
  });

  it('sends what was tracked when the page is left before its first flush', async () => {
    const { fetch, sent } = fakeFetch();
    start(fetch);
    await settle();
    track(ANALYTICS_EVENTS.pageView);
    track(ANALYTICS_EVENTS.talkToSalesClicked);
    page.fire('pagehide');
    await settle();
    expect(sent.map((s) => [s.names, s.init.keepalive])).toEqual([[[ANALYTICS_EVENTS.pageView, ANALYTICS_EVENTS.talkToSalesClicked], true]]);
  });

  it("does not send a hidden page's events with the token of the user signed in before", async () => {
    const { fetch, sent } = fakeFetch();
    start(fetch);
    track(ANALYTICS_EVENTS.login);
    await jest.advanceTimersByTimeAsync(ANALYTICS_SENDING.FLUSH_INTERVAL_MS);
    session.setSnapshot({ status: 'signedOut', user: null });
    // The new user's token is not there yet when the page is left.
    session.getIdToken.mockImplementation(() => new Promise(() => {}));
    session.setSnapshot(signedIn('sub-2'));
    track(ANALYTICS_EVENTS.accountUpdateCard);
    page.fire('pagehide');
    await settle();
    expect(sent.map((s) => s.names)).toEqual([['Login']]);
    expect(sender.queued()).toBe(1);
  });

  it('retries network failures, 5xx and 429 with backoff, keeping the order', async () => {
    const { fetch, sent } = fakeFetch(['network', 503, { status: 429, retryAfter: '30' }]);
    start(fetch);
    track(ANALYTICS_EVENTS.login);
    track(ANALYTICS_EVENTS.upload, { kind: 'video', target: 'library', size: 1, ok: true });
    await jest.advanceTimersByTimeAsync(ANALYTICS_SENDING.FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(1);
    // Backoff of 2 s: the next 5 s tick sends again (503), then 4 s, then the 429 asks for 30 s.
    await jest.advanceTimersByTimeAsync(ANALYTICS_SENDING.FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(ANALYTICS_SENDING.FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(3);
    track(ANALYTICS_EVENTS.accountUpdateCard);
    await jest.advanceTimersByTimeAsync(25_000);
    expect(sent).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(4);
    expect(sent[3]?.names).toEqual(['Login', 'Upload', 'Account Update Card']);
    expect(sender.queued()).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it(`keeps at most ${ANALYTICS_SENDING.MAX_QUEUE} events while the api is unreachable, dropping the oldest`, async () => {
    const { fetch, sent } = fakeFetch(Array.from({ length: 100 }, () => 'network' as const));
    start(fetch);
    for (let i = 0; i < ANALYTICS_SENDING.MAX_QUEUE + 30; i += 1) track(ANALYTICS_EVENTS.upload, { kind: `k${i}`, target: 't', size: i, ok: true });
    await settle();
    expect(sender.queued()).toBe(ANALYTICS_SENDING.MAX_QUEUE);
    expect(sent.length).toBeGreaterThan(0);
  });

  it('drops a batch the api refuses (400, 413) with one console warning, and goes on', async () => {
    const { fetch, sent } = fakeFetch([400]);
    start(fetch);
    track(ANALYTICS_EVENTS.login);
    track(ANALYTICS_EVENTS.login);
    await jest.advanceTimersByTimeAsync(ANALYTICS_SENDING.FLUSH_INTERVAL_MS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(sender.queued()).toBe(0);
    track(ANALYTICS_EVENTS.accountUpdateCard);
    await jest.advanceTimersByTimeAsync(ANALYTICS_SENDING.FLUSH_INTERVAL_MS);
    expect(sent.map((s) => s.names)).toEqual([['Login', 'Login'], ['Account Update Card']]);
  });

  it('drops an event the event map refuses before it is queued, with a warning', async () => {
    const { fetch, sent } = fakeFetch();
    start(fetch);
    track('Not an event');
    track(ANALYTICS_EVENTS.login, { extra: true });
    track(ANALYTICS_EVENTS.login);
    await jest.advanceTimersByTimeAsync(ANALYTICS_SENDING.FLUSH_INTERVAL_MS);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(sent.map((s) => s.names)).toEqual([['Login']]);
  });

  it('sends nothing while signed out; what was tracked leaves with the next sign-in', async () => {
    session.setSnapshot({ status: 'signedOut', user: null });
    const { fetch, sent } = fakeFetch();
    start(fetch);
    track(ANALYTICS_EVENTS.passwordResetSuccessful);
    await jest.advanceTimersByTimeAsync(3 * ANALYTICS_SENDING.FLUSH_INTERVAL_MS);
    page.fire('pagehide');
    await settle();
    expect(sent).toHaveLength(0);
    session.setSnapshot(signedIn());
    await settle();
    expect(sent.map((s) => s.names)).toEqual([['Password Reset Successful']]);
  });

  it("never sends one user's events with another user's token", async () => {
    const { fetch, sent } = fakeFetch(['network']);
    start(fetch);
    track(ANALYTICS_EVENTS.login);
    await jest.advanceTimersByTimeAsync(ANALYTICS_SENDING.FLUSH_INTERVAL_MS);
    expect(sender.queued()).toBe(1);
    session.setSnapshot({ status: 'signedOut', user: null });
    session.setSnapshot(signedIn('sub-2'));
    track(ANALYTICS_EVENTS.accountUpdateCard);
    await jest.advanceTimersByTimeAsync(2 * ANALYTICS_SENDING.FLUSH_INTERVAL_MS);
    expect(sent.map((s) => s.names)).toEqual([['Login'], ['Account Update Card']]);
  });
});
