import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteAppModule, RemoteMountProps, RemoteName } from '@portal/shared-contracts';
import { ConfigProvider } from './antd';
import { MountPropsProvider } from './mountContext';
import { portalTheme } from './theme';
import { injectedFault } from './faults';

export interface RemoteLifecycleOptions {
  readonly name: RemoteName;
  /** The remote's root: its routes, store provider and pages. */
  readonly App: React.ComponentType;
  /** Starts loading the page of a path before the first render (see lazyRoutes). */
  readonly preload?: (pathname: string) => void;
}

function FaultProbe({ name }: { name: RemoteName }): null {
  if (injectedFault(name) === 'render') throw new Error(`Injected render fault in ${name}`);
  return null;
}

class RenderBoundary extends React.Component<{ props: RemoteMountProps; children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: Error): void {
    // The host owns the error panel (with Retry): hand the failure over.
    this.props.props.onRenderError(error);
  }
  override render(): React.ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Builds single-spa parcel lifecycles for a remote with single-spa-react. The root
 * gets the portal theme, the mount props in context, and an error boundary that
 * reports render failures to the host.
 */
export function createRemoteLifecycles({ name, App, preload }: RemoteLifecycleOptions): RemoteAppModule {
  function Root(props: RemoteMountProps): React.ReactElement {
    return (
      <RenderBoundary props={props}>
        <ConfigProvider theme={portalTheme}>
          <MountPropsProvider value={props}>
            <FaultProbe name={name} />
            <App />
          </MountPropsProvider>
        </ConfigProvider>
      </RenderBoundary>
    );
  }
  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    renderType: 'createRoot',
    suppressComponentDidCatchWarning: true,
  });
  return {
    bootstrap: (props) => lifecycles.bootstrap(props as never),
    mount: async (props) => {
      if (injectedFault(name) === 'mount') throw new Error(`Injected mount fault in ${name}`);
      preload?.(window.location.pathname);
      return lifecycles.mount(props as never);
    },
    unmount: (props) => lifecycles.unmount(props as never),
    update: (props) => (lifecycles.update ? lifecycles.update(props as never) : Promise.resolve()),
    preload: (pathname) => preload?.(pathname),
  };
}
