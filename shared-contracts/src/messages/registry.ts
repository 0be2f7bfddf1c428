import { CONTRACT_VERSION } from '../version';

const majorOf = (version: string): string => version.split('.')[0] ?? version;

/** Texts of the remote registry (issue 18; docs/registry.md): the host's panel, the api's error_message texts. Ours, not the spec's. */
export const REGISTRY_MESSAGES = {
  /** A remote built against contracts of another major version than the portal's. */
  contractIncompatible: (name: string, built: string, host: string = CONTRACT_VERSION): string =>
    `${name} was built against contracts ${built}; this portal runs contracts ${host}. Rebuild it against @portal/shared-contracts ${majorOf(host)}.x.`,
  /** The host's panel title on the routes of a remote it will not load. */
  needsUpdate: 'This area needs an update',
  versionExists: (name: string, version: string): string => `${name} ${version} is already published; a published version is never replaced.`,
  versionNotFound: (name: string, version: string): string => `${name} ${version} is not published.`,
  noPreviousVersion: (name: string): string => `${name} has no earlier live version to roll back to.`,
  remoteNotInRegistry: (name: string): string => `${name} is not in the registry.`,
  badChecksum: (path: string): string => `The SHA-256 of ${path} does not match its content.`,
  deployForbidden: 'Publishing and releasing remotes needs the deploy token or an admin.',
  canaryIsLive: (name: string, version: string): string => `${name} ${version} is already the live version.`,
  tooManyLoads: 'Too many remote load reports, please retry later.',
} as const;
