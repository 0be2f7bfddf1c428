import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render, type RenderResult } from '@testing-library/react';
import { SIGNED_OUT, type RemoteMountProps, type SessionApi } from '@portal/shared-contracts';
import { ConfigProvider, MountPropsProvider, portalTheme } from '@portal/shared-ui';

const refuse = (): Promise<never> => Promise.reject(new Error('not available in tests'));

/** A signed-out session whose identity operations all refuse. */
function fakeSession(): SessionApi {
  return {
    getSnapshot: () => SIGNED_OUT,
    subscribe: () => () => undefined,
    getIdToken: async () => null,
    getAccessToken: async () => null,
    signIn: refuse,
    signOut: async () => undefined,
    signUp: refuse,
    confirmSignUp: refuse,
    resendSignUpCode: refuse,
    requestPasswordReset: refuse,
    confirmPasswordReset: refuse,
    changePassword: refuse,
    saveNotificationSetting: refuse,
    refreshAttributes: async () => SIGNED_OUT,
  };
}

/** Mount props as the host would hand them; `navigate` and `onRenderError` are jest mocks. */
export function fakeMountProps(overrides: Partial<RemoteMountProps> = {}): RemoteMountProps {
  return {
    remote: 'mfe-insights',
    session: fakeSession(),
    bus: { publish: jest.fn(() => true), subscribe: jest.fn(() => () => undefined) },
    config: {
      apiUrl: 'http://localhost:4000',
      mode: 'local',
      region: 'ap-southeast-2',
      userPoolId: 'test-pool',
      userPoolClientId: 'test-client',
      userPoolEndpoint: null,
      stripePublishableKey: null,
      marketingUrl: 'https://example.com',
      restrictedPlans: [],
    },
    navigate: jest.fn(),
    onRenderError: jest.fn(),
    ...overrides,
  };
}

/** Shows the router's current path so tests can assert where a link went. */
function LocationProbe(): ReactElement {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

export interface RenderOptions {
  /** The URL the router starts at; defaults to `path`. */
  readonly url?: string;
  /** A route pattern (`/help/:topic`) when the page reads route params. */
  readonly path?: string;
  readonly mountProps?: RemoteMountProps;
}

export interface RenderWithProvidersResult extends RenderResult {
  readonly mountProps: RemoteMountProps;
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
