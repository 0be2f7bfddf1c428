// The AI storyboard's sagas on a real store for saga tests (jest only): fake timers, the
// fake api at the fetch boundary, storyboard 7 of customer 42 opened and loaded.
import type { AiStoryboardDetail, StoryboardRequestDetail } from '@portal/shared-contracts/deepstory';
import { createRemoteStore, type RemoteStore, type RemoteStoreOptions, type RootSaga } from '@portal/shared-ui';
import { storyboardOpened } from '../features/ai-storyboard';
import { aiDetail } from './aiStoryboardFixtures';
import { fakeAiApi, ok, type FakeAiApi } from './fakeAiApi';
import { fakeMountProps } from './renderWithProviders';
import { deepStorySession } from './sessions';

export const BRIEF: StoryboardRequestDetail = {
  purpose: 'Show the garden',
  objectives: 'Grow food,Meet neighbours',
  topic: 'Seasons',
  storyteller: 'Volunteers',
  target_audience: 'Locals',
  orientation: 0,
  video_length: 30,
};

/** Lets the fake api's promises settle without moving the clock. */
export const flush = (): Promise<void> => jest.advanceTimersByTimeAsync(0);

export interface StoreHarness<S> {
  readonly api: FakeAiApi;
  readonly props: ReturnType<typeof fakeMountProps>;
  readonly store: RemoteStore<S>['store'];
  /** The messages of the toasts asked for so far. */
  toasts(): string[];
  stop(): void;
}

/** Starts `saga` on a store of `reducer` and opens storyboard `detail` (answered by the fake api, with BRIEF). */
export async function openedOn<S>(reducer: RemoteStoreOptions<S>['reducer'], saga: RootSaga, detail: AiStoryboardDetail = aiDetail(), api: FakeAiApi = fakeAiApi()): Promise<StoreHarness<S>> {
  api.on('GET', '/ai/getAIStoryboard', ok(detail));
  api.on('GET', '/ai/getStoryboardRequestDetail', ok(BRIEF));
  const props = fakeMountProps({ session: deepStorySession() });
  const running = createRemoteStore({ reducer, saga, context: props });
  running.store.dispatch(storyboardOpened({ id: detail.id, userId: 42 }));
  await flush();
  await flush();
  return { api, props, store: running.store, toasts: () => props.bus.published('toast/requested').map((t) => t.message), stop: () => running.stop() };
}

/**
 * Per test: fake timers and an empty localStorage before, the harness kept with `keep`
 * stopped and real timers back after. Call it in the test file's top level.
 */
export function harnessPerTest(): { keep<H extends { stop(): void }>(harness: H): H } {
  let kept: { stop(): void } | null = null;
  jest.setTimeout(20_000);
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    kept?.stop();
    kept = null;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  return {
    keep: (harness) => {
      kept = harness;
      return harness;
    },
  };
}
