import { COMMON_MESSAGES } from './common';

/** Texts of the host shell: guard, loading modals, narrow screen, subscription update (000 §2). */
export const SHELL_MESSAGES = {
  /** Route guard while authentication is in progress. */
  authenticating: 'Authenticating...',
  /** Modal while the payment account loads and no subscriptions have arrived. */
  loadingAccount: 'Loading Your Account...',
  /** Dismissible modal on screens 767 px wide or less. */
  narrowScreen: 'Page is best to be viewed on Desktop or Tablet only.',
  /** Blocking modal while the card/subscription update status is updating. */
  updatingSubscription: 'Updating Your Subscription...',
  /** Subscription hub modal while a plan change is in progress. */
  updating: 'Updating...',
  /** Success toast of a plan change (000 §2, 001 §4). */
  subscriptionProcessing: COMMON_MESSAGES.subscriptionProcessing,
  /** Shown for a missing given or family name in the profile menu. */
  missingName: '-',
  /** Shown when the user has no subscription level. */
  noSubscription: 'N/A',
  // The texts below are not worded by the spec (it declares /404 and /500 with no
  // screen and is silent on failing areas); they are ours, kept here with the rest.
  /** A remote team's own build of a remote in this browser (docs/remote-teams.md). */
  remoteOverridesOn: 'Remote overrides are on in this browser:',
  removeRemoteOverrides: 'Remove overrides',
  /** Not-found page inside the shell, and /404. */
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you asked for does not exist or has moved.',
  /** /500. */
  serverErrorTitle: 'Something went wrong',
  serverErrorText: 'An unexpected error occurred on our side. Please try again in a moment.',
  backToWelcome: 'Back to Welcome',
  /** The shell itself failed to render (host-level error boundary). */
  reloadPage: 'Reload the page',
  /** First link of every page, for keyboard and screen-reader users. */
  skipToContent: 'Skip to main content',
  /** Panel replacing an area whose remote could not load, mount or render. */
  areaUnavailableText:
    'This part of the portal could not be loaded. The rest of the portal keeps working; try again in a moment.',
  retry: 'Retry',
  /** Upgrade panel of a route whose feature the plan lacks. */
  featureNotInPlan:
    'Your current plan does not include this area. Talk to our sales team or upgrade your subscription to use it.',
  narrowScreenTitle: 'Best on a larger screen',
  ok: 'OK',
  signIn: 'Sign in',
  welcomeIntro:
    'Plan a video story with Deep Story, release storyboards to your mobile app, and see what your community films.',
  mainNavigation: 'Main navigation',
  collapseNavigation: 'Collapse navigation',
  expandNavigation: 'Expand navigation',
  profileMenu: 'Profile menu',
} as const;

/** Title of the panel replacing an area that failed, e.g. "Storyboards is unavailable right now". */
export function areaUnavailable(area: string): string {
  return `${area} is unavailable right now`;
}

/** A nav entry's count badge, as read out: "7 new" (000 §2: Videos' unseen library assets). */
export function navBadgeCount(count: number): string {
  return `${count} new`;
}

/** The failed remote's deployed version (from the registry), under the error panel. */
export function remoteVersionNote(version: string): string {
  return `Version ${version}`;
}

/** Left navigation labels, in display order (000 §2). */
export const NAV_LABELS = {
  welcome: 'Welcome',
  deepStory: 'Deep Story',
  storyboards: 'Storyboards',
  videos: 'Videos',
  metrics: 'Metrics',
  insights: 'Insights',
  recommender: 'Recommender',
} as const;

/** Header and profile menu items (000 §2). */
export const PROFILE_MENU_LABELS = {
  needHelpLink: 'Need Help?',
  changePassword: 'Change password',
  needHelp: 'Need help?',
  manageSubscription: 'Manage subscription',
  termsAndCondition: 'Terms & Condition',
  privacyPolicy: 'Privacy policy',
  updateCardDetails: 'Update card details',
  /** Admins only: the way into /admin (ours; the spec names no way in). */
  admin: 'Admin',
  logout: 'Logout',
} as const;

/**
 * Profile menu subscription line (000 §2): "Current subscription: <tier or N/A>".
 * @param tier the subscription level, or null/empty when there is none.
 */
export function currentSubscription(tier: string | null | undefined): string {
  return `Current subscription: ${tier ? tier : SHELL_MESSAGES.noSubscription}`;
}
