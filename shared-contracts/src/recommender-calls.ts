import { z } from 'zod';
import { RECOMMENDER_LABELS } from './messages/insights';
import { deferred } from './deferred';

/*
 * The recommender (issue 17; 002 §2 Recommender page, §3 "Recommender sample item";
 * docs/adr/034): GET /recommender answers the caller's customer's carousels, computed on
 * the api by a content-based model (TF-IDF over titles, descriptions and tags, cosine
 * similarity); POST /recommender/feedback stores the caller's thumbs and ratings, which
 * move later rankings; GET /recommender/storyboards/:id is the storyboard modal. Each
 * needs viewRecommender (admins pass), else 403 FEATURE_NOT_IN_PLAN.
 */

/** The recommender's calls. */
export const RECOMMENDER_PATHS = {
  recommender: '/recommender',
  feedback: '/recommender/feedback',
  storyboard: (id: string | number): string => `/recommender/storyboards/${encodeURIComponent(String(id))}`,
  /** A user's id is their e-mail. */
  user: (email: string): string => `/recommender/users/${encodeURIComponent(email)}`,
} as const;

/** How many items each carousel holds (002 §2). */
export const RECOMMENDER_SIZES = {
  TOP_USERS: 6,
  /** The user modal's "Similar Storyboards". */
  SIMILAR_STORYBOARDS: 6,
  TOP_VIDEOS: 10,
  TOP_STORYBOARDS: 15,
  THEME: 6,
} as const;

/** The letters of Top Storyboard Recommendation, A to O (002 §3). */
export const RECOMMENDER_LETTERS = 'ABCDEFGHIJKLMNO';

export const RECOMMENDER_ITEM_KINDS = ['user', 'storyboard', 'video'] as const;
export type RecommenderItemKind = (typeof RECOMMENDER_ITEM_KINDS)[number];
export const RECOMMENDER_THUMBS = ['up', 'down'] as const;
export type RecommenderThumbs = (typeof RECOMMENDER_THUMBS)[number];

/** `error_code` of an item the caller cannot see (404: another customer's, or none). */
export const RECOMMENDER_ERROR_CODES = { NOT_FOUND: 'RECOMMENDER_NOT_FOUND' } as const;
export const RECOMMENDER_MESSAGES = {
  notFound: 'That recommendation was not found.',
  emptyFeedback: 'Send thumbs or ratings.',
} as const;

export interface RecommenderTheme {
  /** Stable key of the carousel (the UI's toggle state, analytics). */
  readonly key: string;
  /** Its heading (RECOMMENDER_LABELS.themedCarousels). */
  readonly title: string;
  /** The query: words and tags an item should carry to belong to the theme. */
  readonly words: readonly string[];
}

const themeWords: Readonly<Record<string, readonly string[]>> = {
  participationInsights: ['participation', 'participate', 'join', 'members', 'players', 'training', 'attendees', 'volunteers', 'kids', 'first', 'session'],
  marketingVideos: ['marketing', 'product', 'launch', 'brand', 'offer', 'logo', 'promo', 'trailer', 'customer', 'testimonial'],
  communityStories: ['community', 'stories', 'story', 'voices', 'locals', 'neighbours', 'organiser', 'event', 'social'],
  increaseBrandAwareness: ['brand', 'awareness', 'logo', 'sponsor', 'sponsors', 'reach', 'share', 'agency', 'reel'],
  increaseRevenue: ['revenue', 'sales', 'offer', 'sponsor', 'fundraiser', 'donors', 'store', 'opening', 'pitch', 'product'],
  increaseRetention: ['retention', 'renew', 'renewed', 'members', 'season', 'thank', 'loyalty', 'again', 'year'],
  increaseCommunityEngagement: ['engagement', 'fans', 'crowd', 'volunteers', 'together', 'event', 'festival', 'music', 'night'],
  increaseCommunityImpact: ['impact', 'charity', 'council', 'residents', 'volunteer', 'clean', 'safety', 'library', 'difference'],
  increaseDataAndInsights: ['data', 'insights', 'feedback', 'survey', 'results', 'interview', 'update', 'measure', 'research'],
};

/** The nine themed carousels (002 §2), in page order, each a query of words and tags. */
export const RECOMMENDER_THEMES: readonly RecommenderTheme[] = Object.entries(themeWords).map(([key, words], i) => ({
  key,
  title: RECOMMENDER_LABELS.themedCarousels[i] as string,
  words,
}));

const id = deferred(() => z.string().min(1).max(1024));
const rating = deferred(() => z.number().int().min(1).max(5));
export const recommenderRatingsSchema = deferred(() => z.object({ tone: rating, story: rating, film: rating }));
export type RecommenderRatings = z.infer<typeof recommenderRatingsSchema>;

/**
 * One card (002 §3 "Recommender sample item"). `img` and `videoAssetId` are storage keys;
 * `imgUrl` and `videoUrl` are URLs to view them, which the api signs for the caller (a
 * marketplace storyboard's media are another customer's keys, which the caller may view
 * here but not sign through asset-urls), valid SIGNED_URL_TTL_SECONDS.VIEW; `shots` only
 * for storyboards, each shotUrl a URL to view its image, or null (the modal hides it); `rank` 1 to 10 in Top 10 Ranked Videos,
 * `letter` A to O in Top Storyboard Recommendation, null elsewhere. `thumbs` and `ratings`
 * are what the caller gave this item.
 */
export const recommenderItemSchema = deferred(() => z.object({
  id,
  kind: z.enum(RECOMMENDER_ITEM_KINDS),
  /** The creator: the end user (users, videos) or the storyboard's author. */
  name: z.string(),
  title: z.string(),
  description: z.string(),
  infoDesc: z.string(),
  matchPercentage: z.number().int().min(0).max(100),
  img: z.string().nullable(),
  videoAssetId: z.string().nullable(),
  imgUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  tags: z.array(z.string()),
  shots: z.array(z.object({ shotUrl: z.string().nullable(), shotTitle: z.string() })),
  rank: z.number().int().min(1).max(RECOMMENDER_SIZES.TOP_VIDEOS).nullable(),
  letter: z.string().length(1).nullable(),
  /** A storyboard's marketplace listing (ADD TO ACCOUNT copies it), null when it is the caller's own or not a storyboard. */
  listingId: z.string().nullable(),
  thumbs: z.enum(RECOMMENDER_THUMBS).nullable(),
  ratings: recommenderRatingsSchema.nullable(),
}));
export type RecommenderItem = z.infer<typeof recommenderItemSchema>;

export const recommenderThemeSchema = deferred(() => z.object({
  key: z.string(),
  title: z.string(),
  storyboards: z.array(recommenderItemSchema).max(RECOMMENDER_SIZES.THEME),
  videos: z.array(recommenderItemSchema).max(RECOMMENDER_SIZES.THEME),
}));

/** GET /recommender. */
export const recommenderSchema = deferred(() => z.object({
  headline: z.object({
    videosAnalysed: z.number().int().min(0),
    storyboardsAnalysed: z.number().int().min(0),
    creators: z.number().int().min(0),
  }),
  topRankedUsers: z.array(recommenderItemSchema).max(RECOMMENDER_SIZES.TOP_USERS),
  topVideos: z.array(recommenderItemSchema).max(RECOMMENDER_SIZES.TOP_VIDEOS),
  topStoryboards: z.array(recommenderItemSchema).max(RECOMMENDER_SIZES.TOP_STORYBOARDS),
  themes: z.array(recommenderThemeSchema),
}));
export type Recommender = z.infer<typeof recommenderSchema>;
export const recommenderResponseSchema = deferred(() => z.object({ result: recommenderSchema }));

/** POST /recommender/feedback: thumbs (null clears them) and/or the three ratings; at least one. */
export const recommenderFeedbackBodySchema = deferred(() => z
  .object({
    item_kind: z.enum(RECOMMENDER_ITEM_KINDS),
    item_id: id,
    thumbs: z.enum(RECOMMENDER_THUMBS).nullable().optional(),
    ratings: recommenderRatingsSchema.optional(),
  })
  .strict()
  .refine((b) => b.thumbs !== undefined || b.ratings !== undefined, { message: RECOMMENDER_MESSAGES.emptyFeedback }));
export type RecommenderFeedbackBody = z.infer<typeof recommenderFeedbackBodySchema>;

export const recommenderFeedbackSchema = deferred(() => z.object({
  item_kind: z.enum(RECOMMENDER_ITEM_KINDS),
  item_id: id,
  thumbs: z.enum(RECOMMENDER_THUMBS).nullable(),
  ratings: recommenderRatingsSchema.nullable(),
}));
export type RecommenderFeedback = z.infer<typeof recommenderFeedbackSchema>;
export const recommenderFeedbackResponseSchema = deferred(() => z.object({ result: recommenderFeedbackSchema }));

/** GET /recommender/storyboards/:id: the storyboard modal (the caller's own, or a listed one). */
export const recommenderStoryboardParamsSchema = deferred(() => z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }));
export const recommenderStoryboardResponseSchema = deferred(() => z.object({ result: recommenderItemSchema }));

/**
 * The user modal's fixed info list (002 §2), of the user's video that matches the caller's
 * storyboards best: when it was filmed (YYYY-MM-DD), its project type, storyboard, shot
 * number and title ("object": what the shot films), its creator, the caller's industry,
 * its source (DG, UGV, Stock), asset type and metadata (media type and file name). Null
 * where the data has none.
 */
export const recommenderUserInfoSchema = deferred(() => z.object({
  date: z.string(),
  projectType: z.string(),
  storyboard: z.string().nullable(),
  shotNumber: z.number().int().nullable(),
  creator: z.string(),
  industry: z.string().nullable(),
  object: z.string().nullable(),
  source: z.string(),
  assetType: z.string(),
  metadata: z.string().nullable(),
}));
export type RecommenderUserInfo = z.infer<typeof recommenderUserInfoSchema>;

/** GET /recommender/users/:id: the user modal (a creator of the caller's videos, by e-mail) and its "Similar Storyboards". */
export const recommenderUserParamsSchema = deferred(() => z.object({ id: z.string().trim().toLowerCase().min(3).max(320) }));
export const recommenderUserSchema = deferred(() => z.object({
  user: recommenderItemSchema,
  info: recommenderUserInfoSchema.nullable(),
  /** Listed storyboards most like the user's videos, best first. */
  similarStoryboards: z.array(recommenderItemSchema).max(RECOMMENDER_SIZES.SIMILAR_STORYBOARDS),
}));
export type RecommenderUser = z.infer<typeof recommenderUserSchema>;
export const recommenderUserResponseSchema = deferred(() => z.object({ result: recommenderUserSchema }));
