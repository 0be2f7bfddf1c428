import { areaOf } from './areas';
import { areaOfPattern, areaRoute, defineManifest, gatedRoute, manifestProblems } from './manifests';
import { CONTRACT_VERSION } from './version';

const admin = (routes: Parameters<typeof defineManifest>[0]['routes']) =>
  defineManifest({ name: 'mfe-admin', contractVersion: CONTRACT_VERSION, routes, nav: [] });

describe('defineManifest', () => {
  it('gives each route the access of its area', () => {
    const manifest = defineManifest({
      name: 'mfe-insights',
      contractVersion: CONTRACT_VERSION,
      routes: [
        { path: '/policy/terms', title: 'Terms of Service' },
        { path: '/help/:topic', title: 'Help' },
      ],
      nav: [],
    });
    expect(manifest.routes.map((r) => r.access)).toEqual(['public', 'private']);
    expect(manifestProblems(manifest)).toEqual([]);
  });

  it('refuses a route outside the remote’s own areas', () => {
    expect(() => admin([{ path: '/storyboards/:id', title: 'Not mine' }])).toThrow('mfe-admin does not own /storyboards/:id');
    expect(() => admin([{ path: '/welcome', title: 'Host page' }])).toThrow();
  });

  it('accepts new routes anywhere inside its areas', () => {
    expect(admin([{ path: '/admin/audit/:entryId', title: 'Audit entry' }]).routes[0]?.access).toBe('private');
  });
});

describe('manifestProblems', () => {
  it('names a foreign route and a route whose access differs from its area', () => {
    const manifest = {
      name: 'mfe-admin' as const,
      contractVersion: CONTRACT_VERSION,
      routes: [
        { path: '/videos', title: 'Videos', access: 'private' as const },
        { path: '/admin/public', title: 'Open', access: 'public' as const },
      ],
      nav: [],
    };
    expect(manifestProblems(manifest)).toEqual([
      '/videos lies outside the areas of mfe-admin',
      '/admin/public is public but its area /admin is private',
    ]);
  });
});

describe('gatedRoute', () => {
  it('keeps the area’s gate and lets a route add one', () => {
    const videos = areaOf('/videos')!;
    const lifted = gatedRoute(videos, { path: '/videos', title: 'Videos', access: 'public' });
    expect(lifted).toMatchObject({ access: 'private', feature: 'viewVideoAssets', upgradeNow: true });
    const help = areaOf('/help/x')!;
    expect(gatedRoute(help, { path: '/help/insights', title: 'Insights help', access: 'private', feature: 'viewInsights' }).feature).toBe('viewInsights');
  });

  it('makes an area a prefix route until the manifest arrives', () => {
    expect(areaRoute(areaOf('/admin')!)).toMatchObject({ path: '/admin', prefix: true, title: 'Admin', role: 'admin' });
    expect(areaRoute(areaOf('/')!).prefix).toBe(false);
  });

  it('finds the area of a pattern by its literal part', () => {
    expect(areaOfPattern('/storymaker/asset/:id')?.remote).toBe('mfe-storyboards');
    expect(areaOfPattern('/:anything')).toBeNull();
  });
});
