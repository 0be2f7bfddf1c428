import { localRegistry } from '@portal/shared-contracts';

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
    await expect(loadManifest('mfe-admin')).rejects.toThrow('mfe-admin was built against contracts 2.0.0, not compatible with this host');
    loadRemote.mockResolvedValueOnce(manifest('1.0.0'));
    await expect(loadManifest('mfe-insights')).rejects.toThrow('mfe-insights answered with the manifest of mfe-admin');
  });
});
