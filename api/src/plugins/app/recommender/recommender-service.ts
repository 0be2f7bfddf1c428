import type { Db } from '../../../db';
import {
  RECOMMENDER_ERROR_CODES,
  RECOMMENDER_MESSAGES,
  type Recommender,
  type RecommenderFeedback,
  type RecommenderFeedbackBody,
  type RecommenderItem,
  type RecommenderUser,
} from '../../../contracts';
import { ApiError } from '../errors';
import type { Identity } from '../identity/auth/authenticate';
import { searchScopeOf } from '../search/search-scope';
import { feedbackKey, recommend, storyboardItem, userDetail } from './items';
import { buildRecommenderModel, type RecommenderModel } from './model';
import { recommenderRepository } from './recommender-repository';

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
