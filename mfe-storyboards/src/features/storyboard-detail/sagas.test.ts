import { combineSlices } from '@reduxjs/toolkit';
import { ROLES, IDEMPOTENCY_HEADER } from '@portal/shared-contracts/core';
import { DROP_ACCEPTS, STORYBOARD_MESSAGES, type MediaType, type StoryboardDetail } from '@portal/shared-contracts/storyboards';
import { createRemoteStore, type RemoteStore } from '@portal/shared-ui';
import { fakeXhr, type FakeXhr } from '@portal/shared-ui/testing';
import { fakeProxyApi, type FakeProxyApi, type ProxyRequest } from '../../testing/fakeProxyApi';
import { fakeMountProps } from '../../testing/renderWithProviders';
import { signedInSession } from '../../testing/sessions';
import { shotOf, storyboardDetail } from '../../testing/storyboardDetail';
import { fileOf, ticketFor } from '../../testing/uploads';
import { shelveFile, shelvedFile } from '../uploads';
import type { PendingFile } from './draft';
import { checkDroppedFile } from './files';
import { storyboardDetailSaga } from './sagas';
import {
  detailOpened,
  editCancelled,
  editStarted,
  fileDroppedOnCover,
  fileDroppedOnPanel,
  saveRequested,
  shotAdded,
  storyboardDetailSlice,
  summaryEdited,
} from './slice';

jest.setTimeout(20_000);
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const BASE = '/proxy/v1/customers/42';
const PATH = `${BASE}/storyboards/7`;

const reducer = combineSlices(storyboardDetailSlice);
let running: RemoteStore<ReturnType<typeof reducer>> | null = null;
afterEach(() => {
  running?.stop();
  running = null;
});

/** Lets the http client's promises settle without moving the clock. */
const flush = (): Promise<void> => jest.advanceTimersByTimeAsync(0);

/** Answers a request, then lets the saga go on. */
async function answered(request: ProxyRequest, answer: (r: ProxyRequest) => void): Promise<void> {
  answer(request);
  await flush();
}

interface Editor {
  readonly api: FakeProxyApi;
  readonly xhr: FakeXhr;
  readonly store: RemoteStore<ReturnType<typeof reducer>>['store'];
  state(): ReturnType<typeof reducer>['storyboardDetail'];
  /** Shelves a file as the page does and puts it on a shot (a panel key) or the cover. */
  drop(file: File, on: string | 'cover'): PendingFile;
  save(): Promise<void>;
}

/** The detail saga on its own store, storyboard 7 loaded and in edit mode. */
async function editing(detail: StoryboardDetail = storyboardDetail({ customerId: 42 }), role: 'customer' | 'admin' = ROLES.customer): Promise<Editor> {
  const api = fakeProxyApi();
  const xhr = fakeXhr();
  running = createRemoteStore({ reducer, saga: storyboardDetailSaga, context: fakeMountProps({ session: signedInSession(role) }) });
  const { store } = running;
  store.dispatch(detailOpened({ id: 7 }));
  await flush();
  await answered(api.open('GET', PATH), (r) => r.ok(detail));
  store.dispatch(editStarted());
  return {
    api,
    xhr,
    store,
    state: () => store.getState().storyboardDetail,
    drop: (file, on) => {
      const checked = checkDroppedFile(file, on === 'cover' ? DROP_ACCEPTS.COVER : DROP_ACCEPTS.SHOT);
      if (!checked) throw new Error(`${file.name} is refused`);
      const pending = { ...checked, fileId: shelveFile(file) };
      store.dispatch(on === 'cover' ? fileDroppedOnCover(pending) : fileDroppedOnPanel({ key: on, file: pending }));
      return pending;
    },
    save: async () => {
      store.dispatch(saveRequested());
      await flush();
    },
  };
}

/** Answers the ticket, the PUT and the registration of the file going up; answers its asset id. */
async function uploaded(t: Editor, name: string, contentType: string, mediaType: MediaType, customer = BASE): Promise<string> {
  const ticket = ticketFor(name, contentType);
  await answered(t.api.open('POST', `${customer}/uploads`), (r) => r.ok(ticket));
  t.xhr.last().answer(200);
  await flush();
  await answered(t.api.open('POST', `${customer}/assets`), (r) => r.ok({ assetId: ticket.key, mediaType }));
  return ticket.key;
}

const assetPath = (assetId: string): string => `${PATH}/assets/${encodeURIComponent(assetId)}`;

describe('saving files dropped on a storyboard', () => {
  it("uploads a shot's file with its percentage, then the shot's update writes the asset id and links it", async () => {
    const t = await editing();
    const file = fileOf('clip.mp4', 'video/mp4', 10);
    const pending = t.drop(file, 'shot-1');
    await t.save();

    expect(t.state().save).toMatchObject({ status: 'saving', message: 'Uploading file clip.mp4...', done: 0, total: 2 });
    const ticketCall = t.api.open('POST', `${BASE}/uploads`);
    expect(ticketCall.body).toEqual({ fileName: 'clip.mp4', contentType: 'video/mp4', size: 10 });
    expect(ticketCall.headers[IDEMPOTENCY_HEADER]).toMatch(/-ticket$/);
    const ticket = ticketFor('clip.mp4');
    await answered(ticketCall, (r) => r.ok(ticket));
    const put = t.xhr.last();
    expect(put).toMatchObject({ method: 'PUT', url: ticket.url });
    expect(put.body).toBe(file);
    put.progress(4, 10);
    await flush();
    expect(t.state().save.filePercent).toBe(40);
    put.answer(200);
    await flush();
    const register = t.api.open('POST', `${BASE}/assets`);
    expect(register.body).toEqual({ key: ticket.key, bucket: 'local' });
    await answered(register, (r) => r.ok({ assetId: ticket.key, mediaType: 'Video' }));

    expect(t.state().save).toMatchObject({ message: 'Updating shot 1', done: 1, filePercent: null });
    await answered(t.api.open('POST', `${PATH}/shots/1`), (r) => {
      expect(r.body).toEqual({ assetId: ticket.key });
      r.ok({ ok: true });
    });
    await answered(t.api.open('PUT', assetPath(ticket.key)), (r) => {
      expect(r.body).toEqual({ assetId: ticket.key, mediaType: 'Video', originalFileName: 'clip.mp4', shotId: 1 });
      r.ok({ ok: true });
    });
    await answered(t.api.open('GET', PATH), (r) => r.ok(storyboardDetail({ customerId: 42, shots: [shotOf(1, { assetId: ticket.key }), shotOf(2), shotOf(3)] })));
    expect(t.state()).toMatchObject({ editing: false, draft: null, save: { status: 'idle' } });
    // The file left the shelf once it was an asset.
    expect(shelvedFile(pending.fileId)).toBeNull();
  });

  it('writes a cover file after the summary: uploaded, then the summary again with its asset id', async () => {
    const t = await editing();
    t.store.dispatch(summaryEdited({ title: 'Open day' }));
    t.drop(fileOf('cover.png', 'image/png'), 'cover');
    await t.save();

    expect(t.state().save.message).toBe('Saving title, description and tags');
    const summary = t.api.open('POST', PATH);
    expect(summary.body).toMatchObject({ title: 'Open day' });
    expect(summary.body).not.toHaveProperty('landScapeImageAssetId');
    await answered(summary, (r) => r.ok(storyboardDetail({ customerId: 42, title: 'Open day' })));

    expect(t.state().save.message).toBe('Uploading file cover.png...');
    const key = await uploaded(t, 'cover.png', 'image/png', 'Image');
    await answered(t.api.open('POST', PATH), (r) => {
      expect(r.body).toMatchObject({ title: 'Open day', landScapeImageAssetId: key });
      r.ok(storyboardDetail({ customerId: 42, title: 'Open day', landScapeImageAssetId: key }));
    });
    await answered(t.api.open('GET', PATH), (r) => r.ok(storyboardDetail({ customerId: 42, title: 'Open day', landScapeImageAssetId: key })));
    expect(t.state().editing).toBe(false);
  });

  it("uploads a new shot's file after the create, then gives the shot its asset and links it", async () => {
    const t = await editing();
    t.store.dispatch(shotAdded({ title: 'New shot' }));
    t.drop(fileOf('voice.mp3', 'audio/mpeg'), 'new-1');
    await t.save();

    expect(t.state().save.message).toBe('Creating shot 4');
    await answered(t.api.open('POST', `${PATH}/shots`), (r) => {
      expect(r.body).toMatchObject({ title: 'New shot', assetId: null });
      r.ok({ id: 50 });
    });
    expect(t.state().save.message).toBe('Uploading file voice.mp3...');
    const key = await uploaded(t, 'voice.mp3', 'audio/mpeg', 'Audio');
    await answered(t.api.open('POST', `${PATH}/shots/50`), (r) => {
      expect(r.body).toEqual({ assetId: key });
      r.ok({ ok: true });
    });
    await answered(t.api.open('PUT', assetPath(key)), (r) => {
      expect(r.body).toEqual({ assetId: key, mediaType: 'Audio', originalFileName: 'voice.mp3', shotId: 50 });
      r.ok({ ok: true });
    });
    await answered(t.api.open('GET', PATH), (r) => r.ok(storyboardDetail({ customerId: 42 }, 4)));
    expect(t.state().editing).toBe(false);
  });

  it("says 'Failed to save Storyboard' when the upload fails and keeps the file; another save uploads it", async () => {
    const t = await editing();
    const pending = t.drop(fileOf('photo.png', 'image/png'), 'shot-2');
    await t.save();
    await answered(t.api.open('POST', `${BASE}/uploads`), (r) => r.ok(ticketFor('photo.png', 'image/png')));
    t.xhr.last().answer(500);
    await flush();
    await answered(t.api.open('GET', PATH), (r) => r.ok(storyboardDetail({ customerId: 42 })));
    expect(t.state()).toMatchObject({ editing: true, save: { status: 'failed', error: STORYBOARD_MESSAGES.saveFailed } });
    expect(t.state().draft!.panels[1]!.files.imageAssetId).toEqual(pending);
    expect(shelvedFile(pending.fileId)).not.toBeNull();

    await t.save();
    const key = await uploaded(t, 'photo.png', 'image/png', 'Image');
    await answered(t.api.open('POST', `${PATH}/shots/2`), (r) => {
      expect(r.body).toEqual({ imageAssetId: key });
      r.ok({ ok: true });
    });
    // An image is the shot's picture: nothing to link.
    expect(t.api.all('PUT', /\/assets\//)).toEqual([]);
    await answered(t.api.open('GET', PATH), (r) => r.ok(storyboardDetail({ customerId: 42 })));
    expect(t.state().editing).toBe(false);
  });

  it('does not upload a file again when a write after it failed: the retry writes its asset id', async () => {
    const t = await editing();
    t.drop(fileOf('clip.mp4', 'video/mp4'), 'shot-1');
    await t.save();
    const key = await uploaded(t, 'clip.mp4', 'video/mp4', 'Video');
    await answered(t.api.open('POST', `${PATH}/shots/1`), (r) => r.fail(500, { code: 'INTERNAL', message: 'boom' }));
    await answered(t.api.open('GET', PATH), (r) => r.ok(storyboardDetail({ customerId: 42 })));
    expect(t.state().save.status).toBe('failed');

    await t.save();
    expect(t.state().save).toMatchObject({ message: 'Updating shot 1', total: 1 });
    await answered(t.api.open('POST', `${PATH}/shots/1`), (r) => {
      expect(r.body).toEqual({ assetId: key });
      r.ok({ ok: true });
    });
    await answered(t.api.open('PUT', assetPath(key)), (r) => r.ok({ ok: true }));
    await answered(t.api.open('GET', PATH), (r) => r.ok(storyboardDetail({ customerId: 42 })));
    expect(t.state().editing).toBe(false);
    expect(t.api.all('POST', `${BASE}/uploads`)).toHaveLength(1);
  });

  it("uploads to the storyboard's customer when an admin edits another customer's storyboard", async () => {
    const t = await editing(storyboardDetail({ customerId: 77 }), ROLES.admin);
    t.drop(fileOf('clip.mp4', 'video/mp4'), 'shot-1');
    await t.save();
    const key = await uploaded(t, 'clip.mp4', 'video/mp4', 'Video', '/proxy/v1/customers/77');
    expect(key).toContain('clip.mp4');
    expect(t.api.open('POST', `${PATH}/shots/1`).body).toEqual({ assetId: key });
  });

  it('lets go of the shelved files when the edit is cancelled, and at unmount', async () => {
    const t = await editing();
    const cancelled = t.drop(fileOf('clip.mp4', 'video/mp4'), 'shot-1');
    const replaced = t.drop(fileOf('a.png', 'image/png'), 'cover');
    const kept = t.drop(fileOf('b.png', 'image/png'), 'cover');
    await flush();
    expect(shelvedFile(replaced.fileId)).toBeNull();
    expect(shelvedFile(kept.fileId)).not.toBeNull();
    t.store.dispatch(editCancelled());
    await flush();
    expect(shelvedFile(cancelled.fileId)).toBeNull();
    expect(shelvedFile(kept.fileId)).toBeNull();

    t.store.dispatch(editStarted());
    const left = t.drop(fileOf('c.mp3', 'audio/mpeg'), 'shot-2');
    running!.stop();
    expect(shelvedFile(left.fileId)).toBeNull();
  });
});
