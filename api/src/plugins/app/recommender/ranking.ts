import type { RecommenderRatings, RecommenderThumbs } from '../../../contracts';

/*
 * Feedback moves a ranking (docs/adr/034): the similarity stays the match percentage, the
 * order uses an adjusted score. Thumbs up multiplies it by UP_FACTOR; the mean of the three
 * ratings by 1 + (mean - 3) x RATING_STEP (1 star 0.7, 3 stars neutral, 5 stars 1.3);
 * thumbs down sinks the item below every item without it.
 */

export const UP_FACTOR = 1.5;
export const RATING_STEP = 0.15;

export interface Feedback {
  readonly thumbs: RecommenderThumbs | null;
  readonly ratings: RecommenderRatings | null;
}

/** A candidate: its index in the model's items and its similarity. */
export interface Scored {
  readonly index: number;
  readonly score: number;
}

/** The factor feedback puts on a score (thumbs down aside). */
export function feedbackFactor(feedback: Feedback): number {
  let factor = feedback.thumbs === 'up' ? UP_FACTOR : 1;
  if (feedback.ratings) {
    const { tone, story, film } = feedback.ratings;
    factor *= 1 + ((tone + story + film) / 3 - 3) * RATING_STEP;
  }
  return factor;
}

/** Candidates sorted by similarity (highest first, ties by index), and each one's similarity by index (NaN: not a candidate). */
export interface RankedList {
  readonly sorted: readonly Scored[];
  readonly scores: ArrayLike<number>;
  /** Only candidates above 0 belong (a theme's carousel); else every candidate does. */
  readonly positiveOnly: boolean;
}

/** Sorts candidates by similarity, highest first, ties by index (the corpus order). */
export function rankedList(scores: ArrayLike<number>, positiveOnly = false): RankedList {
  const sorted: Scored[] = [];
  for (let index = 0; index < scores.length; index++) {
    const score = scores[index] as number;
    if (positiveOnly ? score > 0 : !Number.isNaN(score)) sorted.push({ index, score });
  }
  sorted.sort((a, b) => b.score - a.score || a.index - b.index);
  return { sorted, scores, positiveOnly };
}

/**
 * The first `n` of a list once the feedback (by candidate index) is applied. Items without
 * feedback keep their order, so only the first n of them and the items with feedback can
 * be among the first n: at most n + |feedback| items are looked at, whatever the list's size.
 */
export function rankWithFeedback(list: RankedList, feedback: ReadonlyMap<number, Feedback>, n: number): Scored[] {
  const pool: { item: Scored; down: boolean; adjusted: number }[] = [];
  for (const item of list.sorted) {
    if (pool.length >= n) break;
    if (!feedback.has(item.index)) pool.push({ item, down: false, adjusted: item.score });
  }
  for (const [index, given] of feedback) {
    const score = list.scores[index];
    if (score === undefined || Number.isNaN(score) || (list.positiveOnly && !(score > 0))) continue;
    pool.push({ item: { index, score }, down: given.thumbs === 'down', adjusted: score * feedbackFactor(given) });
  }
  pool.sort((a, b) => Number(a.down) - Number(b.down) || b.adjusted - a.adjusted || a.item.index - b.item.index);
  return pool.slice(0, n).map((p) => p.item);
}
