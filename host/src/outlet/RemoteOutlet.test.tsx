import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared-ui/router';
import { CONTRACT_VERSION, REGISTRY_MESSAGES, localRegistry, type RegistryEntry, type RemoteLoad } from '@portal/shared-contracts';
import { ServicesProvider } from '../services';
import { createTestHost, TEST_CONFIG } from '../session/testing';
import { registerRegistry } from '../remotes/federation';
import { setLoadReporter } from '../remotes/loadReports';
import { RemoteOutlet } from './RemoteOutlet';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../remotes/api', () => ({ fetchRegistry: jest.fn(), fetchRegistryEntry: jest.fn() }));

const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock; registerRemotes: jest.Mock };
const api = jest.requireMock('../remotes/api') as { fetchRegistryEntry: jest.Mock };

/** A remote's ./app whose mount writes `text` into its element. */
const appSaying = (text: string) => ({
  bootstrap: async () => undefined,
  mount: async (props: { domElement: HTMLElement }) => {
    props.domElement.textContent = text;
  },
  unmount: async (props: { domElement: HTMLElement }) => {
    props.domElement.textContent = '';
  },
});

const entryOf = (name: RegistryEntry['name'], version: string, contractVersion: string = CONTRACT_VERSION): RegistryEntry => ({
  name,
  entry: `http://api.test/remotes/${name}/${version}/mf-manifest.json`,
  version,
  contractVersion,
});

const chunkError = () => Object.assign(new Error('Loading chunk 77 failed. (missing: http://api.test/remotes/mfe-storyboards/v1/77.js)'), { name: 'ChunkLoadError' });

function renderOutlet(remote: RegistryEntry['name'], version: string, onEntryChanged = jest.fn()) {
  const host = createTestHost();
  render(
    <ServicesProvider value={{ config: TEST_CONFIG, bus: host.bus, session: host.session }}>
      <MemoryRouter>
        <RemoteOutlet remote={remote} version={version} onEntryChanged={onEntryChanged} />
      </MemoryRouter>
    </ServicesProvider>,
  );
  return onEntryChanged;
}

describe('RemoteOutlet', () => {
  const reports: RemoteLoad[] = [];
  beforeEach(() => {
    reports.length = 0;
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockClear();
    api.fetchRegistryEntry.mockReset();
    setLoadReporter({ report: (load) => void reports.push(load), flush: async () => undefined, flushOnHide: () => undefined, queued: () => reports.length, stop: () => undefined });
  });
  afterEach(() => setLoadReporter(null));

  it('after a stale-deploy failure reads the entry again, registers the new version and mounts it once', async () => {
    registerRegistry([entryOf('mfe-storyboards', 'v1')]);
    const next = entryOf('mfe-storyboards', 'v2');
    runtime.loadRemote.mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(appSaying('storyboards v2'));
    api.fetchRegistryEntry.mockResolvedValue(next);
    const onEntryChanged = renderOutlet('mfe-storyboards', 'v1');

    expect(await screen.findByText('storyboards v2')).toBeInTheDocument();
    expect(api.fetchRegistryEntry).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_storyboards', entry: next.entry }], { force: true });
    expect(onEntryChanged).toHaveBeenCalledWith(next);
    expect(screen.queryByTestId('remote-error-panel')).toBeNull();
    await waitFor(() => expect(reports.map((r) => [r.version, r.failure, r.renderMs === null])).toEqual([['v1', 'chunk', true], ['v2', null, false]]));
  });

  it('shows the error panel when the re-read finds the same version (one re-read, no loop)', async () => {
    registerRegistry([entryOf('mfe-deepstory', 'v1')]);
    runtime.loadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'));
    api.fetchRegistryEntry.mockResolvedValue(entryOf('mfe-deepstory', 'v1'));
    renderOutlet('mfe-deepstory', 'v1');

    expect(await screen.findByTestId('remote-error-panel')).toBeInTheDocument();
    expect(api.fetchRegistryEntry).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(reports).toEqual([expect.objectContaining({ remote: 'mfe-deepstory', failure: 'manifest' })]);
  });

  it('shows "needs an update" for a remote built against another contract major, loading nothing of it; another remote still mounts', async () => {
    const otherMajor = `${Number(CONTRACT_VERSION.split('.')[0]) + 1}.0.0`;
    registerRegistry([...localRegistry('v1').remotes.filter((r) => r.name !== 'mfe-admin'), entryOf('mfe-admin', 'v9', otherMajor)]);
    runtime.loadRemote.mockImplementation(async (id: string) => (id === 'mfe_insights/app' ? appSaying('insights') : undefined));
    renderOutlet('mfe-admin', 'v9');
    renderOutlet('mfe-insights', 'v1');

    expect(await screen.findByText(REGISTRY_MESSAGES.needsUpdate)).toBeInTheDocument();
    expect(screen.getByTestId('remote-needs-update')).toHaveTextContent(REGISTRY_MESSAGES.contractIncompatible('mfe-admin', otherMajor));
    expect(await screen.findByText('insights')).toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalledWith('mfe_admin/app');
    expect(api.fetchRegistryEntry).not.toHaveBeenCalled();
    expect(reports).toContainEqual(expect.objectContaining({ remote: 'mfe-admin', failure: 'contract' }));
  });
});
