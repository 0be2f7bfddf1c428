import { CONTRACT_VERSION, REGISTRY_MESSAGES, localRegistry, type RegistryEntry } from '@portal/shared-contracts/core';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

async function freshFederation() {
  jest.resetModules();
  const federation = await import('./federation');
  const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock; registerRemotes: jest.Mock };
  federation.registerRegistry(localRegistry('1.0.0').remotes);
  runtime.registerRemotes.mockClear();
  return { ...federation, ...runtime };
}

describe('loadApp', () => {
  it('shares one load of a remote between its callers', async () => {
    const { loadApp, loadRemote } = await freshFederation();
    loadRemote.mockResolvedValue(lifecycles);
    const [a, b] = await Promise.all([loadApp('mfe-insights'), loadApp('mfe-insights')]);
    expect(a).toBe(b);
    await loadApp('mfe-insights');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mfe_insights/app');
  });

  it('resets the container after a failed load, so the next attempt starts afresh', async () => {
    const { loadApp, loadRemote, registerRemotes } = await freshFederation();
    loadRemote.mockRejectedValueOnce(new Error('Failed to get manifest')).mockResolvedValueOnce(lifecycles);
    await expect(loadApp('mfe-storyboards')).rejects.toThrow('Failed to get manifest');
    await Promise.resolve();
    expect(registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ name: 'mfe_storyboards' })], { force: true });
    await expect(loadApp('mfe-storyboards')).resolves.toBe(lifecycles);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('refuses a module without single-spa lifecycles', async () => {
    const { loadApp, loadRemote } = await freshFederation();
    loadRemote.mockResolvedValue({ mount: () => undefined });
    await expect(loadApp('mfe-admin')).rejects.toThrow('mfe-admin ./app does not export single-spa lifecycles');
  });
});

describe('loadManifest', () => {
  const manifest = (contractVersion: string) => ({ manifest: { name: 'mfe-admin', contractVersion, routes: [], nav: [] } });

  it('shares one load with every caller and accepts a compatible minor version', async () => {
    const { loadManifest, loadRemote } = await freshFederation();
    loadRemote.mockResolvedValue(manifest('1.7.0'));
    const [a, b] = await Promise.all([loadManifest('mfe-admin'), loadManifest('mfe-admin')]);
    expect(a).toBe(b);
    expect(a.contractVersion).toBe('1.7.0');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mfe_admin/manifest');
  });

  it('refuses a remote built against another contract major, and another remote’s manifest', async () => {
    const { loadManifest, loadRemote } = await freshFederation();
    loadRemote.mockResolvedValueOnce(manifest('2.0.0'));
    await expect(loadManifest('mfe-admin')).rejects.toThrow(REGISTRY_MESSAGES.contractIncompatible('mfe-admin', '2.0.0'));
    loadRemote.mockResolvedValueOnce(manifest('1.0.0'));
    await expect(loadManifest('mfe-insights')).rejects.toThrow('mfe-insights answered with the manifest of mfe-admin');
  });

  it('starts the page through the manifest module’s preload, from the same one load (docs/adr/049)', async () => {
    const { loadManifest, preloadPage, loadRemote } = await freshFederation();
    const preload = jest.fn();
    loadRemote.mockResolvedValue({ ...manifest('1.0.0'), preload });
    await preloadPage('mfe-admin', '/admin/users');
    expect(preload).toHaveBeenCalledWith('/admin/users');
    await expect(loadManifest('mfe-admin')).resolves.toMatchObject({ name: 'mfe-admin' });
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('leaves a manifest without a preload, and a refused remote’s preload, uncalled', async () => {
    const { preloadPage, loadRemote } = await freshFederation();
    loadRemote.mockResolvedValueOnce(manifest('1.0.0'));
    await expect(preloadPage('mfe-admin', '/admin')).resolves.toBeUndefined();
    const preload = jest.fn();
    loadRemote.mockResolvedValueOnce({ manifest: { name: 'mfe-insights', contractVersion: '2.0.0', routes: [], nav: [] }, preload });
    await expect(preloadPage('mfe-insights', '/metrics')).rejects.toThrow(REGISTRY_MESSAGES.contractIncompatible('mfe-insights', '2.0.0'));
    expect(preload).not.toHaveBeenCalled();
  });
});

const hostMajor = Number(CONTRACT_VERSION.split('.')[0]);
const otherMajor = `${hostMajor + 1}.0.0`;
const entry = (name: RegistryEntry['name'], version: string, contractVersion?: string): RegistryEntry => ({
  name,
  entry: `http://store.test/remotes/${name}/${version}/mf-manifest.json`,
  version,
  ...(contractVersion ? { contractVersion } : {}),
});

describe('the contract gate', () => {
  it('does not register a remote whose entry was built against another contract major; the others load', async () => {
    jest.resetModules();
    const federation = await import('./federation');
    const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock; registerRemotes: jest.Mock };
    runtime.registerRemotes.mockClear();
    runtime.loadRemote.mockReset().mockResolvedValue(lifecycles);
    federation.registerRegistry([entry('mfe-admin', 'v9', otherMajor), entry('mfe-insights', 'v2', CONTRACT_VERSION), entry('mfe-account', 'v1')]);

    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_insights', entry: entry('mfe-insights', 'v2').entry },
      { name: 'mfe_account', entry: entry('mfe-account', 'v1').entry },
    ]);
    expect(federation.refusal('mfe-admin')?.message).toBe(REGISTRY_MESSAGES.contractIncompatible('mfe-admin', otherMajor));
    expect(federation.refusal('mfe-insights')).toBeNull();
    await expect(federation.loadApp('mfe-admin')).rejects.toBeInstanceOf(federation.ContractRefusedError);
    await expect(federation.loadManifest('mfe-admin')).rejects.toBeInstanceOf(federation.ContractRefusedError);
    await expect(federation.loadApp('mfe-insights')).resolves.toBe(lifecycles);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_insights/app');
  });
});

describe('the contract gate and an older minor', () => {
  const hostMinor = Number(CONTRACT_VERSION.split('.')[1]);
  /** A lower minor than the host's (its own at a x.0 host, which has none lower). */
  const olderMinor = `${hostMajor}.${Math.max(hostMinor - 1, 0)}.0`;

  it('registers and loads a remote whose entry and manifest state an older minor of the host’s major; another major needs an update', async () => {
    jest.resetModules();
    const federation = await import('./federation');
    const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock; registerRemotes: jest.Mock };
    runtime.registerRemotes.mockClear();
    runtime.loadRemote.mockReset().mockImplementation(async (id: string) =>
      id === 'mfe_insights/manifest' ? { manifest: { name: 'mfe-insights', contractVersion: olderMinor, routes: [], nav: [] } } : lifecycles,
    );
    federation.registerRegistry([entry('mfe-insights', 'v1', olderMinor), entry('mfe-admin', 'v9', otherMajor)]);

    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_insights', entry: entry('mfe-insights', 'v1').entry }]);
    expect(federation.refusal('mfe-insights')).toBeNull();
    await expect(federation.loadManifest('mfe-insights')).resolves.toMatchObject({ contractVersion: olderMinor });
    await expect(federation.loadApp('mfe-insights')).resolves.toBe(lifecycles);
    // The other major: "This area needs an update", nothing of it loaded.
    expect(federation.refusal('mfe-admin')?.message).toBe(REGISTRY_MESSAGES.contractIncompatible('mfe-admin', otherMajor));
    await expect(federation.loadApp('mfe-admin')).rejects.toBeInstanceOf(federation.ContractRefusedError);
    expect(runtime.loadRemote.mock.calls.map(([id]) => id as string)).toEqual(['mfe_insights/manifest', 'mfe_insights/app']);
  });

  it('moves to an older minor of the host’s major on a re-read, and refuses a manifest of another major behind a compatible entry', async () => {
    const { updateEntry, refusal, registerRemotes, loadManifest, loadRemote } = await freshFederation();
    const older = entry('mfe-account', 'v0', olderMinor);
    expect(updateEntry(older)).toBe(true);
    expect(refusal('mfe-account')).toBeNull();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_account', entry: older.entry }], { force: true });
    loadRemote.mockResolvedValueOnce({ manifest: { name: 'mfe-account', contractVersion: otherMajor, routes: [], nav: [] } });
    await expect(loadManifest('mfe-account')).rejects.toThrow(REGISTRY_MESSAGES.contractIncompatible('mfe-account', otherMajor));
  });
});

describe('updateEntry', () => {
  it('re-registers a remote whose version or entry changed and forgets its loads; an unchanged entry does nothing', async () => {
    const { updateEntry, loadApp, loadRemote, registerRemotes, entryOf } = await freshFederation();
    loadRemote.mockResolvedValueOnce(lifecycles).mockResolvedValueOnce({ ...lifecycles });
    const first = await loadApp('mfe-storyboards');
    const current = entryOf('mfe-storyboards') as RegistryEntry;
    expect(updateEntry({ ...current })).toBe(false);
    expect(registerRemotes).not.toHaveBeenCalled();

    // The chunks this page loaded of the last version (webpack's global of the container).
    const loaded = globalThis as Record<string, unknown>;
    loaded.webpackChunkmfe_storyboards = [[[512], {}]];
    const next = entry('mfe-storyboards', 'v2', CONTRACT_VERSION);
    expect(updateEntry(next)).toBe(true);
    expect(loaded.webpackChunkmfe_storyboards).toBeUndefined();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_storyboards', entry: next.entry }], { force: true });
    expect(entryOf('mfe-storyboards')).toEqual(next);
    const second = await loadApp('mfe-storyboards');
    expect(second).not.toBe(first);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('refuses a new version built against another contract major without registering it', async () => {
    const { updateEntry, refusal, registerRemotes } = await freshFederation();
    expect(updateEntry(entry('mfe-deepstory', 'v7', otherMajor))).toBe(true);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(refusal('mfe-deepstory')).not.toBeNull();
  });
});

describe('load failures', () => {
  const chunk = Object.assign(new Error('Loading chunk 512 failed. (missing: http://store.test/512.js)'), { name: 'ChunkLoadError' });
  const script = new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008');
  const manifest = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');

  it('tells a stale deploy (a chunk, script or manifest gone) from other failures', async () => {
    const { isStaleDeployError, RemoteTimeoutError, ContractRefusedError } = await freshFederation();
    expect([chunk, script, manifest].map(isStaleDeployError)).toEqual([true, true, true]);
    expect(isStaleDeployError(new RemoteTimeoutError('Loading mfe-admin timed out'))).toBe(false);
    expect(isStaleDeployError(new ContractRefusedError('mfe-admin', otherMajor))).toBe(false);
    expect(isStaleDeployError(new Error('mfe-admin ./app does not export single-spa lifecycles'))).toBe(false);
  });

  it('names the telemetry kind of each', async () => {
    const { loadFailureKind, RemoteTimeoutError, ContractRefusedError } = await freshFederation();
    expect(loadFailureKind(chunk)).toBe('chunk');
    expect(loadFailureKind(script)).toBe('chunk');
    expect(loadFailureKind(manifest)).toBe('manifest');
    expect(loadFailureKind(new RemoteTimeoutError('x timed out'))).toBe('timeout');
    expect(loadFailureKind(new ContractRefusedError('mfe-admin', otherMajor))).toBe('contract');
  });
});
