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
}

/** Title prefix of every page (000 §2: portal prefix plus page title). */
export const PAGE_TITLE_PREFIX = 'Story Portal | ';

export function pageTitle(title: string): string {
  return `${PAGE_TITLE_PREFIX}${title}`;
}

/** Identity defaults of local mode: the api's Cognito-protocol pool and web client. */
export const LOCAL_IDENTITY = {
  userPoolId: 'ap-southeast-2_LocalPool',
  userPoolClientId: 'portallocalwebclient',
  /** Path of the api's Cognito-protocol endpoint. */
  endpointPath: '/cognito',
} as const;
