import type { Corpus, CorpusStoryboard, CorpusVideo } from './recommender-repository';
import { rankedList, type RankedList } from './ranking';
import { buildModel, centroid, queryVector, similarity, type DocumentFields, type SparseVector, type TfIdfModel } from './tfidf';
import { RECOMMENDER_THEMES } from '../../../contracts';

/*
 * A customer's recommender model (docs/adr/034): the TF-IDF of their corpus, the profile of
 * their own storyboards, and every candidate's similarity to the profile and to each theme,
 * sorted. Pure: built from a corpus, read by items.ts.
 */

/** Tags weigh more than prose: a tag is a word the author chose to file the item under. */
const TAG_WEIGHT = 2;

export interface UserCandidate {
  readonly email: string;
  /** Their videos' indexes, best first. */
  readonly videos: readonly number[];
  readonly tags: readonly string[];
  readonly storyboardTitles: readonly string[];
}

/** A customer's model: the candidates and their lists sorted by similarity. */
export interface RecommenderModel {
  readonly storyboards: readonly CorpusStoryboard[];
  readonly videos: readonly CorpusVideo[];
  readonly users: readonly UserCandidate[];
  /** Wire ids to candidate indexes, to apply feedback. */
  readonly storyboardIndex: ReadonlyMap<string, number>;
  readonly videoIndex: ReadonlyMap<string, number>;
  readonly userIndex: ReadonlyMap<string, number>;
  /** Similarity to the profile by storyboard index (the customer's own too: the modal shows it). */
  readonly storyboardScores: Float64Array;
  readonly topStoryboards: RankedList;
  readonly topVideos: RankedList;
  readonly topUsers: RankedList;
  readonly themes: readonly { readonly storyboards: RankedList; readonly videos: RankedList }[];
  /** The TF-IDF model and the videos' vectors and the marketplace's indexes: a user's "Similar Storyboards". */
  readonly tfidf: TfIdfModel;
  readonly storyboardVectors: readonly SparseVector[];
  readonly videoVectors: readonly SparseVector[];
  readonly marketplace: readonly number[];
}

const storyboardFields = (s: CorpusStoryboard): DocumentFields[] => [
  { text: s.title, weight: 1 },
  { text: s.description, weight: 1 },
  { text: s.tags.join(' '), weight: TAG_WEIGHT },
  ...s.shots.map((sh) => ({ text: `${sh.title} ${sh.description}`, weight: 1 })),
];

const videoFields = (v: CorpusVideo): DocumentFields[] => [
  { text: `${v.flicTitle} ${v.scriptTitle} ${v.shotTitle} ${v.shotDescription}`, weight: 1 },
  { text: v.tags.join(' '), weight: TAG_WEIGHT },
];

/** Builds a customer's model from their corpus: pure, for the tests and the bench. */
export function buildRecommenderModel(corpus: Corpus): RecommenderModel {
  const { storyboards, videos } = corpus;
  const model = buildModel([...storyboards.map(storyboardFields), ...videos.map(videoFields)]);
  const storyboardVectors = model.vectors.slice(0, storyboards.length);
  const videoVectors = model.vectors.slice(storyboards.length);
  const profile = centroid(model, storyboardVectors.filter((_, i) => storyboards[i]?.own));
  // Storyboard lists hold the marketplace's (another customer's listed ones) only: NaN elsewhere.
  const market = storyboards.map((s) => !s.own && s.listingId !== null);
  const marketOnly = (scores: Float64Array): Float64Array => scores.map((v, i) => (market[i] ? v : Number.NaN));

  const storyboardScores = Float64Array.from(storyboardVectors, (v) => similarity(v, profile));
  const videoScores = Float64Array.from(videoVectors, (v) => similarity(v, profile));

  // Creators: the end users who filmed the videos, by their videos' mean similarity.
  const byUser = new Map<string, number[]>();
  videos.forEach((v, i) => {
    const list = byUser.get(v.userEmail);
    if (list) list.push(i);
    else byUser.set(v.userEmail, [i]);
  });
  const users = [...byUser].map(([email, list]) => {
    const sorted = [...list].sort((a, b) => (videoScores[b] as number) - (videoScores[a] as number) || a - b);
    const tagCounts = new Map<string, number>();
    for (const i of list) for (const t of videos[i]?.tags ?? []) tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
    return {
      email,
      videos: sorted,
      tags: [...tagCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5).map(([t]) => t),
      storyboardTitles: [...new Set(sorted.map((i) => videos[i]?.scriptTitle ?? '').filter(Boolean))],
    };
  });
  const userScores = users.map((u) => u.videos.reduce((s, i) => s + (videoScores[i] as number), 0) / u.videos.length);

  const themes = RECOMMENDER_THEMES.map((theme) => {
    const query = queryVector(model, [{ text: theme.words.join(' '), weight: 1 }]);
    return {
      storyboards: rankedList(marketOnly(Float64Array.from(storyboardVectors, (v) => similarity(v, query))), true),
      videos: rankedList(Float64Array.from(videoVectors, (v) => similarity(v, query)), true),
    };
  });

  return {
    storyboards,
    videos,
    users,
    storyboardIndex: new Map(storyboards.map((s, i) => [String(s.id), i])),
    videoIndex: new Map(videos.map((v, i) => [String(v.id), i])),
    userIndex: new Map(users.map((u, i) => [u.email, i])),
    storyboardScores,
    topStoryboards: rankedList(marketOnly(storyboardScores)),
    topVideos: rankedList(videoScores),
    topUsers: rankedList(userScores),
    themes,
    tfidf: model,
    storyboardVectors,
    videoVectors,
    marketplace: market.flatMap((m, i) => (m ? [i] : [])),
  };
}

/** "mia.chen@fans.test" -> "Mia Chen": how a creator is named on a card. */
export function displayNameOf(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
