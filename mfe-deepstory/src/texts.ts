/**
 * Texts of this remote's own chrome. The spec does not word these (it only asks for a
 * collapsible side navigation, profile settings and, implicitly, a way back from an
 * unknown address), so they are ours. Headings and the landing's labels are spec texts
 * and come from shared-contracts (`HEADINGS`, `DEEPSTORY_LABELS`).
 */
export const DEEPSTORY_UI = {
  /** Accessible name of the side navigation landmark. */
  sideNavLabel: 'Deep Story sections',
  /** Accessible name of its disclosure button; aria-expanded carries the state. */
  toggleSideNav: 'Deep Story sections menu',
  discovery: 'Discovery',
  contentDesign: 'Content Design',
  dgDesign: 'DG Design',
  insightsDesign: 'Insights Design',
  marketingDesign: 'Marketing Design',
  metricsDesign: 'Metrics Design',
  recommenderDesign: 'Recommender Design',
  searchDesign: 'Search Design',
  profileSettings: 'Profile settings',
  notFoundTitle: 'Not found in Deep Story',
  notFoundBody: 'There is no Deep Story page at this address.',
  backToDeepStory: 'Back to Deep Story',
} as const;
