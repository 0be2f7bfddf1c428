import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import {
  CONTRACT_VERSION,
  areaOfPattern,
  areasOf,
  manifestProblems,
  pageTitle,
  remoteManifestSchema,
  type RemoteAppModule,
  type RemoteManifest,
  type PageChunk,
  type RemoteManifestModule,
  type RemoteName,
} from '@portal/shared-contracts/core';
import { fakeMountProps } from './fakeMountProps';

export interface RemoteUnderTest {
  readonly name: RemoteName;
  readonly manifest: RemoteManifest;
  readonly lifecycles: Partial<RemoteAppModule>;
  /** The remote's root routes (with its own BrowserRouter). */
  readonly AppRoutes: ComponentType;
  /** The page heading of routes whose heading is not their title (the title still names the tab). */
  readonly headings?: Readonly<Record<string, string>>;
  /**
   * The remote's page chunks and its `./manifest` module's `preload` (docs/adr/049), when it
   * has one: the host calls it with the page's path as soon as the manifest arrives.
   */
  readonly preload?: { readonly pages: readonly PageChunk[]; readonly preload: NonNullable<RemoteManifestModule['preload']> };
}

/**
 * What every remote promises the host (jest only): a valid manifest of this
 * contract version, single-spa lifecycles, and for each route it declares a page,
 * mounted through those lifecycles as the host mounts it, that names the tab with the
 * route's title and shows its heading.
 */
export function describeRemoteContract({ name, manifest, lifecycles, AppRoutes, headings = {}, preload }: RemoteUnderTest): void {
  describe(`${name} remote contract`, () => {
    it('exposes a valid manifest for this contract version', () => {
      expect(remoteManifestSchema.parse(manifest)).toEqual(manifest);
      expect(manifest.name).toBe(name);
      expect(manifest.contractVersion).toBe(CONTRACT_VERSION);
    });

    it('declares routes only inside its own areas, each with its area’s access, and covers every area', () => {
      expect(manifestProblems(manifest)).toEqual([]);
      const covered = new Set(manifest.routes.map((r) => areaOfPattern(r.path)?.path));
      expect(areasOf(name).map((a) => a.path).filter((path) => !covered.has(path))).toEqual([]);
    });

    it('exposes single-spa parcel lifecycles', () => {
      // preload lets the host fetch a page's chunk on a fresh load before it mounts the remote.
      for (const fn of [lifecycles.bootstrap, lifecycles.mount, lifecycles.unmount, lifecycles.update, lifecycles.preload]) {
        expect(typeof fn).toBe('function');
      }
    });

    if (preload) {
      it('starts, from its manifest module, the chunk of each page it declares', () => {
        for (const route of manifest.routes.filter((r) => !r.prefix)) {
          const loads = preload.pages.map((page) => jest.spyOn(page as { load: PageChunk['load'] }, 'load').mockResolvedValue({}));
          try {
            preload.preload(route.path.replace(/:[^/]+/g, '7'));
            const started = preload.pages.filter((_, i) => loads[i]?.mock.calls.length).map((page) => page.path);
            expect({ route: route.path, started }).toEqual({ route: route.path, started: [route.path] });
          } finally {
            for (const load of loads) load.mockRestore();
          }
        }
      });
    }

    const exactly = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
    // A prefix route (/help) claims the paths under it; its pages are the remote's own tests'.
    for (const route of manifest.routes.filter((r) => !r.prefix)) {
      const path = route.path.replace(/:[^/]+/g, '7');
      it(`mounts ${path} with its page heading and title`, async () => {
        expect(AppRoutes).toBeDefined();
        window.history.pushState(null, '', path);
        const domElement = document.body.appendChild(document.createElement('div'));
        const props = { ...fakeMountProps(name), name, domElement };
        const app = lifecycles as RemoteAppModule;
        // Mounted as the host mounts it, outside act(): single-spa-react's mount settles once
        // the root's effects have run, which act() would hold back until it settles itself.
        const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
        (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
        await app.bootstrap(props);
        await app.mount(props);
        try {
          expect(await screen.findByRole('heading', { level: 1, name: exactly(headings[route.path] ?? route.title) })).toBeInTheDocument();
          expect(document.title.toLowerCase()).toBe(pageTitle(route.title).toLowerCase());
        } finally {
          await app.unmount(props);
          domElement.remove();
          (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
        }
      });
    }
  });
}
