import { POLL_INTERVALS_MS } from '@portal/shared-contracts/core';
import type { PollOptions } from './poll';
import { StatusError, pollAndRecord, scriptedRequest, storeRunning, type Step } from './testSupport';

const notProcessing = (status: string): boolean => status !== 'Processing';

/** Runs a poll in a real store and returns the store with the request's record. */
function startPoll(options: PollOptions<string>, ...steps: Step<string>[]) {
  const script = scriptedRequest(...steps);
  const running = storeRunning(function* root() {
    yield* pollAndRecord('job', script.request, options);
  });
  const ended = () => running.store.getState().ended['job'];
  return { ...script, ...running, ended };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('poll', () => {
  it('asks at once, then every everyMs after each answer, and stops when until holds', async () => {
    const everyMs = POLL_INTERVALS_MS.STORYBOARD_STATUS;
    const job = startPoll({ everyMs, until: notProcessing }, { answer: 'Processing' }, { answer: 'Processing' }, { answer: 'Published' });
    await jest.advanceTimersByTimeAsync(0);
    expect(job.request).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(everyMs - 1);
    expect(job.request).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(job.request).toHaveBeenCalledTimes(2);
    expect(job.ended()).toBeUndefined();
    await jest.advanceTimersByTimeAsync(everyMs);
    expect(job.ended()).toEqual({ kind: 'done', answer: 'Published' });
    await jest.advanceTimersByTimeAsync(everyMs * 10);
    expect(job.times).toEqual([0, everyMs, 2 * everyMs]);
  });

  it('waits everyMs after an answer arrives, so slow answers never overlap', async () => {
    const everyMs = POLL_INTERVALS_MS.CLONE_REQUEST;
    const job = startPoll({ everyMs, until: (s) => s === 'Completed' }, { answer: 'Pending', afterMs: 4_000 }, { answer: 'Completed' });
    await jest.advanceTimersByTimeAsync(4_000 + everyMs);
    expect(job.times).toEqual([0, 4_000 + everyMs]);
    expect(job.ended()).toEqual({ kind: 'done', answer: 'Completed' });
  });

  it('gives up after maxMs with the last answer, aborting the request in flight', async () => {
    const everyMs = POLL_INTERVALS_MS.CLONE_REQUEST;
    const job = startPoll({ everyMs, until: (s) => s === 'Completed', maxMs: 6_000 }, { answer: 'Pending' }, { answer: 'Pending' }, 'hang');
    await jest.advanceTimersByTimeAsync(5_999);
    expect(job.times).toEqual([0, everyMs, 2 * everyMs]);
    expect(job.ended()).toBeUndefined();
    expect(job.signals[2]?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(job.ended()).toEqual({ kind: 'timedOut', last: 'Pending' });
    expect(job.signals[2]?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(everyMs * 10);
    expect(job.request).toHaveBeenCalledTimes(3);
  });

  it('times out with no answer at all when every attempt failed on the network', async () => {
    const job = startPoll({ everyMs: 500, until: notProcessing, maxMs: 2_000 }, { error: new TypeError('Failed to fetch') }, { error: new TypeError('Failed to fetch') });
    await jest.advanceTimersByTimeAsync(2_000);
    expect(job.ended()).toEqual({ kind: 'timedOut', last: null });
  });

  it('backs off exponentially on network failures up to the cap, then returns to everyMs after an answer', async () => {
    const everyMs = POLL_INTERVALS_MS.STORYBOARD_STATUS;
    const job = startPoll(
      { everyMs, until: notProcessing, backoff: { factor: 2, capMs: 3_000 } },
      { error: new TypeError('Failed to fetch') },
      { error: new StatusError(0) },
      { error: new StatusError(503) },
      { error: new TypeError('NetworkError when attempting to fetch resource.') },
      { answer: 'Processing' },
      { error: new StatusError(502) },
      { answer: 'Published' },
    );
    await jest.advanceTimersByTimeAsync(60_000);
    // Waits: 1000, 2000, 3000 (4000 capped), 3000, then 500 after the answer, 1000 after the next failure.
    expect(job.times).toEqual([0, 1_000, 3_000, 6_000, 9_000, 9_500, 10_500]);
    expect(job.ended()).toEqual({ kind: 'done', answer: 'Published' });
  });

  it('backs off by doubling up to 30 s by default', async () => {
    const failures = Array.from({ length: 8 }, () => ({ error: new TypeError('Failed to fetch') }));
    const job = startPoll({ everyMs: POLL_INTERVALS_MS.AI_GENERATION_STATUS, until: notProcessing }, ...failures);
    await jest.advanceTimersByTimeAsync(200_000);
    expect(job.times.slice(0, 5)).toEqual([0, 20_000, 50_000, 80_000, 110_000]);
  });

  it.each([400, 401, 403, 404, 409, 422])('ends with the error on a %i answer, asking no more', async (status) => {
    const job = startPoll({ everyMs: 500, until: notProcessing }, { answer: 'Processing' }, { error: new StatusError(status) });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(job.ended()).toEqual({ kind: 'failed', error: `answered ${status}` });
    expect(job.request).toHaveBeenCalledTimes(2);
  });

  it('stops when its saga is cancelled (unmount): the request in flight is aborted and no other leaves', async () => {
    const job = startPoll({ everyMs: 500, until: notProcessing }, { answer: 'Processing' }, 'hang');
    await jest.advanceTimersByTimeAsync(500);
    expect(job.request).toHaveBeenCalledTimes(2);
    job.stop();
    expect(job.signals[1]?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(job.request).toHaveBeenCalledTimes(2);
    expect(job.ended()).toBeUndefined();
  });

  it('stops while waiting between requests, too', async () => {
    const job = startPoll({ everyMs: 500, until: notProcessing }, { answer: 'Processing' });
    await jest.advanceTimersByTimeAsync(100);
    job.stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(job.request).toHaveBeenCalledTimes(1);
    expect(job.signals[0]?.aborted).toBe(false);
  });
});
