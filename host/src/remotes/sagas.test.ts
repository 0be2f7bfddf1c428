import { CONTRACT_VERSION, REMOTE_NAMES, localRegistry, type RemoteName } from '@portal/shared-contracts';
import { createTestHost, FakeIdentity, jsonResponse, stubFetch, untilState } from '../session/testing';
import { manifestNeeded, registryRequested } from './slice';
import { readCachedNav } from './navCache';

jest.mock('./federation', () => ({
  registerRegistry: jest.fn(),
  resetRemote: jest.fn(),
  loadManifest: jest.fn(async (name: RemoteName) => ({
    name,
    contractVersion: CONTRACT_VERSION,
    routes: [],
    nav: [{ key: name, label: name, path: `/${name}`, icon: 'home', order: 1 }],
  })),
}));
jest.mock('./api', () => ({ fetchRegistry: jest.fn(async () => localRegistry('1.2.3')) }));

const { loadManifest } = jest.requireMock('./federation') as { loadManifest: jest.Mock };


describe('remotes saga', () => {
  beforeEach(() => {
    loadManifest.mockClear();
    localStorage.clear();
  });

  it('registers the registry at once but loads the manifests only for a signed-in user', async () => {
    const identity = new FakeIdentity();
    identity.addUser('pro@demo.test', 'Demo!2345');
    stubFetch(async () => jsonResponse(200, { result: { id: 7, role: 'customer' } }));
    const { store, session } = createTestHost({ identity });
    session.start();
    store.dispatch(registryRequested());
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
});
