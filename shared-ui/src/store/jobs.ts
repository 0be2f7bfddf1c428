import type { SagaIterator } from 'redux-saga';
import { fork } from 'redux-saga/effects';
import type { PersistedJobIds } from './persistedJobIds';
import type { PollResult } from './poll';

/** Polls one job to its end (usually with `poll`) and puts what the remote's state needs. */
export type JobPoll<T> = (id: string) => SagaIterator<PollResult<T>>;

/**
 * Polls job `id` with its id stored in `jobs` meanwhile. The id is removed when the job
 * ends (`done`, or a final `failed` such as a 404 for an unknown job). It stays stored
 * when the poll times out or is cancelled (an unmount), so the next mount resumes it.
 */
export function* trackJob<T>(jobs: PersistedJobIds, id: string, pollOne: JobPoll<T>): SagaIterator<PollResult<T>> {
  jobs.add(id);
  const result = yield* pollOne(id);
  if (result.kind !== 'timedOut') jobs.remove(id);
  return result;
}

/**
 * Resumes, on mount, a poll for every id stored in `jobs` (one forked `trackJob` each).
 * It ends when all of them have; fork it from the root saga so other work starts at once:
 * `yield fork(resumeJobs, jobs, pollGeneration)`.
 */
export function* resumeJobs<T>(jobs: PersistedJobIds, pollOne: JobPoll<T>): SagaIterator<void> {
  for (const id of jobs.list()) yield fork(trackJob<T>, jobs, id, pollOne);
}
