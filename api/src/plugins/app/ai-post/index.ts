import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_ADD_QUEUE, ACCOUNT_ADD_QUEUES, runAccountAdd, type AccountAddJob } from './account-add';
import { DG_VIDEO_QUEUE, DG_VIDEO_QUEUES, runDgVideo, type DgVideoJob } from './dg-video-job';
import { POST_PRODUCTION_QUEUE, POST_PRODUCTION_QUEUES, runPostProduction, type PostProductionJob } from './post-production';

export interface AiPostPluginOptions {
  /** The app's job seams: `workers: false` leaves the jobs queued; a shorter expiry for tests. */
  readonly jobs?: { readonly workers?: boolean; readonly expireInSeconds?: number };
}

/** Every queue of Deep Story's post-production. */
export const AI_POST_QUEUES = [...POST_PRODUCTION_QUEUES, ...DG_VIDEO_QUEUES, ...ACCOUNT_ADD_QUEUES];

/**
 * Deep Story's post-production (docs/adr/030): the editing project (Kdenlive, checked with
 * melt), the Director Guide video, and adding a storyboard to the account; their queues
 * and workers, one job of each kind at a time. The routes (routes/ai/post-production.ts)
 * record requests through aiPostService, which queues the jobs.
 */
export const aiPostPlugin = fp<AiPostPluginOptions>(
  async function aiPost(app: FastifyInstance, opts: AiPostPluginOptions): Promise<void> {
    const expireInSeconds = opts.jobs?.expireInSeconds;
    for (const queue of AI_POST_QUEUES) await app.jobs.createQueue({ ...queue, ...(expireInSeconds ? { expireInSeconds } : {}) });
    if (opts.jobs?.workers === false) return;
    const base = { db: app.db, storage: app.storage, log: app.log };
    await app.jobs.work<PostProductionJob>(POST_PRODUCTION_QUEUE, (data, job) => runPostProduction({ ...base, jobs: app.jobs }, data, job));
    await app.jobs.work<DgVideoJob>(DG_VIDEO_QUEUE, (data, job) => runDgVideo(base, data, job));
    await app.jobs.work<AccountAddJob>(ACCOUNT_ADD_QUEUE, (data, job) => runAccountAdd({ ...base, jobs: app.jobs, gateway: app.payments }, data, job));
  },
  { name: 'ai-post', dependencies: ['db', 'storage', 'jobs', 'billing', 'ai'] },
);

export { ACCOUNT_ADD_QUEUE, runAccountAdd, type AccountAddJob } from './account-add';
export { aiPostRepository, type AccountAddRow, type DgVideoRow, type PostProductionRow } from './ai-post-repository';
export { KDEN_FILE_UNAVAILABLE, aiPostService, type AiPostService } from './ai-post-service';
export { DG_VIDEO_QUEUE, runDgVideo, type DgVideoJob } from './dg-video-job';
export { writeEditingProject, type EditingProject, type EditingProjectInput } from './kdenlive-project';
export { POST_PRODUCTION_QUEUE, archiveFolderOf, outputKeyOf, runPostProduction, type PostProductionJob } from './post-production';
export { projectSettings, withDefaultSettings } from './settings';
