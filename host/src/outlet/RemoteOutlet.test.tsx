import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared-ui/router';
import {
  CONTRACT_VERSION,
  REGISTRY_MESSAGES,
  REMOTE_NAMES,
  localRegistry,
  type RegistryEntry,
  type RemoteLoad,
} from '@portal/shared-contracts/core';
import { ServicesProvider } from '../services';
import { createTestHost, TEST_CONFIG } from '../session/testing';
import { registerRegistry, resetRemote } from '../remotes/federation';
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
    // Each test starts with no remote loaded (the federation module keeps its loads).
    REMOTE_NAMES.forEach(resetRemote);
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

  it('recovers the same way when a page chunk of the mounted remote is gone, and shows the panel for any other render failure', async () => {
    registerRegistry([entryOf('mfe-storyboards', 'v1')]);
    const next = entryOf('mfe-storyboards', 'v2');
    /** A v1 whose page chunk, asked for after the mount, is gone (its remote's render boundary hands the error over). */
    const staleV1 = {
      ...appSaying('storyboards v1'),
      mount: async (props: { domElement: HTMLElement; onRenderError: (error: Error) => void }) => {
        props.domElement.textContent = 'storyboards v1';
        setTimeout(() => props.onRenderError(chunkError()), 0);
      },
    };
    runtime.loadRemote.mockResolvedValueOnce(staleV1).mockResolvedValueOnce(appSaying('storyboards v2'));
    api.fetchRegistryEntry.mockResolvedValue(next);
    const onEntryChanged = renderOutlet('mfe-storyboards', 'v1');

    expect(await screen.findByText('storyboards v2')).toBeInTheDocument();
    expect(api.fetchRegistryEntry).toHaveBeenCalledTimes(1);
    expect(onEntryChanged).toHaveBeenCalledWith(next);
    expect(screen.queryByTestId('remote-error-panel')).toBeNull();

    const failing = {
      ...appSaying('deepstory'),
      mount: async (props: { onRenderError: (error: Error) => void }) => setTimeout(() => props.onRenderError(new TypeError('x is undefined')), 0),
    };
    registerRegistry([entryOf('mfe-deepstory', 'v1')]);
    runtime.loadRemote.mockResolvedValueOnce(failing);
    renderOutlet('mfe-deepstory', 'v1');
    expect(await screen.findByTestId('remote-error-panel')).toBeInTheDocument();
    expect(api.fetchRegistryEntry).toHaveBeenCalledTimes(1);
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

  it('mounts a remote built against an older minor of the host’s major, which reads only that minor’s props and events', async () => {
    const [major = 1, minor = 0] = CONTRACT_VERSION.split('.').map(Number);
    const olderMinor = `${major}.${Math.max(minor - 1, 0)}.0`;
    registerRegistry([entryOf('mfe-account', 'v0', olderMinor)]);
    const published: boolean[] = [];
    // What a remote of that minor reads: the session snapshot, the config, its name, and bus events it knew.
    const older = {
      bootstrap: async () => undefined,
      mount: async (props: { domElement: HTMLElement; remote: string; session: { getSnapshot(): { status: string } }; config: { apiUrl: string }; bus: { publish(name: string, payload: object): boolean } }) => {
        published.push(props.bus.publish('nav/badgeChanged', { badge: 'videos', count: 2 }));
        props.domElement.textContent = `${props.remote} ${olderMinor} at ${props.config.apiUrl}, session ${props.session.getSnapshot().status}`;
      },
      unmount: async () => undefined,
    };
    runtime.loadRemote.mockResolvedValue(older);
    renderOutlet('mfe-account', 'v0');

    expect(await screen.findByText(`mfe-account ${olderMinor} at ${TEST_CONFIG.apiUrl}, session`, { exact: false })).toHaveTextContent(/session (authenticating|signedIn|signedOut)$/);
    expect(published).toEqual([true]);
    expect(screen.queryByTestId('remote-needs-update')).toBeNull();
    expect(screen.queryByTestId('remote-error-panel')).toBeNull();
    await waitFor(() => expect(reports).toEqual([expect.objectContaining({ remote: 'mfe-account', version: 'v0', failure: null })]));
  });

  it('unmounts a remote left while it was still mounting (its page chunk on the way) once it has mounted', async () => {
    registerRegistry([entryOf('mfe-storyboards', 'v1')]);
    let pageArrived: () => void = () => undefined;
    const unmount = jest.fn(async () => undefined);
    const mount = jest.fn(() => new Promise<void>((resolve) => (pageArrived = resolve)));
    runtime.loadRemote.mockResolvedValue({ bootstrap: async () => undefined, mount, unmount });
    const host = createTestHost();
    const view = render(
      <ServicesProvider value={{ config: TEST_CONFIG, bus: host.bus, session: host.session }}>
        <MemoryRouter>
          <RemoteOutlet remote="mfe-storyboards" version="v1" />
        </MemoryRouter>
      </ServicesProvider>,
    );
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    view.unmount();
    expect(unmount).not.toHaveBeenCalled();
    pageArrived();
    await waitFor(() => expect(unmount).toHaveBeenCalledTimes(1));
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
