import { combineSlices, type UnknownAction } from '@reduxjs/toolkit';
import { ROLES } from '@portal/shared-contracts/core';
import { type ScriptCreationRequest } from '@portal/shared-contracts/storyboards';
import { createRemoteStore, type RemoteStore } from '@portal/shared-ui';
import { fakeXhr, type FakeXhr, type TestMountProps } from '@portal/shared-ui/testing';
import { fakeProxyApi, type FakeProxyApi, type ProxyRequest } from '../../testing/fakeProxyApi';
import { fakeMountProps } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessions';
import { storyboardRefreshRequested } from '../shared';
import { shelveFile } from './fileShelf';
import { checkFile, contentTypeOf, type UploadTarget } from './files';
import { uploadsSaga } from './sagas';
import { imageFromUrlRequest, uploadsRequested, uploadsSlice, type UploadRequest } from './slice';

/*
 * The uploads feature's test harness (imported by its *.test.ts(x) only): the slice and
 * saga on a store, a fake api, a fake XMLHttpRequest for the PUTs, and the answers.
 */

export { fileOf, ticketFor } from '../../testing/uploads';

/** Customer 42 (sessions.ts): every call's prefix. */
export const BASE = '/proxy/v1/customers/42';

/** A script-creation request as GET .../script-creation-requests/{id} answers it. */
export const creationAnswer = (requestId: number, overrides: Partial<ScriptCreationRequest> = {}): ScriptCreationRequest => ({
  requestId,
  status: 'Processing',
  step: 'Processing storyboard ...',
  storyboardId: null,
  error: null,
  ...overrides,
});

/** The upload request for a file, shelved as the modal shelves it. */
export function requestFor(file: File, target: UploadTarget, customerId: string | null = null): UploadRequest {
  const check = checkFile(file);
  if (!check.ok) throw new Error(check.reason);
  return { id: shelveFile(file), fileName: file.name, contentType: contentTypeOf(file), size: file.size, kind: check.kind, target, customerId, url: null };
}

/** The upload request for an image from a web address, as the modal makes it. */
export const urlRequestFor = (url: string, customerId: string | null = null): UploadRequest => imageFromUrlRequest(url, customerId);

type Refresh = ReturnType<typeof storyboardRefreshRequested>;
/** The uploads slice, plus a log of the refreshes it asks of the detail page. */
export const uploadsOnlyReducer = combineSlices(uploadsSlice, {
  refreshes: (state: readonly Refresh[] = [], action: UnknownAction): readonly Refresh[] => (storyboardRefreshRequested.match(action) ? [...state, action] : state),
});

let running: RemoteStore<ReturnType<typeof uploadsOnlyReducer>> | null = null;
afterEach(() => {
  running?.stop();
  running = null;
});

/** Lets the http client's promises settle without moving the clock (use with fake timers). */
export const flush = (): Promise<void> => jest.advanceTimersByTimeAsync(0);

/** Answers a request, then lets the saga go on. */
export async function answered(request: ProxyRequest, answer: (r: ProxyRequest) => void): Promise<void> {
  answer(request);
  await flush();
}

export interface UploadsHarness {
  readonly api: FakeProxyApi;
  readonly xhr: FakeXhr;
  readonly props: TestMountProps;
  readonly store: RemoteStore<ReturnType<typeof uploadsOnlyReducer>>['store'];
  readonly stop: () => void;
  upload(...requests: UploadRequest[]): Promise<void>;
  state(): ReturnType<typeof uploadsOnlyReducer>;
  /** The toasts asked of the shell, as `kind: message`. */
  toasts(): string[];
}

/** The uploads saga on its own store, signed in as an admin of customer 42. */
export function startUploads(): UploadsHarness {
  const api = fakeProxyApi();
  const xhr = fakeXhr();
  const props = fakeMountProps({ session: signedInSession(ROLES.admin, null) });
  running = createRemoteStore({ reducer: uploadsOnlyReducer, saga: uploadsSaga, context: props });
  const made = running;
  return {
    api,
    xhr,
    props,
    store: made.store,
    stop: () => made.stop(),
    upload: async (...requests) => {
      made.store.dispatch(uploadsRequested({ items: requests }));
      await flush();
    },
    state: () => made.store.getState(),
    toasts: () => props.bus.published('toast/requested').map((t) => `${t.kind}: ${t.message}`),
  };
}
