import { z } from 'zod';
import { accessSchema } from './areas';
import { FEATURES, ROLES, type Feature, type Role } from './tiers';

import { CONTRACT_VERSION } from './version';
import LOCAL_DEFAULTS from './local-defaults.json';

export { CONTRACT_VERSION };

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
export const DEFAULT_PORTS: Readonly<Record<RemoteName | 'host' | 'api', number>> = LOCAL_DEFAULTS.ports;

const roleSchema = z.enum([ROLES.admin, ROLES.customer]);
const featureSchema = z.enum(Object.values(FEATURES) as [Feature, ...Feature[]]);

export const routeDefinitionSchema = z.object({
  /** react-router style pattern, `:param` segments allowed. */
  path: z.string().startsWith('/'),
  /** When true the pattern also owns every deeper path (a remote's own sub-routes). */
  prefix: z.boolean().optional(),
  title: z.string().min(1),
  /** Must equal the access of the area the route lies in (areas.ts); the host enforces the area's. */
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
  /** The contracts version the published build was made against (absent in a hand-edited file and the local defaults). */
  contractVersion: z.string().regex(/^\d+\.\d+\.\d+$/).optional(),
  /** Which release of the store it is (absent when it does not come from the store). */
  channel: z.enum(['live', 'canary']).optional(),
  /**
   * A canary of this remote, served instead to a stable share of users: the host picks it
   * when `canaryShare(bucket, name) < percent` (registry-calls.ts `servedEntry`), so the
   * registry is one answer for everyone and the page's preload of it stays valid.
   */
  canary: z
    .object({
      entry: z.url(),
      version: z.string().min(1),
      contractVersion: z.string().regex(/^\d+\.\d+\.\d+$/).optional(),
      percent: z.number().int().min(1).max(100),
    })
    .optional(),
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

export function isCompatibleContract(version: string): boolean {
  return version.split('.')[0] === CONTRACT_VERSION.split('.')[0];
}

export type { Feature, Role };
