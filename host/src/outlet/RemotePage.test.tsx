import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@portal/shared-ui/router';
import { CONTRACT_VERSION, REGISTRY_ENTRY_TTL_MS, type RegistryEntry } from '@portal/shared-contracts/core';
import { ServicesProvider } from '../services';
import { createTestHost, TEST_CONFIG, untilState } from '../session/testing';
import { registryRequested } from '../remotes/slice';
import { RemotePage } from './RemotePage';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../remotes/api', () => ({ fetchRegistry: jest.fn(), fetchRegistryEntry: jest.fn() }));

const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock; registerRemotes: jest.Mock };
const api = jest.requireMock('../remotes/api') as { fetchRegistry: jest.Mock; fetchRegistryEntry: jest.Mock };

const entry = (version: string): RegistryEntry => ({
  name: 'mfe-insights',
  entry: `http://api.test/remotes/mfe-insights/${version}/mf-manifest.json`,
  version,
  contractVersion: CONTRACT_VERSION,
});

/** The registered entry's version decides what the fake runtime's ./app says. */
let servedVersion = 'v1';
runtime.registerRemotes.mockImplementation((list: { entry: string }[]) => {
  const found = list.find((r) => r.entry.includes('/mfe-insights/'));
  if (found) servedVersion = /mfe-insights\/([^/]+)\//.exec(found.entry)?.[1] ?? servedVersion;
});
runtime.loadRemote.mockImplementation(async (id: string) => {
  if (id === 'mfe_insights/manifest') return { manifest: { name: 'mfe-insights', contractVersion: CONTRACT_VERSION, routes: [], nav: [] } };
  const text = `insights ${servedVersion}`;
  return {
    bootstrap: async () => undefined,
    mount: async (props: { domElement: HTMLElement }) => void (props.domElement.textContent = text),
    unmount: async (props: { domElement: HTMLElement }) => void (props.domElement.textContent = ''),
  };
});

describe('RemotePage: the re-read on navigation', () => {
  const realNow = Date.now.bind(Date);
  let skew = 0;
  beforeAll(() => jest.spyOn(Date, 'now').mockImplementation(() => realNow() + skew));
  afterAll(() => jest.restoreAllMocks());

  async function enterPage() {
    const host = createTestHost();
    api.fetchRegistry.mockResolvedValue({ remotes: [entry('v1')] });
    host.store.dispatch(registryRequested());
    await untilState(host.store, (s) => s.remotes.registryStatus === 'succeeded');
    const view = render(
      <Provider store={host.store}>
        <ServicesProvider value={{ config: TEST_CONFIG, bus: host.bus, session: host.session }}>
          <MemoryRouter>
            <RemotePage remote="mfe-insights" provisional={false} />
          </MemoryRouter>
        </ServicesProvider>
      </Provider>,
    );
    return { ...host, view };
  }

  it('uses the entry it has within the TTL, and after it mounts the version the registry now names', async () => {
    const first = await enterPage();
    expect(await screen.findByText('insights v1')).toBeInTheDocument();
    expect(api.fetchRegistryEntry).not.toHaveBeenCalled();
    first.view.unmount();

    skew += REGISTRY_ENTRY_TTL_MS + 1;
    api.fetchRegistryEntry.mockResolvedValueOnce(entry('v2'));
    const second = await enterPage();
    expect(await screen.findByText('insights v2')).toBeInTheDocument();
    expect(api.fetchRegistryEntry).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_insights', entry: entry('v2').entry }], { force: true });
    expect(second.store.getState().remotes.byName['mfe-insights'].version).toBe('v2');
    second.view.unmount();
  });

  it('keeps the current version when the re-read fails', async () => {
    skew += REGISTRY_ENTRY_TTL_MS + 1;
    api.fetchRegistryEntry.mockRejectedValueOnce(new Error('GET answered 503'));
    await enterPage();
    expect(await screen.findByText('insights v2')).toBeInTheDocument();
    expect(api.fetchRegistryEntry).toHaveBeenCalledTimes(2);
  });
});
