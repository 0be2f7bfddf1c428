import { CONTRACT_VERSION, REMOTE_NAMES, localRegistry, type RemoteName } from '@portal/shared-contracts/core';
import { createTestHost, FakeIdentity, jsonResponse, stubFetch, untilState } from '../session/testing';
import { manifestNeeded, registryRequested, remoteEntryChanged } from './slice';
import { readCachedNav } from './navCache';

jest.mock('./federation', () => ({
  ContractRefusedError: class extends Error {},
  refusal: jest.fn(() => null),
  entryOf: jest.fn(() => null),
  updateEntry: jest.fn(() => false),
  registerRegistry: jest.fn(),
  resetRemote: jest.fn(),
  loadManifest: jest.fn(async (name: RemoteName) => ({
    name,
    contractVersion: CONTRACT_VERSION,
    routes: [],
    nav: [{ key: name, label: name, path: `/${name}`, icon: 'home', order: 1 }],
  })),
}));
jest.mock('./api', () => ({ fetchRegistry: jest.fn(async () => localRegistry('1.2.3')), fetchRegistryEntry: jest.fn() }));

const { loadManifest, refusal } = jest.requireMock('./federation') as { loadManifest: jest.Mock; refusal: jest.Mock };


/** A host with one customer to sign in, its session started and the registry requested. */
function startedHost() {
  const identity = new FakeIdentity();
  identity.addUser('pro@demo.test', 'Demo!2345');
  stubFetch(async () => jsonResponse(200, { result: { id: 7, role: 'customer' } }));
  const host = createTestHost({ identity });
  host.session.start();
  host.store.dispatch(registryRequested());
  return host;
}

describe('remotes saga', () => {
  beforeEach(() => {
    loadManifest.mockClear();
    localStorage.clear();
  });

  it('registers the registry at once but loads the manifests only for a signed-in user', async () => {
    const { store, session } = startedHost();
    await untilState(store, (s) => s.remotes.registryStatus === 'succeeded' && s.auth.status === 'signedOut');
    expect(store.getState().remotes.byName['mfe-insights'].version).toBe('1.2.3');
    expect(loadManifest).not.toHaveBeenCalled();

    await session.signIn('pro@demo.test', 'Demo!2345');
    await untilState(store, (s) => REMOTE_NAMES.every((n) => s.remotes.byName[n].status === 'succeeded'));
    expect(loadManifest.mock.calls.map(([name]) => name).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('loads the manifest a page needs at once, signed in or not, and only once', async () => {
    const { store, session } = createTestHost({ identity: new FakeIdentity() });
    session.start();
    store.dispatch(registryRequested());
    await untilState(store, (s) => s.remotes.registryStatus === 'succeeded');
    store.dispatch(manifestNeeded('mfe-insights'));
    store.dispatch(manifestNeeded('mfe-insights'));
    await untilState(store, (s) => s.remotes.byName['mfe-insights'].status === 'succeeded');
    expect(loadManifest.mock.calls).toEqual([['mfe-insights']]);
    expect(store.getState().remotes.byName['mfe-insights']).toMatchObject({ status: 'succeeded', nav: [expect.objectContaining({ key: 'mfe-insights' })] });
    // The next page load has the nav before any manifest arrives.
    expect(readCachedNav()['mfe-insights']).toEqual(store.getState().remotes.byName['mfe-insights'].nav);
    expect(createTestHost({ identity: new FakeIdentity() }).store.getState().remotes.byName['mfe-insights'].nav).toHaveLength(1);
  });

  it('records a remote refused for its contract and never loads it; the others load; a new version loads its manifest', async () => {
    refusal.mockImplementation((name: RemoteName) => (name === 'mfe-admin' ? new Error('mfe-admin was built against contracts 2.0.0') : null));
    const { store, session } = startedHost();
    await session.signIn('pro@demo.test', 'Demo!2345');
    const others = REMOTE_NAMES.filter((n) => n !== 'mfe-admin');
    await untilState(store, (s) => others.every((n) => s.remotes.byName[n].status === 'succeeded'));
    store.dispatch(manifestNeeded('mfe-admin'));
    expect(store.getState().remotes.byName['mfe-admin']).toMatchObject({ status: 'idle', refused: 'mfe-admin was built against contracts 2.0.0' });
    expect(loadManifest.mock.calls.map(([name]) => name)).not.toContain('mfe-admin');

    refusal.mockReturnValue(null);
    store.dispatch(remoteEntryChanged({ name: 'mfe-admin', version: '1.3.0', refused: null }));
    await untilState(store, (s) => s.remotes.byName['mfe-admin'].status === 'succeeded');
    expect(store.getState().remotes.byName['mfe-admin']).toMatchObject({ version: '1.3.0', refused: null });
  });
});
