/** Recommender page texts (002 §2). */
export const RECOMMENDER_LABELS = {
  headline: 'why I want to become a PT',
  /** The upsell panel of users without the recommender (002 §2: named the recommender, on ML/AI raising reach, engagement and impact). */
  upsellTitle: 'Recommender',
  upsellText:
    'Our recommender uses machine learning and AI to find the storyboards, videos and creators that raise your reach, engagement and impact, from what your own audience films.',
  play: 'Play',
  moreInfo: 'More Info',
  topRankedUsers: 'Top Ranked Users',
  topRankedVideos: 'Top 10 Ranked Videos',
  topStoryboardRecommendation: 'Top Storyboard Recommendation',
  themedCarousels: [
    'Participation Insights',
    'Marketing Videos',
    'Community Stories',
    'Increase Brand Awareness',
    'Increase Revenue',
    'Increase Retention',
    'Increase Community Engagement',
    'Increase Community Impact',
    'Increase Data and Insights',
  ],
  influencer: 'Influencer',
  ratingRows: ['Tone', 'Story', 'Film'],
  similarStoryboards: 'Similar Storyboards',
  viewCreators: 'View Creators',
  shotOverview: 'Shot Overview',
  addToAccount: 'ADD TO ACCOUNT',
  close: 'CLOSE',
} as const;

/** Insights carousel cards (002 §2); the first links to the insights report. */
export const INSIGHTS_CARD_TITLES: readonly string[] = [
  'PT persona',
  'The best courses',
  'Stories for growth',
  'Best alumni stories',
  'What are the buying thoughts for women becoming a PT?',
  'Buying thoughts',
  'Key phrases',
  'Key questions to answer',
  'Buying trends',
];

/** Help page titles (002 §2). */
export const HELP_LABELS = {
  accountSettings: 'Account/Profile Settings',
  insights: 'Insights',
  metrics: 'Metrics',
  mobileApp: 'Mobile App',
  overview: 'Overview',
  studio: 'Studio',
  purchaseRefund: 'Subscriptions & Cancellations',
  recommender: 'Recommender',
  storyMaker: 'StoryMaker',
  storyboards: 'Storyboards',
  studioRender: 'Studio Render',
} as const;

/** Terms, licence, privacy and contact page texts (000 §2, 002 §2). */
export const LEGAL_LABELS = {
  termsAnchors: [
    'Introduction',
    'Your relationship with the product',
    'Using the product services',
    'In the event of issues and conflicts',
  ],
  eulaSections: [
    'Introduction',
    'Your Rights',
    'Account',
    'Fees',
    'Partners',
    'Your Obligations',
    'Films: our rights',
    'Direction Communications',
    'Termination',
    'Disclaimer of warranties',
    'Indemnity',
    'Limitation of Liability',
    'Network Charges',
    'Third Party Terms',
    'General',
    'Accessibility',
  ],
  privacyLastUpdated: 'July 2020',
  eulaDates: ['July 2020', 'November 2023'],
  contactHours: 'Monday to Friday 09:00 to 17:30',
  supportHours: 'Monday to Friday 9am-6pm',
} as const;
