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
