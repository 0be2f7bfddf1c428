import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { PAGE_SNAPSHOT_NAMES, SIGNED_IN_AS_NO_ONE, SIGNED_OUT, areaOf, localPortalConfig, type RemoteManifest, type RemoteMountProps, type RemoteName, type RouteAccess, type SessionApi, type SessionSnapshot } from '@portal/shared-contracts/core';
import { ConfigProvider } from './antd';
import { createEventBus } from './bus';
import { MountPropsProvider } from './mountContext';
import { MemoryRouter } from './router';
import { portalLocale, portalProvidedTheme } from './PortalConfigProvider';
import { CACHE_PATH_MAP, antdStyleSheets } from './staticStyleSheet';

/**
 * A page as HTML and the styles its components made, rendered at build time (docs/adr/050,
 * 054, 057): the page's server writes it into the page a browser opens, so it paints before
 * any script has arrived; the live page replaces it once it has shown.
 */
export interface PageSnapshot {
  readonly html: string;
  readonly css: string;
  /**
   * A page: who may open it (a remote's area's gate, or the shell's route), which picks the
   * host's shell it goes in: a sign-in or sign-up page's (`guest`), a legal page's
   * (`public`), or a signed-in user's (`private`: only a page any signed-in user may open,
   * as it shows before its data has arrived, naming no one; docs/adr/054, 057).
   */
  readonly access?: RouteAccess;
  /** A page the shell renders itself (/welcome), which goes in the shell without a remote's outlet around it. */
  readonly shellPage?: true;
  /**
   * A remote's page whose live render uses antd styles of the forms and data entries (a
   * sign-up form): the host's page then loads their build-time sheet too, so they are not
   * made at run time (docs/adr/048, 050).
   */
  readonly areaStyles?: true;
  /**
   * A signed-out visitor's page: the api paths of the reads it makes first (the catalogue on
   * sign-up). The page's server preloads each beside the page's scripts, and the page's read,
   * made as that preload is (`AS_PRELOADED`), takes its answer (docs/adr/058). Never a
   * signed-in user's page: its reads carry the session's token, which a preload cannot.
   */
  readonly reads?: readonly string[];
}

/** What a snapshot may name as a read: an api path without a query (the names' `readPath`, which the page's server checks too). */
const READ_PATH = new RegExp(PAGE_SNAPSHOT_NAMES.readPath);

/** What a build's `pageSnapshots()` answers: snapshots by the path they show (or the host's shell key). */
export type PageSnapshots = Readonly<Record<string, PageSnapshot>>;

/**
 * Renders `element` under the portal's theme and locale with a style cache of its own, and
 * answers its HTML and every style it made (antd's components, their CSS variables and the
 * portal's `createStyles`). Made under production's settings (NODE_ENV=production), the
 * class names are the live page's. antd's cache-path map is left out: the page's build-time
 * sheets' map is the one antd must read (docs/adr/046).
 */
export function renderSnapshot(element: ReactElement): PageSnapshot {
  const { html, css } = renderWithStylePaths(element);
  return { html, css };
}

/** The style paths antd's cache-path map rule lists (`path:hash;...`). */
export function cachePaths(css: string): Set<string> {
  const listed = /content:"([^"]*)"/.exec(CACHE_PATH_MAP.exec(css)?.[0] ?? '')?.[1] ?? '';
  return new Set(
    listed
      .split(';')
      .filter(Boolean)
      .map((entry) => entry.slice(0, entry.lastIndexOf(':'))),
  );
}

/** renderSnapshot, with the style paths the render made. */
function renderWithStylePaths(element: ReactElement): PageSnapshot & { readonly paths: Set<string> } {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={portalProvidedTheme} locale={portalLocale}>
        {element}
      </ConfigProvider>
    </StyleProvider>,
  );
  const css = extractStyle(cache, { plain: true });
  return { html, css: css.replace(CACHE_PATH_MAP, ''), paths: cachePaths(css) };
}

/** The style paths of the host's forms and data entries' sheet that its base sheet does not hold. */
function areaStylePaths(): Set<string> {
  const sheets = antdStyleSheets();
  const base = cachePaths(sheets.base);
  return new Set([...cachePaths(sheets.signedIn)].filter((path) => !base.has(path)));
}

const notInteractive = (): Promise<never> => Promise.reject(new Error('A page snapshot is not interactive'));

/** A session that does nothing: a snapshot is HTML, its effects never run. */
const snapshotSession = (snapshot: SessionSnapshot): SessionApi => ({
  getSnapshot: () => snapshot,
  subscribe: () => () => undefined,
  getIdToken: () => Promise.resolve(null),
  getAccessToken: () => Promise.resolve(null),
  signIn: notInteractive,
  signOut: notInteractive,
  signUp: notInteractive,
  confirmSignUp: notInteractive,
  resendSignUpCode: notInteractive,
  requestPasswordReset: notInteractive,
  confirmPasswordReset: notInteractive,
  changePassword: notInteractive,
  saveNotificationSetting: notInteractive,
  refreshAttributes: notInteractive,
  verifyCredentials: notInteractive,
  reauthenticate: notInteractive,
});

/**
 * The mount props a page of `remote` is rendered with (local defaults): signed out, or, for
 * a signed-in user's page, signed in as no one.
 */
export function snapshotMountProps(remote: RemoteName, access: RouteAccess): RemoteMountProps {
  return {
    remote,
    session: snapshotSession(access === 'private' ? SIGNED_IN_AS_NO_ONE : SIGNED_OUT),
    bus: createEventBus({ channelName: null }),
    config: localPortalConfig(),
    navigate: () => undefined,
    onRenderError: (error) => {
      throw error;
    },
  };
}

/**
 * Snapshots of a remote's pages, each at its path, as the host mounts them (mount props,
 * router) before the page has any data. Only routes of the remote's manifest, in its own
 * areas, whose path has no parameters, and which render without a store: a signed-out
 * visitor's (guest or public), or a signed-in user's (private) that every signed-in user may
 * open (no role or feature gate on its area or its route, so no upgrade panel or redirect
 * takes its place), rendered signed in as no one (docs/adr/057). A signed-out visitor's page
 * may name the reads it makes first (`reads`), which its server then preloads (docs/adr/058).
 */
export async function remotePageSnapshots(
  manifest: RemoteManifest,
  pages: ReadonlyArray<{ readonly path: string; readonly load: () => Promise<{ default: ComponentType }>; readonly reads?: readonly string[] }>,
): Promise<PageSnapshots> {
  const out: Record<string, PageSnapshot> = {};
  let areaPaths: Set<string> | null = null;
  for (const { path, load, reads = [] } of pages) {
    if (path.includes(':') || path.includes('*')) throw new Error(`A snapshot needs a path without parameters, not ${path}`);
    const unfit = reads.find((read) => !READ_PATH.test(read));
    if (unfit !== undefined) throw new Error(`${path} names a read that is not an api path without a query: ${unfit}`);
    const remote = manifest.name;
    const area = areaOf(path);
    const route = manifest.routes.find((r) => r.path === path);
    if (area?.remote !== remote || !route || area.role || area.feature || route.role || route.feature)
      throw new Error(`${path} is not a page of ${remote} every visitor or signed-in user may open`);
    if (reads.length && area.access === 'private') throw new Error(`${path} is a signed-in user's page: its reads carry a token, which a preload cannot`);
    const { default: Page } = await load();
    const { html, css, paths } = renderWithStylePaths(
      <MemoryRouter initialEntries={[path]}>
        <MountPropsProvider value={snapshotMountProps(remote, area.access)}>
          <Page />
        </MountPropsProvider>
      </MemoryRouter>,
    );
    areaPaths ??= areaStylePaths();
    const usesAreaStyles = [...paths].some((made) => areaPaths?.has(made));
    out[path] = { html, css, access: area.access, ...(usesAreaStyles ? { areaStyles: true as const } : {}), ...(reads.length ? { reads } : {}) };
  }
  return out;
}
