import {
  CONTRACT_VERSION,
  NAV_LABELS,
  ROLES,
  SIGNED_OUT,
  defineManifest,
  featuresFor,
  type NavItem,
  type SessionSnapshot,
  type Tier,
} from '@portal/shared-contracts/core';
import { activeNavKey, decide, visibleNav } from './guard';
import { buildNav, resolveRoute } from './routeTable';

const signedIn = (role: 'admin' | 'customer', tier: Tier | null): SessionSnapshot => ({
  status: 'signedIn',
  user: {
    sub: 's1',
    username: 'u',
    email: 'u@demo.test',
    givenName: null,
    familyName: null,
    role,
    customerId: '1',
    subscriptionName: tier,
    tier,
    attributes: {},
  },
  features: featuresFor(role, tier),
  error: null,
  lastAuthCheckTime: 1,
});
/** The guard's decision before any manifest has arrived: from the areas of shared-contracts alone. */
const at = (path: string, session: SessionSnapshot) => decide(resolveRoute(path, {}), path, session);

describe('route guard (000 §2)', () => {
  it('shows Authenticating... while the session is being checked, except on public pages', () => {
    const checking: SessionSnapshot = { ...SIGNED_OUT, status: 'authenticating' };
    expect(at('/storyboards', checking)).toEqual({ kind: 'authenticating' });
    expect(at('/', checking)).toEqual({ kind: 'authenticating' });
    expect(at('/policy/terms', checking).kind).toBe('render');
  });

  it.each(['/', '/create_user'])('sends a signed-in user from %s to /welcome', (path) => {
    expect(at(path, signedIn('customer', 'Pro'))).toEqual({ kind: 'redirect', to: '/welcome' });
  });

  it.each(['/welcome', '/storyboards', '/storyboards/7', '/admin', '/help/overview', '/deepstory/dgdesign', '/nothing/here'])(
    'sends a signed-out visitor on %s to /',
    (path) => {
      expect(at(path, SIGNED_OUT)).toEqual({ kind: 'redirect', to: '/' });
    },
  );

  it.each(['/policy/terms', '/policy/Terms', '/policy/privacy', '/policy/Privacy', '/contactform', '/404', '/500'])(
    'lets anyone open %s',
    (path) => {
      expect(at(path, SIGNED_OUT).kind).toBe('render');
    },
  );

  it.each(['/storymaker', '/storymaker/12', '/storymaker/asset/3', '/admin'])('keeps a customer out of %s', (path) => {
    expect(at(path, signedIn('customer', 'Pro'))).toEqual({ kind: 'redirect', to: '/' });
    expect(at(path, signedIn('admin', null)).kind).toBe('render');
  });

  it('shows the upgrade panel on Deep Story to a tier without viewDeepStory', () => {
    expect(at('/deepstory/contentdesign', signedIn('customer', 'Entry')).kind).toBe('upgrade');
    expect(at('/deepstory/contentdesign', signedIn('customer', 'Pro')).kind).toBe('render');
    expect(at('/deepstory', signedIn('admin', 'Beginner')).kind).toBe('render');
  });

  it.each([
    ['/videos', 'Entry', 'Starter'],
    ['/insights', 'Pro', 'Entry'],
    ['/insightsreport', 'Pro', 'Entry'],
    ['/metrics', 'Pro', 'Entry'],
    ['/recommendations', 'Pro', 'Entry'],
  ] as const)('gates %s from the tier table: %s and above see it, %s gets the upgrade panel', (path, lowest, below) => {
    expect(at(path, signedIn('customer', lowest)).kind).toBe('render');
    expect(at(path, signedIn('customer', 'Enterprise')).kind).toBe('render');
    expect(at(path, signedIn('customer', below)).kind).toBe('upgrade');
    expect(at(path, signedIn('customer', 'Beginner')).kind).toBe('upgrade');
    expect(at(path, signedIn('admin', null)).kind).toBe('render');
  });

  it('offers Upgrade Now only where the spec says (videos)', () => {
    const offers = (path: string) => resolveRoute(path, {})?.route.upgradeNow ?? false;
    expect(offers('/videos')).toBe(true);
    expect(['/insights', '/metrics', '/recommendations', '/deepstory/dgdesign'].map(offers)).toEqual([false, false, false, false]);
  });

  it('shows not-found inside the shell for an unknown path when signed in', () => {
    expect(at('/nothing/here', signedIn('customer', 'Starter'))).toEqual({ kind: 'notFound' });
  });
});

describe('route table', () => {
  const owner = (p: string) => resolveRoute(p, {})?.owner;
  it('resolves every path of the route table to its owner from the areas alone', () => {
    expect(owner('/')).toBe('mfe-account');
    expect(owner('/create_user')).toBe('mfe-account');
    expect(owner('/subscription')).toBe('mfe-account');
    expect(owner('/welcome')).toBe('host');
    expect(owner('/deepstory/discovery/series/storyboard/filmai')).toBe('mfe-deepstory');
    expect(owner('/storyboards/123')).toBe('mfe-storyboards');
    expect(owner('/videos')).toBe('mfe-storyboards');
    expect(owner('/storymaker/asset/9')).toBe('mfe-storyboards');
    expect(owner('/admin')).toBe('mfe-admin');
    expect(owner('/InsightsReport')).toBe('mfe-insights');
    expect(owner('/help/purchaserefund')).toBe('mfe-insights');
    expect(owner('/policy/Privacy')).toBe('mfe-insights');
    expect(owner('/requestform')).toBe('mfe-storyboards');
    expect(resolveRoute('/storyboards/123', {})?.provisional).toBe(true);
    expect(resolveRoute('/welcome', {})?.provisional).toBe(false);
  });

  const admin = defineManifest({
    name: 'mfe-admin',
    contractVersion: CONTRACT_VERSION,
    routes: [
      { path: '/admin', title: 'Admin' },
      { path: '/admin/audit/:entryId', title: 'Audit entry' },
    ],
    nav: [],
  });

  it('takes the routes, titles and params from the remote’s manifest once it arrives', () => {
    expect(resolveRoute('/admin/audit/9', { 'mfe-admin': admin })).toMatchObject({
      owner: 'mfe-admin',
      provisional: false,
      params: { entryId: '9' },
      route: { title: 'Audit entry', role: ROLES.admin },
    });
  });

  it('says not found for a path in the area that the manifest does not have', () => {
    expect(resolveRoute('/admin/nothing', { 'mfe-admin': admin })).toBeNull();
    expect(decide(resolveRoute('/admin/nothing', { 'mfe-admin': admin }), '/admin/nothing', signedIn('admin', null))).toEqual({ kind: 'notFound' });
  });

  it('ignores routes a manifest claims outside its areas, and keeps the area’s gate', () => {
    const greedy = { ...admin, routes: [...admin.routes, { path: '/videos', title: 'Mine now', access: 'public' as const }, { path: '/admin/open', title: 'Open', access: 'public' as const }] };
    expect(resolveRoute('/videos', { 'mfe-admin': greedy })?.owner).toBe('mfe-storyboards');
    const open = resolveRoute('/admin/open', { 'mfe-admin': greedy });
    expect(open?.route).toMatchObject({ access: 'private', role: ROLES.admin });
    expect(decide(open, '/admin/open', signedIn('customer', 'Pro'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('lets a manifest route add a feature gate inside an ungated area', () => {
    const insights = defineManifest({
      name: 'mfe-insights',
      contractVersion: CONTRACT_VERSION,
      routes: [{ path: '/help/insights', title: 'Insights help', feature: 'viewInsights' }],
      nav: [],
    });
    const route = resolveRoute('/help/insights', { 'mfe-insights': insights });
    expect(decide(route, '/help/insights', signedIn('customer', 'Starter')).kind).toBe('upgrade');
    expect(decide(route, '/help/insights', signedIn('customer', 'Pro')).kind).toBe('render');
  });
});

describe('navigation', () => {
  const item = (key: string, label: string, path: string, order: number, extra: Partial<NavItem> = {}): NavItem => ({ key, label, path, icon: 'storyboards', order, ...extra });
  const nav = buildNav({
    'mfe-insights': [item('insights', NAV_LABELS.insights, '/insights', 60, { activePrefix: '/insights' })],
    'mfe-storyboards': [item('storyboards', NAV_LABELS.storyboards, '/storyboards', 30, { activePrefix: '/storyboards' })],
    'mfe-deepstory': [item('deepstory', NAV_LABELS.deepStory, '/deepstory', 20, { activePrefix: '/deepstory', feature: 'viewDeepStory' })],
  });
  it('lists the shell’s item and each remote’s in their declared order', () => {
    expect(nav.map((i) => i.label)).toEqual(['Welcome', 'Deep Story', 'Storyboards', 'Insights']);
    expect(buildNav({}).map((i) => i.key)).toEqual(['welcome']);
  });
  it('shows Deep Story only to an admin or a tier with viewDeepStory', () => {
    expect(visibleNav(nav, signedIn('customer', 'Entry')).map((i) => i.key)).not.toContain('deepstory');
    expect(visibleNav(nav, signedIn('customer', 'Pro')).map((i) => i.key)).toContain('deepstory');
    expect(visibleNav(nav, signedIn(ROLES.admin, null)).map((i) => i.key)).toContain('deepstory');
  });
  it('highlights Deep Story on any /deepstory path', () => {
    expect(activeNavKey(nav, '/deepstory/discovery/series')).toBe('deepstory');
    expect(activeNavKey(nav, '/storyboards/5')).toBe('storyboards');
    expect(activeNavKey(nav, '/welcome')).toBe('welcome');
  });
});
