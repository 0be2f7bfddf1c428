import { AI_STATUS, type PostProductionStatus } from '@portal/shared-contracts/deepstory';

/*
 * Post-production decisions (002 §4 "Film action"). Pure, as tables: the film button on
 * the storyboard page, and what the film step does when it opens.
 */

export type PostProductionStatuses = Pick<PostProductionStatus, 'post_production_process_status' | 'kdenlive_process_status'>;

const both = (s: PostProductionStatuses, status: number): boolean => s.post_production_process_status === status && s.kdenlive_process_status === status;
const either = (s: PostProductionStatuses, status: number): boolean => s.post_production_process_status === status || s.kdenlive_process_status === status;

/** Post-production is done: both statuses are 3 (the film step shows its details). */
export const isPostProductionDone = (s: PostProductionStatuses): boolean => both(s, AI_STATUS.Done);
/** Post-production failed: either status is 4. */
export const isPostProductionFailed = (s: PostProductionStatuses): boolean => either(s, AI_STATUS.Failed);
/** A poll ends when post-production is done or failed. */
export const isPostProductionSettled = (s: PostProductionStatuses): boolean => isPostProductionDone(s) || isPostProductionFailed(s);

/**
 * The film button: 'start' post-production (then open the film step) when the storyboard
 * is not in the stored active list and neither status is 3; else just 'open' the film step.
 */
export function filmActionFor(id: number, activeIds: readonly number[], s: PostProductionStatuses): 'start' | 'open' {
  return !activeIds.includes(id) && !either(s, AI_STATUS.Done) ? 'start' : 'open';
}

/**
 * What the film step does on opening: 'ready' (both 3: the details show), 'poll' (it is
 * in the active list or running: the loader shows while it is checked), 'failed' (either
 * is 4: the person may start it again), else 'start' it as the film button would.
 */
export function postProductionStepFor(id: number, activeIds: readonly number[], s: PostProductionStatuses): 'ready' | 'poll' | 'failed' | 'start' {
  if (isPostProductionDone(s)) return 'ready';
  if (activeIds.includes(id) || either(s, AI_STATUS.Queued) || either(s, AI_STATUS.Processing)) return 'poll';
  if (isPostProductionFailed(s)) return 'failed';
  return 'start';
}
