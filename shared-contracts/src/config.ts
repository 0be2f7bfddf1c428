import { DEFAULT_RESTRICTED_PLANS } from './account';
import LOCAL_DEFAULTS from './local-defaults.json';

/** Run-time configuration the host reads at start and hands to every remote. */
export interface PortalConfig {
  /** Base URL of the product api (no trailing slash). */
  readonly apiUrl: string;
  /** `local` runs against the reference api; `aws` against real AWS and Stripe. */
  readonly mode: 'local' | 'aws';
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** Cognito-protocol endpoint override; set only in local mode. */
  readonly userPoolEndpoint: string | null;
  /** Stripe publishable key; null uses the local card element. */
  readonly stripePublishableKey: string | null;
  /** Marketing site a restricted-plan user is sent to. */
  readonly marketingUrl: string;
  /** Subscription names whose non-admin holders are signed out (see DEFAULT_RESTRICTED_PLANS). */
  readonly restrictedPlans: readonly string[];
  /**
   * An externally hosted custom storyboard request form (REQUEST_FORM_URL), offered on
   * /requestform beside the portal's own form; absent or null offers none (docs/adr/025).
   */
  readonly requestFormUrl?: string | null;
  /**
   * Origins a remote team may load their own build of a remote from, in their own browser
   * (REMOTE_OVERRIDE_ORIGINS; `http://localhost:*` is any local port): docs/remote-teams.md.
   * Absent or empty allows none.
   */
  readonly remoteOverrideOrigins?: readonly string[];
}

/** Title prefix of every page (000 §2: portal prefix plus page title). */
export const PAGE_TITLE_PREFIX = 'Story Portal | ';

export function pageTitle(title: string): string {
  return `${PAGE_TITLE_PREFIX}${title}`;
}

/** Identity defaults of local mode: the api's Cognito-protocol pool and web client. */
export const LOCAL_IDENTITY = {
  userPoolId: LOCAL_DEFAULTS.userPoolId,
  userPoolClientId: LOCAL_DEFAULTS.userPoolClientId,
  /** Path of the api's Cognito-protocol endpoint. */
  endpointPath: LOCAL_DEFAULTS.identityEndpointPath,
} as const;

/**
 * The run-time config of a developer machine: the reference api on its default port, its
 * local pool, no Stripe key. One definition (src/local-defaults.json, which build-tools,
 * the webpack configs and the e2e suite read too) for the host, the standalone shell and
 * the page servers.
 */
export function localPortalConfig(apiUrl = `http://localhost:${LOCAL_DEFAULTS.ports.api}`): PortalConfig {
  return {
    apiUrl,
    mode: 'local',
    region: LOCAL_DEFAULTS.region,
    userPoolId: LOCAL_IDENTITY.userPoolId,
    userPoolClientId: LOCAL_IDENTITY.userPoolClientId,
    userPoolEndpoint: `${apiUrl}${LOCAL_IDENTITY.endpointPath}`,
    stripePublishableKey: null,
    marketingUrl: LOCAL_DEFAULTS.marketingUrl,
    restrictedPlans: DEFAULT_RESTRICTED_PLANS,
    // A developer machine takes a remote team's own build from any local port (docs/remote-teams.md).
    remoteOverrideOrigins: ['http://localhost:*'],
  };
}
