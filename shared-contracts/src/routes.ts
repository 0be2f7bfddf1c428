/**
 * Every path of the portal (002 §2, full route table) and href builders for the
 * parameterised ones. Paths are the single source for the host's guard, the
 * remotes' manifests and every link.
 */
export const ROUTES = {
  login: '/',
  createUser: '/create_user',
  welcome: '/welcome',
  subscription: '/subscription',
  deepStory: '/deepstory',
  discovery: '/deepstory/discovery',
  series: '/deepstory/discovery/series',
  aiStoryboard: '/deepstory/discovery/series/storyboard',
  filmAi: '/deepstory/discovery/series/storyboard/filmai',
  dgDesign: '/deepstory/dgdesign',
  contentDesign: '/deepstory/contentdesign',
  metricsDesign: '/deepstory/metricsdesign',
  marketingDesign: '/deepstory/marketingdesign',
  searchDesign: '/deepstory/searchdesign',
  insightsDesign: '/deepstory/insightsdesign',
  recommenderDesign: '/deepstory/recommenderdesign',
  storyboards: '/storyboards',
  storyboard: '/storyboards/:storyboardId',
  videos: '/videos',
  metrics: '/metrics',
  insights: '/insights',
  insightsReport: '/insightsreport',
  recommendations: '/recommendations',
  storymaker: '/storymaker',
  storymakerStoryboard: '/storymaker/:storyboardId',
  storymakerAsset: '/storymaker/asset/:reusableAssetId',
  requestForm: '/requestform',
  needHelp: '/needhelp',
  contactForm: '/contactform',
  helpOverview: '/help/overview',
  helpPortal: '/help/portal',
  helpStoryboards: '/help/storyboards',
  helpMobileApp: '/help/mobileapp',
  helpMetrics: '/help/metrics',
  helpInsights: '/help/insights',
  helpRecommender: '/help/recommender',
  helpStoryboardCreator: '/help/storyboardcreator',
  helpVideoCreator: '/help/videocreator',
  helpAccountSettings: '/help/accountsettings',
  helpPurchaseRefund: '/help/purchaserefund',
  terms: '/policy/terms',
  privacy: '/policy/privacy',
  admin: '/admin',
  /** The admin page's tabs and inner user page (ours: the spec shows them inside /admin). */
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:username',
  adminAudit: '/admin/audit',
  /** The remotes' releases and load figures (issue 18, ours). */
  adminRemotes: '/admin/remotes',
  notFound: '/404',
  serverError: '/500',
} as const;

export type RouteKey = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteKey];

/** Links elsewhere in the product use capitalised policy paths; both must work. */
export const ROUTE_ALIASES: Readonly<Record<string, RoutePath>> = {
  '/policy/Terms': ROUTES.terms,
  '/policy/Privacy': ROUTES.privacy,
  '/InsightsReport': ROUTES.insightsReport,
};

const withQuery = (path: string, query: Record<string, string | number | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

/** Href builders: the only way code should build a parameterised link. */
export const href = {
  storyboard: (storyboardId: string | number): string =>
    `/storyboards/${encodeURIComponent(String(storyboardId))}`,
  storymakerStoryboard: (storyboardId: string | number): string =>
    `/storymaker/${encodeURIComponent(String(storyboardId))}`,
  storymakerAsset: (reusableAssetId: string | number): string =>
    `/storymaker/asset/${encodeURIComponent(String(reusableAssetId))}`,
  createUser: (product?: string): string => withQuery(ROUTES.createUser, { product }),
  series: (userId: string | number): string => withQuery(ROUTES.series, { user_id: userId }),
  aiStoryboard: (userId: string | number, id: string | number): string =>
    withQuery(ROUTES.aiStoryboard, { user_id: userId, id }),
  filmAi: (userId: string | number, id: string | number): string =>
    withQuery(ROUTES.filmAi, { user_id: userId, id }),
  adminUser: (username: string): string => `/admin/users/${encodeURIComponent(username)}`,
} as const;

/**
 * Matches a concrete pathname against a route pattern with `:param` segments.
 * Returns the params when it matches, otherwise null. Matching is exact on
 * segment count and case sensitive, like react-router's default.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const trim = (p: string): string[] => p.replace(/\/+$/, '').split('/').filter(Boolean);
  const want = trim(pattern);
  const have = trim(pathname);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] as string;
    const h = have[i] as string;
    if (w.startsWith(':')) {
      params[w.slice(1)] = decodeURIComponent(h);
    } else if (w !== h) {
      return null;
    }
  }
  return params;
}

/** Resolves the capitalised aliases (and a trailing slash) to the canonical path. */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_ALIASES[trimmed] ?? trimmed;
}
