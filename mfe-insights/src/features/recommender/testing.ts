import {
  RECOMMENDER_LETTERS,
  RECOMMENDER_THEMES,
  type Recommender,
  type RecommenderItem,
  type RecommenderUser,
} from '@portal/shared-contracts/insights';

/*
 * Fixtures of the recommender's answers (shared-contracts recommender-calls.ts), shaped as
 * the api answers them: signed URLs beside the keys.
 */

export function item(kind: RecommenderItem['kind'], n: number, overrides: Partial<RecommenderItem> = {}): RecommenderItem {
  const id = kind === 'user' ? `fan${n}@fans.test` : String(100 + n);
  return {
    id,
    kind,
    name: kind === 'user' ? `Fan ${n}` : `Studio ${n}`,
    title: kind === 'user' ? `Fan ${n}` : `${kind === 'video' ? 'Video' : 'Storyboard'} ${n}`,
    description: `About ${kind} ${n}`,
    infoDesc: kind === 'user' ? 'Filmed 2 videos for 1 of your storyboards.' : `Info ${n}`,
    matchPercentage: Math.max(1, 99 - (n % 90)),
    img: `protected/img/${kind}-${n}.jpg`,
    videoAssetId: `protected/video/${kind}-${n}.mp4`,
    imgUrl: `http://api.test/storage/signed/img/${kind}-${n}.jpg?signature=s`,
    videoUrl: `http://api.test/storage/signed/video/${kind}-${n}.mp4?signature=s`,
    tags: ['Sports'],
    shots: [],
    rank: null,
    letter: null,
    listingId: null,
    thumbs: null,
    ratings: null,
    ...overrides,
  };
}

const many = (kind: RecommenderItem['kind'], count: number, from = 1): RecommenderItem[] => Array.from({ length: count }, (_, i) => item(kind, from + i));

/** A full answer: 6 users, 10 ranked videos, 15 lettered storyboards, the nine themes (the last empty). */
export function recommenderAnswer(): Recommender {
  return {
    headline: { videosAnalysed: 3000, storyboardsAnalysed: 24, creators: 41 },
    topRankedUsers: many('user', 6),
    topVideos: many('video', 10).map((v, i) => ({ ...v, rank: i + 1 })),
    topStoryboards: many('storyboard', 15).map((s, i) => ({ ...s, letter: RECOMMENDER_LETTERS.charAt(i), listingId: String(500 + i) })),
    themes: RECOMMENDER_THEMES.map((t, i) =>
      i === RECOMMENDER_THEMES.length - 1
        ? { key: t.key, title: t.title, storyboards: [], videos: [] }
        : { key: t.key, title: t.title, storyboards: many('storyboard', 6, 20 + i * 6), videos: many('video', 6, 80 + i * 6) },
    ),
  };
}

/** The user modal's answer for `user`. */
export function userAnswer(user: RecommenderItem): RecommenderUser {
  return {
    user,
    info: {
      date: '2026-03-04',
      projectType: 'Live',
      storyboard: 'Season launch',
      shotNumber: 2,
      creator: user.id,
      industry: null,
      object: 'Training night',
      source: 'UGV',
      assetType: 'FlicShot',
      metadata: 'Video · clip.mp4',
    },
    similarStoryboards: many('storyboard', 3, 200).map((s) => ({ ...s, listingId: String(Number(s.id) + 1000) })),
  };
}
