import { useEffect, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Reducer, Store, UnknownAction } from 'redux';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from '@portal/shared-ui/router';
import { render, type RenderResult } from '@testing-library/react';
import type { RemoteName } from '@portal/shared-contracts/core';
import { PortalConfigProvider } from '../PortalConfigProvider';
import { MountPropsProvider } from '../mountContext';
import { createRemoteStore, type RemoteStore, type RootSaga } from '../store/createRemoteStore';
import { fakeMountProps, type TestMountProps } from './fakeMountProps';

/** Stops the store's sagas when the rendered tree goes (testing-library's cleanup), as unmount does. */
function StoreScope({ made, children }: { made: RemoteStore<unknown>; children: ReactNode }): ReactElement {
  useEffect(() => () => made.stop(), [made]);
  return <Provider store={made.store}>{children}</Provider>;
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
  /** Where the router starts (a path, or a path with navigation state); defaults to `path`. */
  readonly url?: InitialEntry;
  /** A route pattern the page is rendered on (`/help/:topic`); other paths render nothing. */
  readonly path?: string;
  /** Defaults to the remote's `fakeMountProps()`. */
  readonly mountProps?: TestMountProps;
  /**
   * The remote's reducer and root saga (its store.ts): the page gets a real store made
   * as a mount makes it (createRemoteStore with the mount props), its sagas stopped when
   * the tree is unmounted.
   */
  readonly store?: { readonly reducer: Reducer; readonly saga?: RootSaga };
  /** Actions dispatched on that store before the page renders, as a mount's `opening` does (createRemoteLifecycles). */
  readonly opening?: readonly UnknownAction[];
}

export interface RenderWithProvidersResult extends RenderResult {
  readonly mountProps: TestMountProps;
  /** The store the page was rendered with, when `store` was given. */
  readonly store: Store | null;
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
    const routed = (
      <MemoryRouter initialEntries={[url]}>
        {page}
        <LocationProbe />
      </MemoryRouter>
    );
    const made = options.store ? createRemoteStore({ ...options.store, context: mountProps, name: remote }) : null;
    for (const action of options.opening ?? []) made?.store.dispatch(action);
    const result = render(
      <PortalConfigProvider>
        <MountPropsProvider value={mountProps}>{made ? <StoreScope made={made}>{routed}</StoreScope> : routed}</MountPropsProvider>
      </PortalConfigProvider>,
    );
    return { ...result, mountProps, store: made?.store ?? null };
  };
  return { fakeMountProps: mountPropsFor, renderWithProviders };
}
