import type { Db } from '../../../db';
import {
  RECOMMENDER_ERROR_CODES,
  RECOMMENDER_LETTERS,
  RECOMMENDER_MESSAGES,
  RECOMMENDER_SIZES,
  RECOMMENDER_THEMES,
  type Recommender,
  type RecommenderFeedback,
  type RecommenderFeedbackBody,
  type RecommenderItem,
  type RecommenderItemKind,
  type RecommenderUser,
  influencerText,
} from '../../../contracts';
import { ApiError } from '../errors';
import type { Identity } from '../identity/auth/authenticate';
import { searchScopeOf } from '../search/search-scope';
import { rankedList, rankWithFeedback, type Feedback, type RankedList } from './ranking';
import { recommenderRepository, type Corpus, type CorpusStoryboard, type CorpusVideo, type StoredFeedback } from './recommender-repository';
import { buildModel, centroid, matchPercentage, queryVector, similarity, type DocumentFields, type SparseVector, type TfIdfModel } from './tfidf';

/*
 * The recommender (issue 17; docs/adr/034). A customer's model (the TF-IDF of their corpus,
 * the profile of their own storyboards, every candidate's similarity to the profile and to
 * each theme, sorted) is built once per data generation (migrations 009, 012: their
 * storyboards and shots, the marketplace, their library) and kept in a small LRU; an
 * answer then costs the generations, the feedback and a pass over the sorted lists.
 */

/** How many customers' models the api keeps. */
export const DEFAULT_RECOMMENDER_CACHE_ENTRIES = 16;
/** How many documents (storyboards and videos) those models may hold together: about two customers of 50,000 videos. */
export const DEFAULT_RECOMMENDER_CACHE_DOCUMENTS = 120_000;
/** Tags weigh more than prose: a tag is a word the author chose to file the item under. */
const TAG_WEIGHT = 2;

interface UserCandidate {
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

type FeedbackIndex = Map<string, StoredFeedback>;
const feedbackKey = (kind: RecommenderItemKind, id: string): string => `${kind}:${id}`;

/**
 * An item as the model ranks it: its URLs are not signed yet (`imgUrl` and `videoUrl` null,
 * each shot's `shotUrl` still its image's key); the routes sign them per answer (item-urls.ts).
 */
function item(
  kind: RecommenderItemKind,
  fields: Omit<RecommenderItem, 'kind' | 'rank' | 'letter' | 'thumbs' | 'ratings' | 'listingId' | 'matchPercentage' | 'imgUrl' | 'videoUrl'>,
  score: number,
  feedback: FeedbackIndex,
): RecommenderItem {
  const given = feedback.get(feedbackKey(kind, fields.id));
  return {
    kind,
    ...fields,
    imgUrl: null,
    videoUrl: null,
    matchPercentage: matchPercentage(score),
    rank: null,
    letter: null,
    listingId: null,
    thumbs: given?.thumbs ?? null,
    ratings: given?.ratings ?? null,
  };
}

export function storyboardItem(s: CorpusStoryboard, score: number, feedback: FeedbackIndex): RecommenderItem {
  return {
    ...item(
      'storyboard',
      {
        id: String(s.id),
        name: s.authorName,
        title: s.title,
        description: s.description,
        infoDesc: s.authorDescription,
        img: s.img,
        videoAssetId: s.videoAssetId,
        tags: [...s.tags],
        shots: s.shots.map((sh) => ({ shotUrl: sh.imageAssetId, shotTitle: sh.title })),
      },
      score,
      feedback,
    ),
    listingId: s.own || s.listingId === null ? null : String(s.listingId),
  };
}

function videoItem(v: CorpusVideo, score: number, feedback: FeedbackIndex): RecommenderItem {
  return item(
    'video',
    {
      id: String(v.id),
      name: displayNameOf(v.userEmail),
      title: v.flicTitle || v.scriptTitle,
      description: [v.scriptTitle, v.shotTitle].filter(Boolean).join(' — '),
      infoDesc: v.assetDate.toISOString().slice(0, 10),
      img: v.thumbnailKey,
      videoAssetId: v.assetId,
      tags: [...v.tags],
      shots: [],
    },
    score,
    feedback,
  );
}

function userItem(m: RecommenderModel, u: UserCandidate, score: number, feedback: FeedbackIndex): RecommenderItem {
  const best = m.videos[u.videos[0] as number];
  return item(
    'user',
    {
      id: u.email,
      name: displayNameOf(u.email),
      title: displayNameOf(u.email),
      description: u.storyboardTitles.join(', '),
      infoDesc: influencerText(u.videos.length, u.storyboardTitles.length),
      img: best?.thumbnailKey ?? null,
      videoAssetId: best?.assetId ?? null,
      tags: [...u.tags],
      shots: [],
    },
    score,
    feedback,
  );
}

/** The caller's feedback of one kind, by candidate index (items no longer in the model left out). */
function feedbackByIndex(given: readonly StoredFeedback[], kind: RecommenderItemKind, index: ReadonlyMap<string, number>): Map<number, Feedback> {
  const byIndex = new Map<number, Feedback>();
  for (const f of given) {
    const i = f.kind === kind ? index.get(f.itemId) : undefined;
    if (i !== undefined) byIndex.set(i, f);
  }
  return byIndex;
}

/** What rankings need of the caller's feedback: by wire key (the cards' thumbs and ratings) and by candidate index. */
function feedbackContext(m: RecommenderModel, given: readonly StoredFeedback[]) {
  const feedback: FeedbackIndex = new Map(given.map((f) => [feedbackKey(f.kind, f.itemId), f]));
  const onStoryboards = feedbackByIndex(given, 'storyboard', m.storyboardIndex);
  return {
    feedback,
    onUsers: feedbackByIndex(given, 'user', m.userIndex),
    storyboardsOf: (list: RankedList, n: number) =>
      rankWithFeedback(list, onStoryboards, n).map((s) => storyboardItem(m.storyboards[s.index] as CorpusStoryboard, s.score, feedback)),
  };
}

/** The answer of GET /recommender from a model and the caller's feedback: pure. */
export function recommend(m: RecommenderModel, given: readonly StoredFeedback[]): Recommender {
  const { feedback, onUsers, storyboardsOf } = feedbackContext(m, given);
  const onVideos = feedbackByIndex(given, 'video', m.videoIndex);
  const videosOf = (list: RankedList, n: number) => rankWithFeedback(list, onVideos, n).map((s) => videoItem(m.videos[s.index] as CorpusVideo, s.score, feedback));

  return {
    headline: { videosAnalysed: m.videos.length, storyboardsAnalysed: m.storyboards.length, creators: m.users.length },
    topRankedUsers: rankWithFeedback(m.topUsers, onUsers, RECOMMENDER_SIZES.TOP_USERS).map((s) => userItem(m, m.users[s.index] as UserCandidate, s.score, feedback)),
    topVideos: videosOf(m.topVideos, RECOMMENDER_SIZES.TOP_VIDEOS).map((v, i) => ({ ...v, rank: i + 1 })),
    topStoryboards: storyboardsOf(m.topStoryboards, RECOMMENDER_SIZES.TOP_STORYBOARDS).map((s, i) => ({ ...s, letter: RECOMMENDER_LETTERS.charAt(i) })),
    themes: RECOMMENDER_THEMES.map((theme, i) => {
      const lists = m.themes[i];
      return {
        key: theme.key,
        title: theme.title,
        storyboards: lists ? storyboardsOf(lists.storyboards, RECOMMENDER_SIZES.THEME) : [],
        videos: lists ? videosOf(lists.videos, RECOMMENDER_SIZES.THEME) : [],
      };
    }),
  };
}

/** The user modal from a model and the caller's feedback, or null when the user filmed none of the caller's videos: pure. */
export function userDetail(m: RecommenderModel, email: string, given: readonly StoredFeedback[]): Omit<RecommenderUser, 'info'> | null {
  const index = m.userIndex.get(email);
  const user = index === undefined ? undefined : m.users[index];
  if (index === undefined || !user) return null;
  const { feedback, storyboardsOf } = feedbackContext(m, given);
  const profile = centroid(m.tfidf, user.videos.map((i) => m.videoVectors[i] as SparseVector));
  const scores = new Float64Array(m.storyboards.length).fill(Number.NaN);
  for (const i of m.marketplace) scores[i] = similarity(m.storyboardVectors[i] as SparseVector, profile);
  return {
    user: userItem(m, user, m.topUsers.scores[index] as number, feedback),
    similarStoryboards: storyboardsOf(rankedList(scores), RECOMMENDER_SIZES.SIMILAR_STORYBOARDS),
  };
}

const notFound = (): ApiError => ApiError.notFound(RECOMMENDER_MESSAGES.notFound, RECOMMENDER_ERROR_CODES.NOT_FOUND);

export interface RecommenderServiceOptions {
  readonly db: Db;
  /** At most this many customers' models (DEFAULT_RECOMMENDER_CACHE_ENTRIES). */
  readonly cacheEntries?: number;
  /** And at most this many documents over all of them (DEFAULT_RECOMMENDER_CACHE_DOCUMENTS); the newest model always stays. */
  readonly cacheDocuments?: number;
}

interface CachedModel {
  readonly generation: string;
  readonly model: Promise<RecommenderModel>;
  /** Its storyboards and videos, once built (0 before). */
  documents: number;
}

export function recommenderService({ db, cacheEntries = DEFAULT_RECOMMENDER_CACHE_ENTRIES, cacheDocuments = DEFAULT_RECOMMENDER_CACHE_DOCUMENTS }: RecommenderServiceOptions) {
  const repository = recommenderRepository(db);
  // Customer id -> the model of one generation (a promise, so concurrent first calls build once); Map order is LRU.
  const models = new Map<number, CachedModel>();
  let builds = 0;

  /** Drops the least recently used models beyond the budgets, never the newest. */
  function evict(): void {
    let documents = [...models.values()].reduce((sum, e) => sum + e.documents, 0);
    for (const [key, entry] of models) {
      if (models.size <= 1 || (models.size <= cacheEntries && documents <= cacheDocuments)) break;
      models.delete(key);
      documents -= entry.documents;
    }
  }

  async function modelOf(identity: Identity): Promise<{ customerId: number; model: RecommenderModel }> {
    const { customerId, customerGeneration, marketplaceGeneration, libraryGeneration } = await searchScopeOf(db, identity);
    const generation = `${customerGeneration}:${marketplaceGeneration}:${libraryGeneration}`;
    let entry = models.get(customerId);
    if (entry?.generation !== generation) {
      builds += 1;
      const built: CachedModel = { generation, model: repository.corpus(customerId).then(buildRecommenderModel), documents: 0 };
      built.model.then(
        (m) => {
          built.documents = m.storyboards.length + m.videos.length;
          evict();
        },
        () => {
          if (models.get(customerId) === built) models.delete(customerId);
        },
      );
      entry = built;
    }
    models.delete(customerId);
    models.set(customerId, entry);
    evict();
    return { customerId, model: await entry.model };
  }

  return {
    async recommendations(identity: Identity): Promise<Recommender> {
      const { customerId, model } = await modelOf(identity);
      return recommend(model, await repository.feedback(customerId));
    },

    async feedback(identity: Identity, body: RecommenderFeedbackBody): Promise<RecommenderFeedback> {
      const { customerId } = await searchScopeOf(db, identity);
      if (!(await repository.visible(customerId, body.item_kind, body.item_id))) throw notFound();
      const saved = await repository.saveFeedback(customerId, body.item_kind, body.item_id, body.thumbs, body.ratings);
      return { item_kind: saved.kind, item_id: saved.itemId, thumbs: saved.thumbs, ratings: saved.ratings };
    },

    async storyboard(identity: Identity, id: number): Promise<RecommenderItem> {
      const { customerId, model } = await modelOf(identity);
      const s = await repository.storyboard(customerId, id);
      if (!s) throw notFound();
      const index = model.storyboardIndex.get(String(s.id));
      const given = (await repository.feedback(customerId)).filter((f) => f.kind === 'storyboard' && f.itemId === String(s.id));
      const score = index === undefined ? 0 : (model.storyboardScores[index] as number);
      return storyboardItem(s, score, new Map(given.map((f) => [feedbackKey(f.kind, f.itemId), f])));
    },

    async user(identity: Identity, email: string): Promise<RecommenderUser> {
      const { customerId, model } = await modelOf(identity);
      const detail = userDetail(model, email, await repository.feedback(customerId));
      if (!detail) throw notFound();
      // The info list is of their best-matching video (the one the card shows).
      const best = model.users[model.userIndex.get(email) as number]?.videos[0];
      const video = best === undefined ? undefined : model.videos[best];
      return { ...detail, info: video ? await repository.videoInfo(customerId, String(video.id)) : null };
    },

    /** How many models were built: a repeat answer of the same generation builds none. */
    stats: () => ({ builds, entries: models.size }),
  };
}

export type RecommenderService = ReturnType<typeof recommenderService>;
