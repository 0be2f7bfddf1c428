import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Provider } from 'react-redux';
import type { Reducer, Store, UnknownAction } from 'redux';
import type { RemoteAppModule, RemoteMountProps, RemoteName } from '@portal/shared-contracts/core';
import { PortalConfigProvider } from './PortalConfigProvider';
import { MountPropsProvider } from './mountContext';
import { injectedFault } from './faults';
import { createRemoteStore, type RemoteStore, type RootSaga } from './store/createRemoteStore';

export interface RemoteLifecycleOptions<S = unknown> {
  readonly name: RemoteName;
  /** The remote's root: its routes and pages (the store provider is added here). */
  readonly App: React.ComponentType;
  /**
   * Starts loading the page of a path before the first render (see lazyRoutes); when it
   * answers a promise, the mount waits for it, so the mount resolves with the page shown
   * rather than the remote's loading fallback (the host's outlet shows its own meanwhile).
   */
  readonly preload?: (pathname: string) => void | Promise<void>;
  /**
   * The remote's root reducer (its store.ts). With a reducer or a saga, every mount gets
   * a fresh store (createRemoteStore) and the tree a react-redux Provider.
   */
  readonly reducer?: Reducer<S>;
  /** The remote's root saga: started at mount with the mount props, cancelled at unmount. */
  readonly saga?: RootSaga;
  /**
   * The actions the page at a location dispatches as it opens (its data's first load),
   * dispatched at mount as soon as the store and saga run, before React renders the page:
   * the request then travels while the page renders instead of after its first commit
   * (render-as-you-fetch). The page itself opens only what is not opened yet.
   */
  readonly opening?: (location: { readonly pathname: string; readonly search: string }) => readonly UnknownAction[];
}

/** The props single-spa-react renders the root with: the mount props plus this mount's store. */
interface RootProps extends RemoteMountProps {
  readonly remoteStore?: Store | null;
}

/** State of a store made for a saga alone. */
const noState: Reducer<Record<string, never>> = (state = {}) => state;

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
 * reports render failures to the host. With a `reducer` or `saga`, each mount also gets
 * its own store (createRemoteStore) under a react-redux Provider; the root saga runs from
 * mount to unmount (docs/adr/011-remote-store-and-sagas.md).
 */
export function createRemoteLifecycles<S>({ name, App, preload, reducer, saga, opening }: RemoteLifecycleOptions<S>): RemoteAppModule {
  function Root(props: RootProps): React.ReactElement {
    const app = (
      <>
        <FaultProbe name={name} />
        <App />
      </>
    );
    return (
      <RenderBoundary props={props}>
        <PortalConfigProvider>
          <MountPropsProvider value={props}>
            {props.remoteStore ? <Provider store={props.remoteStore}>{app}</Provider> : app}
          </MountPropsProvider>
        </PortalConfigProvider>
      </RenderBoundary>
    );
  }
  // One store per mounted parcel, keyed like single-spa-react keys its roots (the parcel's name).
  const stores = new Map<string, RemoteStore<S> | RemoteStore<Record<string, never>>>();
  const parcelOf = (props: RemoteMountProps): string => ('name' in props && typeof props.name === 'string' ? props.name : name);
  const startStore = (props: RemoteMountProps): Store | null => {
    if (!reducer && !saga) return null;
    // A root saga that died leaves the area unable to load or save: the host's panel
    // offers Retry, which remounts with a fresh store.
    const common = { saga, context: props, name, onError: (error: Error) => props.onRenderError(error) };
    const made = reducer ? createRemoteStore({ reducer, ...common }) : createRemoteStore({ reducer: noState, ...common });
    stores.set(parcelOf(props), made);
    return made.store;
  };
  const stopStore = (props: RemoteMountProps): void => {
    stores.get(parcelOf(props))?.stop();
    stores.delete(parcelOf(props));
  };
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
      await preload?.(window.location.pathname);
      const remoteStore = startStore(props);
      try {
        if (remoteStore && opening) for (const action of opening(window.location)) remoteStore.dispatch(action);
        // A transition, so React renders the page in slices and yields to the browser
        // between them instead of one long task (single-spa-react renders synchronously
        // inside mount, so the render is in the transition's scope).
        let mounted: Promise<unknown> = Promise.resolve();
        React.startTransition(() => {
          mounted = lifecycles.mount({ ...props, remoteStore } as never);
        });
        return await mounted;
      } catch (error) {
        stopStore(props);
        throw error;
      }
    },
    unmount: (props) => {
      // Sagas stop before the tree goes, so no poll fires while React unmounts.
      stopStore(props);
      return lifecycles.unmount(props as never);
    },
    update: (props) =>
      lifecycles.update ? lifecycles.update({ ...props, remoteStore: stores.get(parcelOf(props))?.store ?? null } as never) : Promise.resolve(),
    preload: (pathname) => void preload?.(pathname),
  };
}
