import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { render, type RenderResult } from '@testing-library/react';
import type { EventBus, EventMap, EventName, RemoteMountProps } from '@portal/shared-contracts';
import { ConfigProvider, MountPropsProvider, portalTheme } from '@portal/shared-ui';
import { fakeSession, type FakeSession } from './fakeSession';

export const TEST_API_URL = 'http://api.test';
export const TEST_MARKETING_URL = 'https://marketing.example.com';

/** A bus that records what was published (and still delivers to subscribers). */
export interface RecordingBus extends EventBus {
  readonly publish: jest.MockedFunction<EventBus['publish']>;
  /** Payloads published under `name`, in order. */
  published<K extends EventName>(name: K): Array<EventMap[K]>;
}

export function recordingBus(): RecordingBus {
  const handlers = new Map<EventName, Set<(payload: unknown) => void>>();
  const publish = jest.fn((name: EventName, payload: unknown) => {
    for (const h of handlers.get(name) ?? []) h(payload);
    return true;
  }) as unknown as RecordingBus['publish'];
  return {
    publish,
    subscribe: (name, handler) => {
      const set = handlers.get(name) ?? new Set();
      set.add(handler as (payload: unknown) => void);
      handlers.set(name, set);
      return () => set.delete(handler as (payload: unknown) => void);
    },
    published: <K extends EventName>(name: K) =>
      publish.mock.calls.filter(([n]) => n === name).map(([, p]) => p as EventMap[K]),
  };
}

export interface TestMountProps extends RemoteMountProps {
  readonly session: FakeSession;
  readonly bus: RecordingBus;
  readonly navigate: jest.MockedFunction<RemoteMountProps['navigate']>;
}

/** Mount props as the host would hand them, with a fake session and a recording bus. */
export function fakeMountProps(overrides: Partial<TestMountProps> = {}): TestMountProps {
  return {
    remote: 'mfe-account',
    session: fakeSession(),
    bus: recordingBus(),
    config: {
      apiUrl: TEST_API_URL,
      mode: 'local',
      region: 'ap-southeast-2',
      userPoolId: 'test-pool',
      userPoolClientId: 'test-client',
      userPoolEndpoint: null,
      stripePublishableKey: null,
      marketingUrl: TEST_MARKETING_URL,
      restrictedPlans: [],
    },
    navigate: jest.fn(),
    onRenderError: jest.fn(),
    ...overrides,
  };
}

/** Shows the router's current path (and navigation state) so tests can assert where a link went. */
function LocationProbe(): ReactElement {
  const { pathname, search, hash, state } = useLocation();
  return (
    <span data-testid="location" data-state={state === null || state === undefined ? '' : JSON.stringify(state)}>
      {`${pathname}${search}${hash}`}
    </span>
  );
}

export interface RenderOptions {
  /** Where the router starts (a path, or a path with navigation state). */
  readonly url?: InitialEntry;
  /** A route pattern the page is rendered on; other paths render nothing. */
  readonly path?: string;
  readonly mountProps?: TestMountProps;
}

export interface RenderWithProvidersResult extends RenderResult {
  readonly mountProps: TestMountProps;
}

/**
 * Renders a page as the host mounts it: portal theme, mount props in context and a
 * memory router (with the page on `path` when given), plus a location probe.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const mountProps = options.mountProps ?? fakeMountProps();
  const url = options.url ?? options.path ?? '/';
  const page = options.path ? (
    <Routes>
      <Route path={options.path} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <ConfigProvider theme={portalTheme}>
      <MountPropsProvider value={mountProps}>
        <MemoryRouter initialEntries={[url]}>
          {page}
          <LocationProbe />
        </MemoryRouter>
      </MountPropsProvider>
    </ConfigProvider>,
  );
  return { ...result, mountProps };
}
