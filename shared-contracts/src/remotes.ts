import { z } from 'zod';
import { NAV_LABELS } from './messages/shell';
import { ROUTES } from './routes';
import { FEATURES, ROLES, type Feature, type Role } from './tiers';

/**
 * Version of the contracts a remote was built against. The host refuses to mount a
 * remote whose major version differs (its routes still resolve, to an error panel).
 */
export const CONTRACT_VERSION = '1.0.0';

export const REMOTE_NAMES = ['mfe-account', 'mfe-storyboards', 'mfe-deepstory', 'mfe-admin', 'mfe-insights'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** Module Federation container names (identifiers) of each remote. */
export const CONTAINER_NAMES: Readonly<Record<RemoteName, string>> = {
  'mfe-account': 'mfe_account',
  'mfe-storyboards': 'mfe_storyboards',
  'mfe-deepstory': 'mfe_deepstory',
  'mfe-admin': 'mfe_admin',
  'mfe-insights': 'mfe_insights',
};

/** Default local ports (001/002: host 3000, remotes 3001-3005, api 4000). */
export const DEFAULT_PORTS = {
  host: 3000,
  'mfe-account': 3001,
  'mfe-storyboards': 3002,
  'mfe-deepstory': 3003,
  'mfe-admin': 3004,
  'mfe-insights': 3005,
  api: 4000,
} as const;

/**
 * Who may open a route:
 * - `public`: anyone (legal and contact pages, linked from login and sign-up);
 * - `guest`: signed-out visitors; a signed-in user is sent to /welcome (000 §2);
 * - `private`: signed-in users; a signed-out visitor is sent to /.
 */
export const accessSchema = z.enum(['public', 'guest', 'private']);
export type RouteAccess = z.infer<typeof accessSchema>;

const roleSchema = z.enum([ROLES.admin, ROLES.customer]);
const featureSchema = z.enum(Object.values(FEATURES) as [Feature, ...Feature[]]);

export const routeDefinitionSchema = z.object({
  /** react-router style pattern, `:param` segments allowed. */
  path: z.string().startsWith('/'),
  /** When true the pattern also owns every deeper path (a remote's own sub-routes). */
  prefix: z.boolean().optional(),
  title: z.string().min(1),
  access: accessSchema,
  /** A role the user must hold; otherwise the guard redirects to /. */
  role: roleSchema.optional(),
  /** A feature the user must hold; otherwise the shared upgrade panel shows. */
  feature: featureSchema.optional(),
  /** The upgrade panel also offers "Upgrade Now" to the subscription hub (001 §2: videos). */
  upgradeNow: z.boolean().optional(),
});
export type RouteDefinition = z.infer<typeof routeDefinitionSchema>;

export const NAV_ICONS = ['home', 'deepstory', 'storyboards', 'videos', 'metrics', 'insights', 'recommender'] as const;
export type NavIcon = (typeof NAV_ICONS)[number];

export const navItemSchema = z.object({
  key: z.string().min(1),
  label: z.string().min(1),
  path: z.string().startsWith('/'),
  icon: z.enum(NAV_ICONS),
  /** Position in the left navigation (000 §2 order). */
  order: z.number().int(),
  /** Highlight the item on every path starting with this prefix. */
  activePrefix: z.string().optional(),
  role: roleSchema.optional(),
  /** Hidden unless the user holds the feature (or is an admin). */
  feature: featureSchema.optional(),
  /** Name of the badge counter fed by `nav/badgeChanged` events. */
  badge: z.string().optional(),
});
export type NavItem = z.infer<typeof navItemSchema>;

export const remoteManifestSchema = z.object({
  name: remoteNameSchema,
  contractVersion: z.string().regex(/^\d+\.\d+\.\d+$/),
  routes: z.array(routeDefinitionSchema),
  nav: z.array(navItemSchema),
});
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;

export const registryEntrySchema = z.object({
  name: remoteNameSchema,
  /** URL of the remote's mf-manifest.json. */
  entry: z.url(),
  version: z.string().min(1),
});
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

export const registrySchema = z.object({
  remotes: z.array(registryEntrySchema),
});
export type Registry = z.infer<typeof registrySchema>;

/** Where the api serves the run-time registry. */
export const REGISTRY_PATH = '/v1/registry';

/** The registry of a developer machine: every remote on its default port, at one version. */
export function localRegistry(version: string): Registry {
  return {
    remotes: REMOTE_NAMES.map((name) => ({ name, entry: `http://localhost:${DEFAULT_PORTS[name]}/mf-manifest.json`, version })),
  };
}

const page = (path: string, title: string, access: RouteAccess = 'private'): RouteDefinition => ({ path, title, access });

/**
 * Baseline manifests of this contract version. Each remote exposes its own
 * `./manifest` (which may add routes); the host falls back to these when a remote
 * cannot be reached, so its paths still resolve to that remote's error panel.
 */
export const BASELINE_MANIFESTS: Readonly<Record<RemoteName, RemoteManifest>> = {
  'mfe-account': {
    name: 'mfe-account',
    contractVersion: CONTRACT_VERSION,
    routes: [
      page(ROUTES.login, 'Login', 'guest'),
      page(ROUTES.createUser, 'Sign Up', 'guest'),
      page(ROUTES.subscription, 'Subscription'),
    ],
    nav: [],
  },
  'mfe-storyboards': {
    name: 'mfe-storyboards',
    contractVersion: CONTRACT_VERSION,
    routes: [
      page(ROUTES.storyboards, 'Storyboards'),
      page(ROUTES.storyboard, 'Edit Storyboard'),
      // 001 §2: without the videos entitlement, "Talk to sales" and "Upgrade Now" (Entry).
      { ...page(ROUTES.videos, 'Videos'), feature: FEATURES.viewVideoAssets, upgradeNow: true },
      { ...page(ROUTES.storymaker, 'Storymaker'), role: ROLES.admin },
      { ...page(ROUTES.storymakerStoryboard, 'Storymaker'), role: ROLES.admin },
      { ...page(ROUTES.storymakerAsset, 'Storymaker'), role: ROLES.admin },
    ],
    nav: [
      { key: 'storyboards', label: NAV_LABELS.storyboards, path: ROUTES.storyboards, icon: 'storyboards', order: 30, activePrefix: ROUTES.storyboards },
      { key: 'videos', label: NAV_LABELS.videos, path: ROUTES.videos, icon: 'videos', order: 40, badge: 'videos' },
    ],
  },
  'mfe-deepstory': {
    name: 'mfe-deepstory',
    contractVersion: CONTRACT_VERSION,
    routes: [
      { ...page(ROUTES.deepStory, 'Deep Story'), prefix: true, feature: FEATURES.viewDeepStory },
    ],
    nav: [
      {
        key: 'deepstory',
        label: NAV_LABELS.deepStory,
        path: ROUTES.deepStory,
        icon: 'deepstory',
        order: 20,
        activePrefix: ROUTES.deepStory,
        feature: FEATURES.viewDeepStory,
      },
    ],
  },
  'mfe-admin': {
    name: 'mfe-admin',
    contractVersion: CONTRACT_VERSION,
    routes: [{ ...page(ROUTES.admin, 'Admin'), role: ROLES.admin }],
    nav: [],
  },
  'mfe-insights': {
    name: 'mfe-insights',
    contractVersion: CONTRACT_VERSION,
    routes: [
      // 000 §4 help text: Insights and Metrics need Pro or Enterprise; 002 §2: "Talk to sales" only.
      { ...page(ROUTES.metrics, 'Metrics'), feature: FEATURES.viewInsights },
      { ...page(ROUTES.insights, 'Insights'), feature: FEATURES.viewInsights },
      { ...page(ROUTES.insightsReport, 'Insights Report'), feature: FEATURES.viewInsights },
      { ...page(ROUTES.recommendations, 'Recommendations'), feature: FEATURES.viewRecommender },
      page(ROUTES.requestForm, 'Request Form'),
      page(ROUTES.needHelp, 'Need Help'),
      { ...page('/help', 'Help'), prefix: true },
      page(ROUTES.contactForm, 'Contact Us', 'public'),
      page(ROUTES.terms, 'Terms of Service', 'public'),
      page(ROUTES.privacy, 'Privacy Policy', 'public'),
    ],
    nav: [
      { key: 'metrics', label: NAV_LABELS.metrics, path: ROUTES.metrics, icon: 'metrics', order: 50 },
      { key: 'insights', label: NAV_LABELS.insights, path: ROUTES.insights, icon: 'insights', order: 60, activePrefix: ROUTES.insights },
      { key: 'recommender', label: NAV_LABELS.recommender, path: ROUTES.recommendations, icon: 'recommender', order: 70 },
    ],
  },
};

/** Routes and nav owned by the host shell itself. */
export const HOST_ROUTES: readonly RouteDefinition[] = [
  page(ROUTES.welcome, 'Welcome'),
  page(ROUTES.notFound, 'Page not found', 'public'),
  page(ROUTES.serverError, 'Something went wrong', 'public'),
];
export const HOST_NAV: readonly NavItem[] = [
  { key: 'welcome', label: NAV_LABELS.welcome, path: ROUTES.welcome, icon: 'home', order: 10 },
];

export function isCompatibleContract(version: string): boolean {
  return version.split('.')[0] === CONTRACT_VERSION.split('.')[0];
}

export type { Feature, Role };
