import type { Role } from '@portal/shared-contracts/core';
import type { StoryboardDetail } from '@portal/shared-contracts/storyboards';
import { createRemoteStore, type RemoteStore } from '@portal/shared-ui';
import { fakeProxyApi, type FakeProxyApi } from '../../testing/fakeProxyApi';
import { fakeMountProps } from '../../testing/renderWithProviders';
import { storyboardDetail } from '../../testing/storyboardDetail';
import { storyboardActionsSaga } from './sagas';
import { actionRequested, type ActionRequest } from './slice';
import { actionsOnlyReducer, signedIn, type ActionsOnlyState } from './testSupport';

/*
 * The saga tests' harness (imported by sagas*.test.ts only): the action bar's store with
 * its saga on fake timers, a fake api, and the storyboards the tests start from.
 */

export const BASE = '/proxy/v1/customers/1';
export const LIVE = { id: 12, code: 'acme-live', projectType: 'Live' } as const;
export const DEV = { id: 11, code: 'acme-dev', projectType: 'Dev' } as const;

let running: RemoteStore<ActionsOnlyState> | null = null;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  running?.stop();
  running = null;
  jest.useRealTimers();
});

export function start(role: Role = 'customer') {
  const api: FakeProxyApi = fakeProxyApi();
  const mountProps = fakeMountProps({ session: signedIn(role) });
  running = createRemoteStore({ reducer: actionsOnlyReducer, saga: storyboardActionsSaga, context: mountProps });
  const { store } = running;
  return {
    api,
    mountProps,
    store,
    request: async (request: ActionRequest) => {
      store.dispatch(actionRequested(request));
      await flush();
    },
    state: () => store.getState(),
    events: () => store.getState().sharedEvents.map((e) => e.type),
  };
}

/** Lets the http client's promises settle (its token look-up is asynchronous) without moving the clock. */
export const flush = (): Promise<void> => jest.advanceTimersByTimeAsync(0);
export const answered = async (answer: () => void): Promise<void> => {
  answer();
  await flush();
};

export const draft = storyboardDetail({ status: 'Draft' });
export const published = (overrides: Partial<StoryboardDetail> = {}) =>
  storyboardDetail({ status: 'Published', publishedRenderQuality: 'High', ...overrides });
