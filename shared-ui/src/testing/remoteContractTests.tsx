import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import {
  CONTRACT_VERSION,
  areaOfPattern,
  areasOf,
  manifestProblems,
  pageTitle,
  remoteManifestSchema,
  type RemoteAppModule,
  type RemoteManifest,
  type RemoteName,
} from '@portal/shared-contracts';

export interface RemoteUnderTest {
  readonly name: RemoteName;
  readonly manifest: RemoteManifest;
  readonly lifecycles: Partial<RemoteAppModule>;
  /** The remote's root routes (with its own BrowserRouter). */
  readonly AppRoutes: ComponentType;
  /** Routes whose page is not a plain heading of the route title (checked elsewhere). */
  readonly skipPaths?: readonly string[];
}

/**
 * What every remote promises the host (jest only): a valid manifest of this
 * contract version, single-spa lifecycles, and a page with the route's title for
 * each route it declares.
 */
export function describeRemoteContract({ name, manifest, lifecycles, AppRoutes, skipPaths = [] }: RemoteUnderTest): void {
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

    const routes = manifest.routes.filter((r) => !skipPaths.includes(r.path));
    const exactly = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
    for (const route of routes) {
      const path = route.path.replace(/:[^/]+/g, '7');
      it(`renders ${path} with its page heading`, async () => {
        window.history.pushState(null, '', path);
        render(<AppRoutes />);
        expect(await screen.findByRole('heading', { level: 1, name: exactly(route.title) })).toBeInTheDocument();
        expect(document.title.toLowerCase()).toBe(pageTitle(route.title).toLowerCase());
      });
    }
  });
}
