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
  /** Discovery (002 §2): the objectives' plus button and each pill's close button. */
  addObjective: 'Add objective',
  removeObjective: (objective: string): string => `Remove objective ${objective}`,
  objectivesHint: 'Type an objective, then press Enter or the plus button.',
  optional: '(optional)',
  /** Series history (002 §2): a storyboard still generating. */
  generatingStoryboard: 'Generating storyboard...',
  selectStoryboard: (title: string): string => `Select ${title}`,
  seriesTitleInput: (title: string): string => `Series title of ${title}`,
  storyboardTitleInput: (title: string): string => `Storyboard title of ${title}`,
  seriesRow: (title: string): string => `Storyboards of ${title}`,
  seriesCreated: (date: string): string => `Created ${date}`,
  deleteTitle: 'Delete storyboards',
  deleteBody: (count: number): string => `Delete the ${count} selected storyboard(s)? This cannot be undone.`,
  storyboardImage: (title: string): string => `Cover of ${title}`,
} as const;
