import { Suspense, type ComponentType, type ReactElement } from 'react';
import { BrowserRouter, matchPath, Route, Routes } from '@portal/shared-ui/router';
import { PageLoading } from './PageLoading';
import { lazyComponent } from './lazyComponent';

export interface LazyRoute {
  readonly path: string;
  readonly load: () => Promise<{ default: ComponentType }>;
}

export interface LazyRoutes {
  readonly pages: ReadonlyArray<{ readonly path: string; readonly Page: ComponentType }>;
  /**
   * Starts loading the page chunk of `pathname`, before React renders the route; settles
   * (never rejects) once it is in or has failed (the render then shows the failure).
   */
  readonly preload: (pathname: string) => Promise<void>;
}

/**
 * A remote's pages as lazy chunks plus a preload for the current path, so the page's
 * chunk downloads while the remote mounts instead of after its first render; a page
 * preloaded before (the host's warm-up) renders without suspending (lazyComponent.tsx).
 */
export function lazyRoutes(routes: readonly LazyRoute[]): LazyRoutes {
  const lazyPages = routes.map((r) => ({ path: r.path, ...lazyComponent(r.load) }));
  return {
    pages: lazyPages.map(({ path, Component }) => ({ path, Page: Component })),
    preload: async (pathname) => {
      const hit = lazyPages.find((r) => matchPath(r.path, pathname));
      if (hit) await hit.load().catch(() => undefined);
    },
  };
}

/**
 * A remote's router: its pages under the shared browser history. Paths it does not
 * own render nothing (the host mounts the remote only on its own paths).
 */
export function RemoteRoutes({ pages }: { pages: LazyRoutes['pages'] }): ReactElement {
  return (
    <BrowserRouter>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
