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
  subscriptionProcessing:
    'We are processing your subscription and will update your subscription level once completed.',
  /** Shown for a missing given or family name in the profile menu. */
  missingName: '-',
  /** Shown when the user has no subscription level. */
  noSubscription: 'N/A',
} as const;

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
  logout: 'Logout',
} as const;

/**
 * Profile menu subscription line (000 §2): "Current subscription: <tier or N/A>".
 * @param tier the subscription level, or null/empty when there is none.
 */
export function currentSubscription(tier: string | null | undefined): string {
  return `Current subscription: ${tier ? tier : SHELL_MESSAGES.noSubscription}`;
}
