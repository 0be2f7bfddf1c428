import { localRegistry } from '@portal/shared-contracts';

jest.mock('./federation', () => ({ registerRegistry: jest.fn() }));
jest.mock('./api', () => ({ fetchRegistry: jest.fn() }));

/** A fresh registry module (its page-load cache empty) with its mocked neighbours. */
async function freshRegistry() {
  jest.resetModules();
  const { loadRegistry } = await import('./registry');
  const { registerRegistry } = jest.requireMock('./federation') as { registerRegistry: jest.Mock };
  const { fetchRegistry } = jest.requireMock('./api') as { fetchRegistry: jest.Mock };
  return { loadRegistry, registerRegistry, fetchRegistry };
}

describe('loadRegistry', () => {
  it('fetches and registers the registry once for every caller of the page load', async () => {
    const { loadRegistry, registerRegistry, fetchRegistry } = await freshRegistry();
    const registry = localRegistry('2.0.0');
    fetchRegistry.mockResolvedValue(registry);
    const [first, second] = await Promise.all([loadRegistry('http://api'), loadRegistry('http://api')]);
    expect(first).toBe(registry);
    expect(second).toBe(registry);
    await loadRegistry('http://api');
    expect(fetchRegistry).toHaveBeenCalledTimes(1);
    expect(registerRegistry).toHaveBeenCalledTimes(1);
    expect(registerRegistry).toHaveBeenCalledWith(registry.remotes);
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
