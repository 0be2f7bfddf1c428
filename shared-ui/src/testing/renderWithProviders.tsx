import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from '@portal/shared-ui/router';
import { render, type RenderResult } from '@testing-library/react';
import type { RemoteName } from '@portal/shared-contracts';
import { ConfigProvider } from '../antd';
import { MountPropsProvider } from '../mountContext';
import { portalTheme } from '../theme';
import { fakeMountProps, type TestMountProps } from './fakeMountProps';

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
  /** Where the router starts (a path, or a path with navigation state); defaults to `path`. */
  readonly url?: InitialEntry;
  /** A route pattern the page is rendered on (`/help/:topic`); other paths render nothing. */
  readonly path?: string;
  /** Defaults to the remote's `fakeMountProps()`. */
  readonly mountProps?: TestMountProps;
}

export interface RenderWithProvidersResult extends RenderResult {
  readonly mountProps: TestMountProps;
}

/** The render helpers of one remote's tests (see {@link remoteTestHelpers}). */
export interface RemoteTestHelpers {
  /** Mount props as the host would hand them to this remote, with a fake session and a recording bus. */
  readonly fakeMountProps: (overrides?: Partial<TestMountProps>) => TestMountProps;
  /**
   * Renders a page as the host mounts it: portal theme, mount props in context and a
   * memory router (with the page on `path` when given), plus a location probe.
   */
  readonly renderWithProviders: (ui: ReactElement, options?: RenderOptions) => RenderWithProvidersResult;
}

/** Test render helpers whose mount props name `remote`; a remote's `testing/` re-exports them. */
export function remoteTestHelpers(remote: RemoteName): RemoteTestHelpers {
  const mountPropsFor = (overrides: Partial<TestMountProps> = {}): TestMountProps => fakeMountProps(remote, overrides);
  const renderWithProviders = (ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult => {
    const mountProps = options.mountProps ?? mountPropsFor();
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
  };
  return { fakeMountProps: mountPropsFor, renderWithProviders };
}
