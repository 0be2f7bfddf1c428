import type { PortalConfig } from './config';
import type { EventBus } from './events';
import type { RemoteManifest, RemoteName } from './remotes';
import { matchPath } from './routes';
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

/** One of a remote's pages: its route pattern and the chunk that renders it. */
export interface PageChunk {
  readonly path: string;
  readonly load: () => Promise<unknown>;
}

/**
 * The module a remote exposes as `./manifest`: its routes and nav and, optionally, a
 * `preload` that starts downloading the page at a path. The manifest module's own
 * dependencies are the contracts alone, so the host can call `preload` as soon as the
 * manifest arrives, while the shared packages the remote's `./app` waits for are still
 * on their way (docs/adr/049).
 */
export interface RemoteManifestModule {
  readonly manifest: RemoteManifest;
  preload?(pathname: string): void;
}

/**
 * The `preload` of a remote's manifest module: starts the chunk of the page whose pattern
 * matches `pathname`, if any, and settles once it is in or has failed (never rejects). A
 * failed download is left to the page's own load, which meets it again and shows it.
 */
export function pagePreloader(pages: readonly PageChunk[]): (pathname: string) => Promise<void> {
  return async (pathname) => {
    const page = pages.find((p) => matchPath(p.path, pathname));
    await page?.load().then(
      () => undefined,
      () => undefined,
    );
  };
}
