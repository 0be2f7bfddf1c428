import { REGISTRY_ENTRY_TTL_MS, localRegistry } from '@portal/shared-contracts/core';

jest.mock('./federation', () => ({ registerRegistry: jest.fn(), entryOf: jest.fn(() => null), updateEntry: jest.fn(() => true) }));
jest.mock('./api', () => ({ fetchRegistry: jest.fn(), fetchRegistryEntry: jest.fn() }));

/** A fresh registry module (its page-load cache empty) with its mocked neighbours. */
async function freshRegistry() {
  jest.resetModules();
  const registry = await import('./registry');
  const federation = jest.requireMock('./federation') as { registerRegistry: jest.Mock; entryOf: jest.Mock; updateEntry: jest.Mock };
  const api = jest.requireMock('./api') as { fetchRegistry: jest.Mock; fetchRegistryEntry: jest.Mock };
  return { ...registry, ...federation, ...api };
}

describe('loadRegistry', () => {
  it('fetches and registers the registry once for every caller of the page load', async () => {
    const { loadRegistry, registerRegistry, fetchRegistry } = await freshRegistry();
    const registry = localRegistry('2.0.0');
    fetchRegistry.mockResolvedValue(registry);
    const [first, second] = await Promise.all([loadRegistry('http://api'), loadRegistry('http://api')]);
    expect(first).toEqual(registry);
    expect(second).toBe(first);
    await loadRegistry('http://api');
    expect(fetchRegistry).toHaveBeenCalledTimes(1);
    // One answer for everyone (the page's preload of it is reused): no bucket in the request.
    expect(fetchRegistry).toHaveBeenCalledWith('http://api');
    expect(registerRegistry).toHaveBeenCalledTimes(1);
    expect(registerRegistry).toHaveBeenCalledWith(registry.remotes);
  });

  it("serves a remote's canary to the buckets of its share, picked here from the one registry answer", async () => {
    const { loadRegistry, fetchRegistry } = await freshRegistry();
    const registry = localRegistry('1.0.0');
    const canary = { entry: 'http://cdn.test/mfe-insights/2.0.0/mf-manifest.json', version: '2.0.0', contractVersion: '1.1.0', percent: 100 };
    fetchRegistry.mockResolvedValue({ remotes: registry.remotes.map((r) => (r.name === 'mfe-insights' ? { ...r, canary } : r)) });
    const served = await loadRegistry('http://api');
    expect(served.remotes.find((r) => r.name === 'mfe-insights')).toEqual({ name: 'mfe-insights', entry: canary.entry, version: '2.0.0', contractVersion: '1.1.0', channel: 'canary' });
    expect(served.remotes.find((r) => r.name === 'mfe-admin')).toEqual(registry.remotes[3]);
  });

  it("puts a remote team's override of this browser in place of the registry's entry", async () => {
    const { loadRegistry, fetchRegistry } = await freshRegistry();
    fetchRegistry.mockResolvedValue(localRegistry('1.0.0'));
    window.history.replaceState(null, '', '/welcome?remote-override=mfe-admin@http://localhost:3104/mf-manifest.json');
    try {
      const served = await loadRegistry('http://api');
      expect(served.remotes.find((r) => r.name === 'mfe-admin')).toEqual({ name: 'mfe-admin', entry: 'http://localhost:3104/mf-manifest.json', version: 'override' });
    } finally {
      window.history.replaceState(null, '', '/');
      localStorage.clear();
    }
  });

  it('forgets a failed load, so a Retry fetches again', async () => {
    const { loadRegistry, registerRegistry, fetchRegistry } = await freshRegistry();
    fetchRegistry.mockRejectedValueOnce(new Error('Remote registry answered 503')).mockResolvedValueOnce(localRegistry('2.0.1'));
    await expect(loadRegistry('http://api')).rejects.toThrow('503');
    expect(registerRegistry).not.toHaveBeenCalled();
    await expect(loadRegistry('http://api')).resolves.toMatchObject({ remotes: expect.any(Array) });
    expect(fetchRegistry).toHaveBeenCalledTimes(2);
    expect(registerRegistry).toHaveBeenCalledTimes(1);
  });
});

describe('refreshEntry', () => {
  let now = 1_000_000;
  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('re-reads a remote’s entry only once its copy is older than the TTL, and re-registers a change', async () => {
    const { loadRegistry, refreshEntry, entryIsStale, fetchRegistry, fetchRegistryEntry, updateEntry } = await freshRegistry();
    const registry = localRegistry('1.0.0');
    fetchRegistry.mockResolvedValue(registry);
    expect(entryIsStale('mfe-admin')).toBe(false); // nothing read yet: the registry load is the read
    await loadRegistry('http://api');

    now += REGISTRY_ENTRY_TTL_MS;
    await expect(refreshEntry('http://api', 'mfe-admin')).resolves.toMatchObject({ changed: false });
    expect(fetchRegistryEntry).not.toHaveBeenCalled();

    now += 1;
    expect(entryIsStale('mfe-admin')).toBe(true);
    const next = { ...registry.remotes[3]!, version: '1.0.1' };
    fetchRegistryEntry.mockResolvedValue(next);
    updateEntry.mockReturnValueOnce(true);
    const [a, b] = await Promise.all([refreshEntry('http://api', 'mfe-admin'), refreshEntry('http://api', 'mfe-admin')]);
    expect(a).toEqual({ entry: next, changed: true });
    expect(b).toBe(a);
    expect(fetchRegistryEntry).toHaveBeenCalledTimes(1);
    expect(fetchRegistryEntry).toHaveBeenCalledWith('http://api', 'mfe-admin');
    expect(updateEntry).toHaveBeenCalledWith(next);
    expect(entryIsStale('mfe-admin')).toBe(false);
  });

  it('reads at once when forced (a stale deploy), and keeps the current version when the read fails', async () => {
    const { loadRegistry, refreshEntry, fetchRegistry, fetchRegistryEntry, updateEntry, entryOf } = await freshRegistry();
    const registry = localRegistry('1.0.0');
    fetchRegistry.mockResolvedValue(registry);
    await loadRegistry('http://api');
    entryOf.mockReturnValue(registry.remotes[1]);
    fetchRegistryEntry.mockRejectedValueOnce(new Error('GET answered 503'));
    await expect(refreshEntry('http://api', 'mfe-storyboards', { force: true })).resolves.toEqual({ entry: registry.remotes[1], changed: false });
    expect(updateEntry).not.toHaveBeenCalled();
  });
});
