import { LOCAL_STORAGE_KEYS, POLL_INTERVALS_MS } from '@portal/shared-contracts/core';
import { fork } from 'redux-saga/effects';
import { resumeJobs, trackJob } from './jobs';
import { persistedJobIds } from './persistedJobIds';
import { StatusError, pollAndRecord, scriptedRequest, storeRunning, type ScriptedRequest, type Step } from './testSupport';

const everyMs = POLL_INTERVALS_MS.AI_GENERATION_STATUS;
const finished = (status: string): boolean => status === 'done' || status === 'failed';
const jobs = () => persistedJobIds(LOCAL_STORAGE_KEYS.ACTIVE_STORYBOARD_IDS, 'user-a');

/** One scripted status request per job id. */
function statusRequests(script: Record<string, Step<string>[]>): Record<string, ScriptedRequest<string>> {
  return Object.fromEntries(Object.entries(script).map(([id, steps]) => [id, scriptedRequest(...steps)]));
}

/** Mounts a store whose root saga resumes the stored jobs, polling each with its request. */
function mountResuming(requests: Record<string, ScriptedRequest<string>>, maxMs?: number) {
  const pollOne = (id: string) => {
    const request = requests[id]?.request ?? scriptedRequest<string>({ error: new StatusError(404) }).request;
    return pollAndRecord(id, request, { everyMs, until: finished, maxMs });
  };
  return storeRunning(function* root() {
    yield fork(resumeJobs<string>, jobs(), pollOne);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('resumeJobs', () => {
  it('resumes a poll for every stored id on mount and drops each id as its job ends', async () => {
    jobs().add('101');
    jobs().add('102');
    jobs().add('103');
    const requests = statusRequests({
      '101': [{ answer: 'running' }, { answer: 'done' }],
      '102': [{ answer: 'failed' }],
      '103': [{ answer: 'running' }, { answer: 'running' }, { answer: 'running' }],
    });
    const { store } = mountResuming(requests);
    await jest.advanceTimersByTimeAsync(0);
    expect(requests['101']?.request).toHaveBeenCalledTimes(1);
    expect(requests['103']?.request).toHaveBeenCalledTimes(1);
    expect(jobs().list()).toEqual(['101', '103']);
    await jest.advanceTimersByTimeAsync(everyMs);
    expect(store.getState().ended).toEqual({ '101': { kind: 'done', answer: 'done' }, '102': { kind: 'done', answer: 'failed' } });
    expect(jobs().list()).toEqual(['103']);
  });

  it('drops the id of a job the api no longer knows (a final 4xx)', async () => {
    jobs().add('404');
    const { store } = mountResuming({});
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().ended['404']).toEqual({ kind: 'failed', error: 'answered 404' });
    expect(jobs().list()).toEqual([]);
  });

  it('keeps the ids of polls cut short by an unmount, and the next mount resumes them', async () => {
    jobs().add('101');
    const first = statusRequests({ '101': [{ answer: 'running' }, 'hang'] });
    const firstMount = mountResuming(first);
    await jest.advanceTimersByTimeAsync(everyMs);
    firstMount.stop();
    expect(first['101']?.signals[1]?.aborted).toBe(true);
    expect(jobs().list()).toEqual(['101']);

    const second = statusRequests({ '101': [{ answer: 'done' }] });
    const secondMount = mountResuming(second);
    await jest.advanceTimersByTimeAsync(0);
    expect(secondMount.store.getState().ended['101']).toEqual({ kind: 'done', answer: 'done' });
    expect(jobs().list()).toEqual([]);
    expect(first['101']?.request).toHaveBeenCalledTimes(2);
  });

  it('keeps the id of a poll that timed out: the job may still be running', async () => {
    jobs().add('101');
    const requests = statusRequests({ '101': [{ answer: 'running' }, { answer: 'running' }] });
    const { store } = mountResuming(requests, everyMs + 1);
    await jest.advanceTimersByTimeAsync(everyMs + 1);
    expect(store.getState().ended['101']).toEqual({ kind: 'timedOut', last: 'running' });
    expect(jobs().list()).toEqual(['101']);
  });

  it('does nothing when no id is stored', async () => {
    const { store } = mountResuming({});
    await jest.advanceTimersByTimeAsync(everyMs);
    expect(store.getState().ended).toEqual({});
  });
});

describe('trackJob', () => {
  it('stores a new job’s id while its poll runs and removes it when the job ends', async () => {
    const script = scriptedRequest({ answer: 'running' }, { answer: 'done' });
    const { store } = storeRunning(function* root() {
      yield* trackJob(jobs(), '201', (id) => pollAndRecord(id, script.request, { everyMs, until: finished }));
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(jobs().list()).toEqual(['201']);
    await jest.advanceTimersByTimeAsync(everyMs);
    expect(store.getState().ended['201']).toEqual({ kind: 'done', answer: 'done' });
    expect(jobs().list()).toEqual([]);
  });
});
