import { REMOTE_LOADS_MAX_BATCH, registryPaths, type RemoteLoad } from '@portal/shared-contracts/core';
import { REMOTE_LOADS_FLUSH_MS, reportRemoteLoad, setLoadReporter, startLoadReporter, type LoadReporter } from './loadReports';
import type { PageLifecycle } from '../analytics';

const API = 'http://api.test';
const load = (n: number, failure: RemoteLoad['failure'] = null): RemoteLoad => ({ remote: 'mfe-insights', version: `v${n}`, loadMs: 120 + n, renderMs: failure ? null : 300 + n, failure });

function fakePage() {
  const listeners = new Map<string, () => void>();
  let hidden = false;
  const page: PageLifecycle = {
    addEventListener: (type, listener) => void listeners.set(type, listener),
    removeEventListener: (type) => void listeners.delete(type),
    hidden: () => hidden,
  };
  return { page, hide: () => ((hidden = true), listeners.get('visibilitychange')?.()), listeners };
}

const answering = (...statuses: number[]) =>
  jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const status = statuses.length > 1 ? (statuses.shift() as number) : (statuses[0] as number);
    if (status === 0) throw new TypeError('Failed to fetch');
    return { ok: status < 300, status, headers: new Headers(), json: async () => ({}) } as Response;
  });

const bodyOf = (call: unknown[]): { loads: RemoteLoad[] } => JSON.parse((call[1] as RequestInit).body as string);

describe('the remote load reporter', () => {
  let reporter: LoadReporter | null = null;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    reporter?.stop();
    jest.useRealTimers();
  });

  it('sends queued loads anonymously in a batch every interval', async () => {
    const fetch = answering(204);
    reporter = startLoadReporter({ apiUrl: API, page: fakePage().page, fetch });
    reporter.report(load(1));
    reporter.report(load(2, 'chunk'));
    expect(fetch).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(REMOTE_LOADS_FLUSH_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${API}${registryPaths.loads}`);
    expect(init).toMatchObject({ method: 'POST' });
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(bodyOf(fetch.mock.calls[0]!).loads).toEqual([load(1), load(2, 'chunk')]);
    expect(reporter.queued()).toBe(0);
  });

  it('sends at a full batch, keeps a batch the network lost, drops one the api refuses', async () => {
    const fetch = answering(0, 400, 204);
    reporter = startLoadReporter({ apiUrl: API, page: fakePage().page, fetch });
    for (let n = 0; n < REMOTE_LOADS_MAX_BATCH; n += 1) reporter.report(load(n));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1); // the network failed: kept
    expect(reporter.queued()).toBe(REMOTE_LOADS_MAX_BATCH);
    await reporter.flush(); // 400: dropped
    expect(reporter.queued()).toBe(0);
    reporter.report(load(99));
    await reporter.flush();
    expect(bodyOf(fetch.mock.calls[2]!).loads).toEqual([load(99)]);
  });

  it('ignores a malformed report and sends what is queued with keepalive when the page hides', async () => {
    const fetch = answering(204);
    const lifecycle = fakePage();
    reporter = startLoadReporter({ apiUrl: API, page: lifecycle.page, fetch });
    reporter.report({ ...load(1), loadMs: -5 });
    reporter.report(load(3));
    expect(reporter.queued()).toBe(1);
    lifecycle.hide();
    await jest.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ keepalive: true });
    reporter.stop();
    expect(lifecycle.listeners.size).toBe(0);
  });

  it('reports a version’s first successful load of the page, and every failure', () => {
    const report = jest.fn();
    setLoadReporter({ report, flush: async () => undefined, flushOnHide: () => undefined, queued: () => 0, stop: () => undefined });
    reportRemoteLoad(load(7));
    reportRemoteLoad(load(7));
    reportRemoteLoad(load(7, 'mount'));
    reportRemoteLoad(load(7, 'mount'));
    expect(report).toHaveBeenCalledTimes(3);
    setLoadReporter(null);
  });
});
