import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AiSettings, AppConfig } from '../../../config';
import { localPlanner } from './generator/local-planner';
import { openAiChatGenerator } from './generator/openai-chat';
import { localShotRenderer } from './images/local-renderer';
import { openAiImages } from './images/openai-images';
import { AI_QUEUES, startAiWorkers, type AiPorts } from './jobs';

export interface AiPluginOptions {
  readonly config: Pick<AppConfig, 'ai'>;
  /** The app's job seams: `workers: false` leaves the Deep Story jobs queued; a shorter expiry for tests. */
  readonly jobs?: { readonly workers?: boolean; readonly expireInSeconds?: number };
  /** Use these ports instead of the configured ones (tests). */
  readonly ports?: AiPorts;
}

/**
 * The generator and image ports the settings choose (docs/adr/029): the OpenAI-compatible
 * service with AI_BASE_URL (images too when AI_IMAGE_MODEL is set), else the local planner
 * and the local renderer.
 */
export function aiPortsFor(settings: AiSettings): AiPorts {
  const service = settings.service;
  return {
    generator: service ? openAiChatGenerator(service) : localPlanner(),
    images: service?.imageModel ? openAiImages({ ...service, imageModel: service.imageModel }) : localShotRenderer(),
  };
}

/**
 * Deep Story generation (docs/adr/029): the generation and image-regeneration queues and
 * their workers, with the configured ports. The routes (routes/ai) record requests through
 * aiService, which queues the jobs.
 */
export const aiPlugin = fp<AiPluginOptions>(
  async function ai(app: FastifyInstance, opts: AiPluginOptions): Promise<void> {
    const expireInSeconds = opts.jobs?.expireInSeconds;
    for (const queue of AI_QUEUES) await app.jobs.createQueue({ ...queue, ...(expireInSeconds ? { expireInSeconds } : {}) });
    const ports = opts.ports ?? aiPortsFor(opts.config.ai);
    app.log.info({ generator: ports.generator.name, images: ports.images.name }, 'Deep Story');
    if (opts.jobs?.workers !== false) await startAiWorkers(app, { db: app.db, storage: app.storage, ports, log: app.log });
  },
  { name: 'ai', dependencies: ['db', 'storage', 'jobs'] },
);

export { aiFolderOf, isAiKeyOf, regeneratedImageKey, shotImageKey } from './ai-keys';
export { aiRepository, toGenerationStatus, toRecord, type AiRegenerationRow, type AiRepository, type AiStoryboardRow } from './ai-repository';
export { aiNotFound, aiStoryboardOf, generatedStoryboardOf, requireAiUser } from './ai-access';
export { aiService, type AiService } from './ai-service';
export { localPlanner, planStoryboard, ANGLE_GUIDES } from './generator/local-planner';
export { openAiChatGenerator } from './generator/openai-chat';
export { planBriefOf, type GenerationRequest, type PlanBrief, type StoryboardGenerator } from './generator/port';
export { localShotRenderer } from './images/local-renderer';
export { openAiImages } from './images/openai-images';
export { SHOT_IMAGE_SIZE, type ShotImage, type ShotImagePort, type ShotImageRequest } from './images/port';
export { KDENLIVE_SETTING_IDS, TRANSITIONS, globalSettings, shotTransitionSettings, type Transition } from './kdenlive-settings';
export {
  AI_GENERATE_QUEUE,
  AI_QUEUES,
  AI_REGENERATE_QUEUE,
  mergeShotImages,
  runGeneration,
  runRegeneration,
  type AiJobContext,
  type AiJobDeps,
  type AiPorts,
  type GenerationJob,
  type RegenerationJob,
} from './jobs';
export { AiOutputError, AiServiceError } from './service-client';
