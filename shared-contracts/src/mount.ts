import type { PortalConfig } from './config';
import type { EventBus } from './events';
import type { RemoteName } from './remotes';
import type { SessionApi } from './session';

export interface NavigateOptions {
  readonly replace?: boolean;
}

/**
 * What the host hands every remote's parcel when it mounts it. Everything a remote
 * knows about the world outside itself arrives here.
 */
export interface RemoteMountProps {
  readonly remote: RemoteName;
  readonly session: SessionApi;
  readonly bus: EventBus;
  readonly config: PortalConfig;
  /** Navigates the shared browser history (seen by every router). */
  readonly navigate: (to: string, options?: NavigateOptions) => void;
  /** Tells the host the remote failed while rendering, so it shows its error panel. */
  readonly onRenderError: (error: Error) => void;
}

/** The module a remote exposes as `./app`: single-spa parcel lifecycles. */
export interface RemoteAppModule {
  bootstrap(props: RemoteMountProps): Promise<unknown>;
  mount(props: RemoteMountProps): Promise<unknown>;
  unmount(props: RemoteMountProps): Promise<unknown>;
  update?(props: RemoteMountProps): Promise<unknown>;
  /**
   * Starts downloading what the page at `pathname` needs, before the host mounts the
   * remote there (the host calls it on a fresh page load, alongside its own start-up).
   */
  preload?(pathname: string): void;
}
