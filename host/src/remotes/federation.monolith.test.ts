import { CONTRACT_VERSION, REGISTRY_MESSAGES, localRegistry, type RegistryEntry } from '@portal/shared-contracts/core';

// The remotes' source modules the monolith build bundles (virtual here: webpack's alias only).
const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
const mockAdminApp = jest.fn(() => lifecycles);
jest.mock('monolith-remote/mfe-admin/src/app', () => mockAdminApp(), { virtual: true });
jest.mock('monolith-remote/mfe-admin/src/manifest', () => ({ manifest: { name: 'mfe-admin', contractVersion: CONTRACT_VERSION, routes: [], nav: [] } }), { virtual: true });
jest.mock('monolith-remote/mfe-insights/src/app', () => ({ mount: () => undefined }), { virtual: true });
jest.mock('monolith-remote/mfe-insights/src/manifest', () => ({ manifest: { name: 'mfe-admin', contractVersion: CONTRACT_VERSION, routes: [], nav: [] } }), { virtual: true });

const otherMajor = `${Number(CONTRACT_VERSION.split('.')[0]) + 1}.0.0`;
const entry = (name: RegistryEntry['name'], version: string, contractVersion?: string): RegistryEntry => ({
  name,
  entry: `http://store.test/remotes/${name}/${version}/mf-manifest.json`,
  version,
  ...(contractVersion ? { contractVersion } : {}),
});

async function freshMonolith() {
  jest.resetModules();
  mockAdminApp.mockClear();
  return import('./federation.monolith');
}

describe('the monolith build’s remote loader', () => {
  it('loads a registered remote’s ./app and ./manifest from the bundle, one load shared by its callers', async () => {
    const monolith = await freshMonolith();
    monolith.registerRegistry(localRegistry('1.0.0').remotes);
    const [a, b] = await Promise.all([monolith.loadApp('mfe-admin'), monolith.loadApp('mfe-admin')]);
    expect(a).toBe(b);
    expect(typeof a.mount).toBe('function');
    expect(mockAdminApp).toHaveBeenCalledTimes(1);
    await expect(monolith.loadManifest('mfe-admin')).resolves.toMatchObject({ name: 'mfe-admin' });
  });

  it('checks the exports as the federated loader does', async () => {
    const monolith = await freshMonolith();
    monolith.registerRegistry(localRegistry('1.0.0').remotes);
    await expect(monolith.loadApp('mfe-insights')).rejects.toThrow('mfe-insights ./app does not export single-spa lifecycles');
    await expect(monolith.loadManifest('mfe-insights')).rejects.toThrow('mfe-insights answered with the manifest of mfe-admin');
  });

  it('loads nothing of a remote the registry does not list or refuses for its contract', async () => {
    const monolith = await freshMonolith();
    monolith.registerRegistry([entry('mfe-admin', 'v9', otherMajor)]);
    expect(monolith.refusal('mfe-admin')?.message).toBe(REGISTRY_MESSAGES.contractIncompatible('mfe-admin', otherMajor));
    await expect(monolith.loadApp('mfe-admin')).rejects.toBeInstanceOf(monolith.ContractRefusedError);
    await expect(monolith.loadApp('mfe-insights')).rejects.toThrow('mfe-insights is not in the remote registry');
    expect(mockAdminApp).not.toHaveBeenCalled();
    expect(monolith.loadFailureKind(monolith.refusal('mfe-admin'))).toBe('contract');
  });

  it('records a newer entry without reloading: the code is the bundle’s', async () => {
    const monolith = await freshMonolith();
    monolith.registerRegistry([entry('mfe-admin', 'v1')]);
    expect(monolith.updateEntry(entry('mfe-admin', 'v2'))).toBe(false);
    expect(monolith.entryOf('mfe-admin')?.version).toBe('v2');
    expect(monolith.isStaleDeployError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(monolith.isStaleDeployError(new Error('boom'))).toBe(false);
  });
});
