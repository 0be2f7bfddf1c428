/*
 * The full recommender page (issue 17; 002 §2 "Recommender page", docs/adr/034): the
 * spec's words are RECOMMENDER_LABELS (messages/insights.ts); these are the page's own
 * texts around them (states, accessible names, the info list's labels).
 */

import { RECOMMENDER_LABELS } from './insights';
import { formatCount } from './format';

export const RECOMMENDER_TEXTS = {
  /** The page's heading: its area's title (areas.ts, the navigation's words). */
  title: 'Recommendations',
  loading: 'Loading the recommender',
  loadFailed: 'The recommender could not be loaded.',
  detailLoading: 'Loading the details',
  detailFailed: 'The details could not be loaded.',
  /** A carousel with nothing in it. */
  empty: 'No recommendations yet',
  emptyHint: 'They appear as your storyboards, the marketplace and your end users’ videos grow.',
  /** Play with no video to play. */
  noVideo: 'No video to play yet.',
  /** The toggle of each carousel (002 §2: storyboard view, the default, and video view). */
  storyboardView: 'Storyboards',
  videoView: 'Videos',
  thumbsUp: 'Thumbs up',
  thumbsDown: 'Thumbs down',
  /** The user modal's fixed info list (002 §2), in order. */
  info: {
    date: 'Date',
    projectType: 'Project type',
    storyboard: 'Storyboard',
    shotNumber: 'Shot number',
    creator: 'Creator',
    industry: 'Industry',
    object: 'Object',
    source: 'Source',
    assetType: 'Asset type',
    metadata: 'Metadata',
  },
  /** A value the data has none of. */
  none: '—',
  ratingsHeading: 'Your ratings',
  /** Ratings are stored once all three rows are set. */
  ratingsPending: 'Rate Tone, Story and Film to save your ratings.',
  feedbackSaved: 'Saved. The recommendations are updated.',
  feedbackFailed: 'Your feedback could not be saved.',
  creator: 'Creator',
  tags: 'Tags',
  addedToAccount: 'The storyboard was added to your account.',
  openStoryboard: 'Open storyboard',
  videoModalTitle: 'Video',
} as const;

/** A card's match (002 §3 matchPercentage): "95% match". */
export function matchLabel(percent: number): string {
  return `${percent}% match`;
}

/** The headline's summary (002 §2: "a summary of 3,000 analysed videos"). */
export function recommenderSummary(h: { readonly videosAnalysed: number; readonly storyboardsAnalysed: number; readonly creators: number }): string {
  const n = (value: number, one: string, many: string): string => `${formatCount(value)} ${value === 1 ? one : many}`;
  return `${n(h.videosAnalysed, 'analysed video', 'analysed videos')} from ${n(h.creators, 'creator', 'creators')}, matched against ${n(h.storyboardsAnalysed, 'storyboard', 'storyboards')}`;
}

/** The accessible name of a card: what it is, its rank or letter, and its match. */
export function recommenderCardLabel(item: { readonly title: string; readonly matchPercentage: number; readonly rank: number | null; readonly letter: string | null }): string {
  const place = item.rank !== null ? `${item.rank}. ` : item.letter !== null ? `${item.letter}. ` : '';
  return `${place}${item.title}, ${matchLabel(item.matchPercentage)}`;
}

/** The accessible name of a five-star row: "Tone rating". */
export function ratingLabel(row: string): string {
  return `${row} rating`;
}

/** The toggle group of a carousel: "Participation Insights view". */
export function carouselViewLabel(title: string): string {
  return `${title} view`;
}

/** The user modal's Play: "Play Mia Chen's video". */
export function playVideoLabel(name: string): string {
  return `${RECOMMENDER_LABELS.play} ${name}’s video`;
}

/** One radio of a five-star row: "1 star", "4 stars". */
export function starLabel(stars: number): string {
  return stars === 1 ? '1 star' : `${stars} stars`;
}

/** A recommended user's Influencer text (their item's infoDesc): what they filmed for the customer. */
export function influencerText(videos: number, storyboards: number): string {
  return `Filmed ${videos} ${videos === 1 ? 'video' : 'videos'} for ${storyboards} of your storyboards.`;
}
