import { JobExpiredError, type JobContext } from '../jobs';
import { UnsupportedMediaError } from '../media/probe';
import { MediaToolError } from '../media/tools';
import { MediaInputError } from './media-files';
import { ProjectCheckError } from './preview';

/*
 * When a try of a post-production job ends its request (status 4) and when it is tried
 * again (docs/adr/018): a failure that would repeat, an expiry, or any failure on the last
 * try ends it; the api shutting down never does (the job runs again after the restart).
 */

export type PostJobContext = Pick<JobContext, 'retryCount' | 'retryLimit' | 'signal'>;

/** A failure that trying again would not mend. */
export const isPermanent = (err: unknown): boolean =>
  err instanceof MediaInputError || err instanceof UnsupportedMediaError || err instanceof ProjectCheckError || (err instanceof MediaToolError && err.failure === 'failed');

/** Whether the failure ends the request (see the header). */
export function endsTheRequest(err: unknown, job: PostJobContext): boolean {
  if (job.signal.reason instanceof JobExpiredError) return true;
  if (job.signal.aborted || (err instanceof MediaToolError && err.failure === 'aborted')) return false;
  return isPermanent(err) || job.retryCount >= job.retryLimit;
}

/** The job ran past its queue's expiry. */
export const expired = (job: PostJobContext): boolean => job.signal.reason instanceof JobExpiredError;
