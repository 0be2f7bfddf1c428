import {
  RECOMMENDER_LETTERS,
  RECOMMENDER_SIZES,
  RECOMMENDER_THEMES,
  influencerText,
  type Recommender,
  type RecommenderItem,
  type RecommenderItemKind,
  type RecommenderUser,
} from '../../../contracts';
import { rankedList, rankWithFeedback, type Feedback, type RankedList } from './ranking';
import type { CorpusStoryboard, CorpusVideo, StoredFeedback } from './recommender-repository';
import { displayNameOf, type RecommenderModel, type UserCandidate } from './model';
import { centroid, matchPercentage, similarity, type SparseVector } from './tfidf';

/*
 * The recommender's answers from a model and the caller's feedback (docs/adr/034): the
 * carousels, the user modal, the cards. Pure.
 */

type FeedbackIndex = Map<string, StoredFeedback>;
export const feedbackKey = (kind: RecommenderItemKind, id: string): string => `${kind}:${id}`;

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
