import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiPostProductionRoutes } from './post-production';
import { aiStoryboardRoutes, type AiStoryboardRoutesOptions } from './storyboards';

export type AiRoutesOptions = AiStoryboardRoutesOptions;

/**
 * Deep Story's `/ai/*` calls (002 §7; docs/adr/029). Every route gates on viewDeepStory
 * (or admin) and checks `user_id` and ownership (access.ts, plugins/app/ai/ai-service.ts).
 */
export const aiRoutes: FastifyPluginAsyncZod<AiRoutesOptions> = async (app, opts) => {
  // Generation, the series list, the storyboard and its edits, image regeneration.
  await app.register(aiStoryboardRoutes, opts);
  // Post-production, the editing project, the Director Guide video, add to account.
  await app.register(aiPostProductionRoutes);
};
