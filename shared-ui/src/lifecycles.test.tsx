import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useSelector } from 'react-redux';
import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { POLL_INTERVALS_MS, type RemoteMountProps } from '@portal/shared-contracts/core';
import { createRemoteLifecycles, type RemoteLifecycleOptions } from './lifecycles';
import { poll } from './store/poll';
import { StatusError } from './store/testSupport';
import { parcelMountProps, TEST_API_URL } from './testing/fakeMountProps';

// A remote as a team would write one: a job slice, a saga polling the job's status
// through fetch, and a page reading the slice.

interface Job {
  readonly status: string;
}
const jobSlice = createSlice({
  name: 'job',
  initialState: { status: 'idle' },
  reducers: {
    watchStarted: (state) => {
      state.status = 'watching';
    },
    jobEnded: (state, action: PayloadAction<string>) => {
      state.status = action.payload;
    },
  },
});
const { watchStarted, jobEnded } = jobSlice.actions;
type JobState = ReturnType<typeof jobSlice.reducer>;

async function fetchJob(apiUrl: string, signal: AbortSignal): Promise<Job> {
  const response = await fetch(`${apiUrl}/jobs/7`, { signal });
  if (!response.ok) throw new StatusError(response.status);
  const body: unknown = await response.json();
  if (typeof body === 'object' && body !== null && 'status' in body && typeof body.status === 'string') return { status: body.status };
  throw new Error('Not a job');
}

function* watchJob({ config }: RemoteMountProps): SagaIterator<void> {
  yield put(watchStarted());
  const result = yield* poll((signal) => fetchJob(config.apiUrl, signal), {
    everyMs: POLL_INTERVALS_MS.CLONE_REQUEST,
    until: (job) => job.status !== 'Pending',
  });
  yield put(jobEnded(result.kind === 'done' ? result.answer.status : result.kind));
}

function JobPage(): React.ReactElement {
  const status = useSelector((state: JobState) => state.status);
  return <h1>{`Job 7: ${status}`}</h1>;
}

/** fetch as the browser's: answers in order (then none); a request in flight rejects when aborted. */
function fakeFetch(...answers: Array<Job | 'hang'>) {
  const calls: Array<{ url: string; signal: AbortSignal }> = [];
  const fetchMock = jest.fn((url: string, init: RequestInit = {}) => {
    const signal = init.signal ?? new AbortController().signal;
    const answer = answers[calls.length] ?? 'hang';
    calls.push({ url, signal });
    return new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason));
      if (answer !== 'hang') resolve({ ok: true, status: 200, json: async () => answer });
    });
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return { fetchMock, calls };
}

/** The remote's parcel, mounted and unmounted the way the host's outlet does it. */
function parcel(options: Partial<RemoteLifecycleOptions<JobState>> = {}) {
  const lifecycles = createRemoteLifecycles({ name: 'mfe-storyboards', App: JobPage, reducer: jobSlice.reducer, saga: watchJob, ...options });
  const props = parcelMountProps('mfe-storyboards');
  const { domElement } = props;
  // single-spa-react settles mount, update and unmount on a timer after React commits.
  const settle = async (start: () => Promise<unknown> | undefined): Promise<void> => {
    let step: Promise<unknown> | undefined;
    await act(async () => {
      step = start();
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    await step;
  };
  return {
    props,
    domElement,
    mount: async () => {
      await lifecycles.bootstrap(props);
      await settle(() => lifecycles.mount(props));
    },
    update: () => settle(() => lifecycles.update?.(props)),
    unmount: () => settle(() => lifecycles.unmount(props)),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(globalThis, 'fetch');
  document.body.innerHTML = '';
});

describe('createRemoteLifecycles with a store', () => {
  it('runs the saga while mounted; at unmount the request in flight is aborted and no other leaves', async () => {
    const { fetchMock, calls } = fakeFetch({ status: 'Pending' }, 'hang');
    const remote = parcel();
    await remote.mount();
    expect(screen.getByRole('heading', { name: 'Job 7: watching' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([`${TEST_API_URL}/jobs/7`]);

    await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVALS_MS.CLONE_REQUEST));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(calls[1]?.signal.aborted).toBe(false);

    // Navigating away unmounts the parcel.
    await remote.unmount();
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(remote.domElement).toBeEmptyDOMElement();
    await act(() => jest.advanceTimersByTimeAsync(10 * 60_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows what the saga put in the store', async () => {
    fakeFetch({ status: 'Pending' }, { status: 'Completed' });
    const remote = parcel();
    await remote.mount();
    await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVALS_MS.CLONE_REQUEST));
    expect(screen.getByRole('heading', { name: 'Job 7: Completed' })).toBeInTheDocument();
    await remote.unmount();
  });

  it('keeps the store across updates and starts afresh on the next mount', async () => {
    const { fetchMock } = fakeFetch({ status: 'Completed' }, 'hang');
    const remote = parcel();
    await remote.mount();
    expect(screen.getByRole('heading', { name: 'Job 7: Completed' })).toBeInTheDocument();
    await remote.update();
    expect(screen.getByRole('heading', { name: 'Job 7: Completed' })).toBeInTheDocument();
    await remote.unmount();

    await remote.mount();
    expect(screen.getByRole('heading', { name: 'Job 7: watching' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await remote.unmount();
  });

  it('hands an error that ends the root saga to the host (its panel offers Retry)', async () => {
    fakeFetch({ status: 'Pending' });
    const failing = function* failing(): SagaIterator<void> {
      yield put(watchStarted());
      throw new Error('saga bug');
    };
    const remote = parcel({ saga: failing });
    await remote.mount();
    expect(remote.props.onRenderError).toHaveBeenCalledWith(expect.objectContaining({ message: 'saga bug' }));
    await remote.unmount();
  });

  it('still mounts a remote without a reducer or saga, with no store', async () => {
    const Plain = (): React.ReactElement => <h1>Plain page</h1>;
    const remote = parcel({ App: Plain, reducer: undefined, saga: undefined });
    await remote.mount();
    expect(screen.getByRole('heading', { name: 'Plain page' })).toBeInTheDocument();
    await remote.unmount();
    expect(remote.domElement).toBeEmptyDOMElement();
  });

  it("renders once the page's chunk is in (a preload that answers a promise), so the mount resolves with the page shown", async () => {
    let chunkArrived: () => void = () => undefined;
    const preload = jest.fn(() => new Promise<void>((resolve) => (chunkArrived = resolve)));
    const Plain = (): React.ReactElement => <h1>Plain page</h1>;
    const lifecycles = createRemoteLifecycles({ name: 'mfe-storyboards', App: Plain, preload });
    const props = parcelMountProps('mfe-storyboards');
    const { domElement } = props;
    await lifecycles.bootstrap(props);
    let step: Promise<unknown> | undefined;
    await act(async () => {
      step = lifecycles.mount(props);
    });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(preload).toHaveBeenCalledWith(window.location.pathname);
    expect(domElement).toBeEmptyDOMElement();
    await act(async () => chunkArrived());
    await act(() => jest.advanceTimersByTimeAsync(0));
    await step;
    expect(screen.getByRole('heading', { name: 'Plain page' })).toBeInTheDocument();
    await act(async () => {
      step = lifecycles.unmount(props);
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    await step;
  });

  it("dispatches the opening page's actions before it renders, so its first render already has its data on the way", async () => {
    fakeFetch('hang');
    const opening = jest.fn((location: { pathname: string; search: string }) => [jobEnded(`opened ${location.pathname}${location.search}`)]);
    // What the page saw at its very first render.
    function FirstRender(): React.ReactElement {
      const first = useRef(useSelector((state: JobState) => state.status));
      return <h1>{`First render: ${first.current}`}</h1>;
    }
    window.history.replaceState(null, '', '/jobs?view=7');
    const remote = parcel({ App: FirstRender, saga: undefined, opening });
    await remote.mount();
    expect(screen.getByRole('heading')).toHaveTextContent('First render: opened /jobs?view=7');
    expect(opening).toHaveBeenCalledTimes(1);
    await remote.unmount();
    window.history.replaceState(null, '', '/');
  });

  it('gives a saga without a reducer its own store', async () => {
    const { fetchMock } = fakeFetch('hang');
    function* pollOnly({ config }: RemoteMountProps): SagaIterator<void> {
      yield* poll((signal) => fetchJob(config.apiUrl, signal), { everyMs: POLL_INTERVALS_MS.CLONE_REQUEST, until: () => true });
    }
    const Plain = (): React.ReactElement => <h1>Plain page</h1>;
    const remote = parcel({ App: Plain, reducer: undefined, saga: pollOnly });
    await remote.mount();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await remote.unmount();
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });
});
