import { POPULAR_LISTING_TAG } from '../constants/storyboards';
import { LABELS } from './headings';
import { RECOMMENDER_LABELS } from './insights';

/**
 * The marketplace in My Storyboards (001 §1 "reuse storyboards from the marketplace",
 * §3 listing, §4 copy, 002 §1). The spec words the errors (STORYBOARD_MESSAGES,
 * PROXY_MESSAGES) and the tier rule; the tab, section and control labels are ours.
 */
export const MARKETPLACE_TEXTS = {
  /** The two tabs of /storyboards. */
  myStoryboardsTab: 'My Storyboards',
  marketplaceTab: 'Marketplace',
  /** The row of listings tagged POPULAR_LISTING_TAG. */
  popularHeading: POPULAR_LISTING_TAG,
  popularLabel: 'Popular listings',
  allHeading: 'All listings',
  gridLabel: 'Marketplace listings',
  searchLabel: 'Search the marketplace',
  tagFilterLabel: 'Filter by tag',
  noneFoundTitle: 'No listings found',
  noneFoundHint: 'Try other keys or tags, or clear the filter.',
  clearFilter: LABELS.reset,
  /** The listing modal (its layout follows the storyboard modal of 002 §2). */
  author: 'Author',
  tags: 'Tags',
  shotOverview: RECOMMENDER_LABELS.shotOverview,
  addToAccount: 'Add to account',
  close: LABELS.close,
  /** The ProgressModal while the copy request is polled (001 §4, every 2500 ms). */
  addingToAccount: 'Adding storyboard to your account...',
  /** Users whose plan lacks customiseStoryboard (Beginner) get the upgrade path instead. */
  upgradeTitle: 'Upgrade to add this storyboard',
  /** 002 §1, as worded there. */
  upgradeDescription: 'Customising marketplace storyboards needs a paid tier (Starter and above).',
  /** A listing that could not be read (any failure but a 404, which is "Storyboard not available"). */
  listingLoadFailed: 'The listing could not be loaded.',
  /** A copy that outlived the page (a reload, another area) and is followed again. */
  copyResumed: 'A marketplace storyboard is being added to your account.',
  copyResumedDone: 'A marketplace storyboard was added to your account.',
  openStoryboard: 'Open storyboard',
  /** The copy is still running when the portal stops waiting for it (ours: the spec sets no limit). */
  copyTakingLong: 'Adding the storyboard takes longer than usual. It will appear in My Storyboards once it is done.',
} as const;

/** A tile's shot count: "1 shot", "12 shots". */
export function shotCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'shot' : 'shots'}`;
}

/** The caption of a shot in the Shot Overview (numbered from 1, 002 §2). */
export function shotNumberLabel(shotNumber: number): string {
  return `Shot ${shotNumber}`;
}
