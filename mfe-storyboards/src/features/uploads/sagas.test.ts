import { IDEMPOTENCY_HEADER } from '@portal/shared-contracts/core';
import { PROXY_MESSAGES, UPLOAD_MESSAGES, UPLOAD_TEXTS, URL_IMPORT_MESSAGES } from '@portal/shared-contracts/storyboards';
import { shelvedCount } from './fileShelf';
import { CREATION_WAIT_MS } from './sagas';
import { selectRunningCreation, selectUploading, uploadsCleared } from './slice';
import { reusableAsset } from '../../testing/reusableAssets';
import { BASE, answered, creationAnswer, fileOf, flush, requestFor, startUploads, ticketFor, urlRequestFor, type UploadsHarness } from './testSupport';

jest.setTimeout(20_000);
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const item = (t: UploadsHarness, n = 0) => t.state().uploads.items[n]!;
const creation = (t: UploadsHarness) => t.state().uploads.creations[0]!;

/** Answers the registration of the open upload and its keeping as a reusable asset. */
async function registered(t: UploadsHarness, assetId: string, mediaType: 'Image' | 'Video' | 'Audio' = 'Image'): Promise<void> {
  await answered(t.api.open('POST', `${BASE}/assets`), (r) => r.ok({ assetId, mediaType }));
  await answered(t.api.open('POST', `${BASE}/reusable-assets`), (r) => r.ok(reusableAsset(5, { assetId, mediaType })));
}

/** Answers the ticket and the PUT of the open upload (the file is `name`). */
async function uploaded(t: UploadsHarness, name: string, contentType: string): Promise<void> {
  await answered(t.api.open('POST', `${BASE}/uploads`), (r) => r.ok(ticketFor(name, contentType)));
  t.xhr.last().answer(200);
  await flush();
}

describe('upload saga: assets', () => {
  it('asks for a ticket, PUTs the file with its progress, registers it, then says "File Uploaded" and tracks "Upload"', async () => {
    const t = startUploads();
    const file = fileOf('cover.png', 'image/png', 10);
    await t.upload(requestFor(file, 'asset'));
    expect(item(t).state).toBe('uploading');
    expect(selectUploading(t.state())).toBe(true);

    const ticketCall = t.api.open('POST', `${BASE}/uploads`);
    expect(ticketCall.body).toEqual({ fileName: 'cover.png', contentType: 'image/png', size: 10 });
    expect(ticketCall.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}-ticket$/);
    const ticket = ticketFor('cover.png', 'image/png');
    await answered(ticketCall, (r) => r.ok(ticket));

    const put = t.xhr.last();
    expect(put).toMatchObject({ method: 'PUT', url: ticket.url, headers: { 'Content-Type': 'image/png' } });
    expect(put.body).toBe(file);
    put.progress(4, 10);
    await flush();
    expect(item(t)).toMatchObject({ state: 'uploading', loaded: 4 });
    put.answer(200);
    await flush();

    const register = t.api.open('POST', `${BASE}/assets`);
    expect(register.body).toEqual({ key: ticket.key, bucket: 'local' });
    await answered(register, (r) => r.ok({ assetId: ticket.key, mediaType: 'Image' }));
    // Kept in the Director's Guide with the defaults of 001 §3.
    const keep = t.api.open('POST', `${BASE}/reusable-assets`);
    expect(keep.body).toMatchObject({ assetId: ticket.key, mediaType: 'Image', name: 'Asset Title', description: 'Asset Description', tags: ['Sports', 'Social'] });
    await answered(keep, (r) => r.ok(reusableAsset(5, { assetId: ticket.key })));

    expect(item(t)).toMatchObject({ state: 'success', loaded: 10, assetId: ticket.key, error: null });
    expect(t.state().uploads.status).toBe('bulk_completed');
    expect(selectUploading(t.state())).toBe(false);
    expect(t.toasts()).toEqual([`success: ${UPLOAD_MESSAGES.fileUploaded}`]);
    expect(t.props.bus.published('analytics/tracked')).toEqual([{ name: 'Upload', properties: { kind: 'Image', target: 'asset', size: 10, ok: true } }]);
    expect(shelvedCount()).toBe(0);
  });

  it('sends the files one at a time, in order, a second batch after the first', async () => {
    const t = startUploads();
    await t.upload(requestFor(fileOf('a.png', 'image/png'), 'asset'), requestFor(fileOf('b.mp3', 'audio/mpeg'), 'asset'));
    await t.upload(requestFor(fileOf('c.mp4', 'video/mp4'), 'asset'));
    expect(t.state().uploads.items.map((i) => [i.fileName, i.state])).toEqual([
      ['a.png', 'uploading'],
      ['b.mp3', 'queued'],
      ['c.mp4', 'queued'],
    ]);
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['b.mp3', 'audio/mpeg'],
      ['c.mp4', 'video/mp4'],
    ] as const) {
      expect(t.api.all('POST', `${BASE}/uploads`).filter((r) => !r.settled).map((r) => (r.body as { fileName: string }).fileName)).toEqual([name]);
      await uploaded(t, name, type);
      expect(t.toasts()).toEqual([]);
      await registered(t, ticketFor(name).key);
    }
    expect(t.state().uploads.status).toBe('bulk_completed');
    expect(t.toasts()).toEqual([`success: ${UPLOAD_MESSAGES.fileUploaded}`]);
  });

  it("shows the api's refusal of the PUT (413 UPLOAD_TOO_LARGE) as the file's failure, and goes on with the next file", async () => {
    const t = startUploads();
    await t.upload(requestFor(fileOf('big.mp4', 'video/mp4'), 'asset'), requestFor(fileOf('ok.png', 'image/png'), 'asset'));
    await answered(t.api.open('POST', `${BASE}/uploads`), (r) => r.ok(ticketFor('big.mp4')));
    t.xhr.last().answer(413, JSON.stringify({ error_code: 'UPLOAD_TOO_LARGE', error_message: 'The file is larger than 1 GB' }));
    await flush();
    expect(item(t)).toMatchObject({ state: 'failed', error: 'The file is larger than 1 GB' });
    expect(t.api.all('POST', `${BASE}/assets`)).toEqual([]);

    await uploaded(t, 'ok.png', 'image/png');
    await registered(t, 'k');
    expect(item(t, 1).state).toBe('success');
    expect(t.state().uploads.status).toBe('bulk_completed');
    expect(t.toasts()).toEqual([`error: ${UPLOAD_TEXTS.bulkUploadFailed}`]);
    expect(t.props.bus.published('analytics/tracked').map((e) => e.properties?.ok)).toEqual([false, true]);
  });

  it.each([
    ['no answer to the ticket', (t: UploadsHarness) => t.api.open('POST', `${BASE}/uploads`).drop(), UPLOAD_MESSAGES.uploadUnexpected],
    [
      'a failed registration',
      async (t: UploadsHarness) => {
        await uploaded(t, 'a.png', 'image/png');
        t.api.open('POST', `${BASE}/assets`).fail(500);
      },
      UPLOAD_MESSAGES.assetUploadErrors,
    ],
    [
      'an asset that cannot be kept as a reusable asset',
      async (t: UploadsHarness) => {
        await uploaded(t, 'a.png', 'image/png');
        await answered(t.api.open('POST', `${BASE}/assets`), (r) => r.ok({ assetId: 'k', mediaType: 'Image' }));
        t.api.open('POST', `${BASE}/reusable-assets`).fail(500);
      },
      PROXY_MESSAGES.createReusableAssetFailed,
    ],
    [
      'no answer to the PUT',
      async (t: UploadsHarness) => {
        await answered(t.api.open('POST', `${BASE}/uploads`), (r) => r.ok(ticketFor('a.png', 'image/png')));
        t.xhr.last().fail('error');
      },
      UPLOAD_MESSAGES.uploadUnexpected,
    ],
  ])('fails a lone file with the spec text for %s, as its line and its toast', async (_, fail, message) => {
    const t = startUploads();
    await t.upload(requestFor(fileOf('a.png', 'image/png'), 'asset'));
    await fail(t);
    await flush();
    expect(item(t)).toMatchObject({ state: 'failed', error: message });
    expect(t.toasts()).toEqual([`error: ${message}`]);
  });

  it('aborts the PUT and drops the waiting files when the remote unmounts', async () => {
    const t = startUploads();
    await t.upload(requestFor(fileOf('a.mp4', 'video/mp4'), 'asset'), requestFor(fileOf('b.mp4', 'video/mp4'), 'asset'));
    await answered(t.api.open('POST', `${BASE}/uploads`), (r) => r.ok(ticketFor('a.mp4')));
    expect(shelvedCount()).toBe(1);
    t.stop();
    await flush();
    expect(t.xhr.last().aborted).toBe(true);
    expect(shelvedCount()).toBe(0);
  });

  it("uploads for the customer the modal names (an admin on another customer's storyboard)", async () => {
    const t = startUploads();
    await t.upload(requestFor(fileOf('a.png', 'image/png'), 'asset', '7'));
    await answered(t.api.open('POST', '/proxy/v1/customers/7/uploads'), (r) => r.ok(ticketFor('a.png', 'image/png')));
    t.xhr.last().answer(200);
    await flush();
    expect(t.api.open('POST', '/proxy/v1/customers/7/assets').body).toEqual({ key: ticketFor('a.png').key, bucket: 'local' });
  });

  it('clears the lines of a finished batch, not of a running one', async () => {
    const t = startUploads();
    await t.upload(requestFor(fileOf('a.png', 'image/png'), 'asset'));
    t.store.dispatch(uploadsCleared());
    expect(t.state().uploads.items).toHaveLength(1);
    await uploaded(t, 'a.png', 'image/png');
    await registered(t, 'k');
    t.store.dispatch(uploadsCleared());
    expect(t.state().uploads).toEqual({ status: 'empty', items: [], creations: [] });
  });
});

describe('upload saga: images from a web address', () => {
  const address = 'https://images.example.com/cover.png';
  const imported = 'private/user-1/uploads/2025/03/21/def456/cover.png';

  it('asks the api to fetch it (no ticket, no PUT), keeps it as a reusable asset, then says "File Uploaded" and tracks "Upload"', async () => {
    const t = startUploads();
    await t.upload(urlRequestFor(address));
    expect(item(t)).toMatchObject({ state: 'uploading', fileName: address, url: address, kind: 'Image', target: 'asset' });
    expect(selectUploading(t.state())).toBe(true);
    expect(t.api.all('POST', `${BASE}/uploads`)).toEqual([]);

    const fetchIt = t.api.open('POST', `${BASE}/assets/imports`);
    expect(fetchIt.body).toEqual({ url: address });
    expect(fetchIt.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}-import$/);
    await answered(fetchIt, (r) => r.ok({ assetId: imported, mediaType: 'Image' }));
    const keep = t.api.open('POST', `${BASE}/reusable-assets`);
    expect(keep.body).toMatchObject({ assetId: imported, mediaType: 'Image', name: 'Asset Title' });
    await answered(keep, (r) => r.ok(reusableAsset(6, { assetId: imported })));

    expect(item(t)).toMatchObject({ state: 'success', assetId: imported, error: null });
    expect(t.state().uploads.status).toBe('bulk_completed');
    expect(selectUploading(t.state())).toBe(false);
    expect(t.xhr.requests).toEqual([]);
    expect(t.toasts()).toEqual([`success: ${UPLOAD_MESSAGES.fileUploaded}`]);
    // The same event as a file's; an address's size is not known to the portal.
    expect(t.props.bus.published('analytics/tracked')).toEqual([{ name: 'Upload', properties: { kind: 'Image', target: 'asset', size: null, ok: true } }]);
  });

  it("shows the api's refusal of the address as the line's failure, and goes on with the next in the batch", async () => {
    const t = startUploads();
    await t.upload(urlRequestFor('https://example.com/page'), requestFor(fileOf('b.png', 'image/png'), 'asset'), urlRequestFor(address, null));
    await answered(t.api.open('POST', `${BASE}/assets/imports`), (r) => r.fail(422, { code: 'URL_NOT_AN_IMAGE', message: URL_IMPORT_MESSAGES.notAnImage }));
    expect(item(t)).toMatchObject({ state: 'failed', error: URL_IMPORT_MESSAGES.notAnImage });
    expect(t.state().uploads.status).toBe('uploading');

    await uploaded(t, 'b.png', 'image/png');
    await registered(t, ticketFor('b.png').key);
    expect(item(t, 2).state).toBe('uploading');
    expect(t.toasts()).toEqual([]);
    await answered(t.api.open('POST', `${BASE}/assets/imports`), (r) => r.drop());
    expect(item(t, 2)).toMatchObject({ state: 'failed', error: UPLOAD_MESSAGES.uploadUnexpected });

    expect(t.state().uploads.status).toBe('bulk_completed');
    expect(t.toasts()).toEqual([`error: ${UPLOAD_TEXTS.bulkUploadFailed}`]);
    expect(t.props.bus.published('analytics/tracked').map((e) => [e.properties?.size, e.properties?.ok])).toEqual([
      [null, false],
      [10, true],
      [null, false],
    ]);
  });

  it("fetches for the customer the modal names, and stops the fetch's call when the remote unmounts", async () => {
    const t = startUploads();
    await t.upload(urlRequestFor(address, '7'));
    const call = t.api.open('POST', '/proxy/v1/customers/7/assets/imports');
    t.stop();
    await flush();
    expect(call.signal?.aborted).toBe(true);
  });
});

describe('upload saga: a storyboard from an upload', () => {
  async function started(t: UploadsHarness, requestId = 9): Promise<void> {
    await t.upload(requestFor(fileOf('season.json', 'application/json'), 'storyboard'));
    await uploaded(t, 'season.json', 'application/json');
    const start = t.api.open('POST', `${BASE}/storyboards`);
    expect(start.body).toEqual({ key: ticketFor('season.json').key, bucket: 'local' });
    expect(start.headers[IDEMPOTENCY_HEADER]).toMatch(/-storyboard$/);
    await answered(start, (r) => r.ok({ requestId }));
  }
  const poll = (t: UploadsHarness, requestId = 9) => t.api.open('GET', `${BASE}/script-creation-requests/${requestId}`);

  it('starts a storyboard from the upload and polls its request every 2.5 s with its steps until Completed, then opens it', async () => {
    const t = startUploads();
    await started(t);
    expect(item(t)).toMatchObject({ state: 'success', requestId: 9 });
    expect(t.toasts()).toEqual([`success: ${UPLOAD_MESSAGES.fileUploaded}`]);
    expect(selectRunningCreation(t.state())).toMatchObject({ requestId: 9, fileName: 'season.json', step: null });

    await answered(poll(t), (r) => r.ok(creationAnswer(9, { status: 'Pending', step: null })));
    await jest.advanceTimersByTimeAsync(2499);
    expect(t.api.all('GET', `${BASE}/script-creation-requests/9`)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await answered(poll(t), (r) => r.ok(creationAnswer(9, { step: 'Processing storyboard ...', storyboardId: 31 })));
    expect(selectRunningCreation(t.state())).toMatchObject({ step: 'Processing storyboard ...', storyboardId: 31 });
    await jest.advanceTimersByTimeAsync(2500);
    await answered(poll(t), (r) => r.ok(creationAnswer(9, { step: 'Enriching storyboard ...', storyboardId: 31 })));
    expect(selectRunningCreation(t.state())?.step).toBe('Enriching storyboard ...');
    expect(t.props.navigate).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(2500);
    await answered(poll(t), (r) => r.ok(creationAnswer(9, { status: 'Completed', step: null, storyboardId: 31 })));
    expect(t.props.navigate).toHaveBeenCalledWith('/storymaker/31');
    expect(creation(t)).toMatchObject({ status: 'completed', storyboardId: 31 });
    expect(selectRunningCreation(t.state())).toBeNull();
    expect(t.state().refreshes).toEqual([expect.objectContaining({ payload: { id: 31 } })]);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(t.api.all('GET', `${BASE}/script-creation-requests/9`)).toHaveLength(4);
  });

  it("shows a Failed request's error, or 'Failed to upload storyboard.' when it has none, and stays put", async () => {
    const t = startUploads();
    await started(t);
    await answered(poll(t), (r) => r.ok(creationAnswer(9, { status: 'Failed', step: null, error: 'Error enriching storyboard.' })));
    expect(creation(t)).toMatchObject({ status: 'failed', error: 'Error enriching storyboard.' });
    expect(t.toasts()).toContain('error: Error enriching storyboard.');
    expect(t.props.navigate).not.toHaveBeenCalled();

    t.store.dispatch(uploadsCleared());
    await started(t, 10);
    await answered(poll(t, 10), (r) => r.ok(creationAnswer(10, { status: 'Failed', step: null, error: null })));
    expect(creation(t)).toMatchObject({ requestId: 10, status: 'failed', error: UPLOAD_MESSAGES.storyboardUploadFailed });
  });

  it("says 'Error fetching storyboards status' when the request cannot be read (404), and keeps polling through network failures", async () => {
    const t = startUploads();
    await started(t);
    await answered(poll(t), (r) => r.drop());
    expect(selectRunningCreation(t.state())).not.toBeNull();
    await jest.advanceTimersByTimeAsync(5000);
    await answered(poll(t), (r) => r.fail(404, { code: 'SCRIPT_CREATION_REQUEST_NOT_FOUND', message: 'Unknown request' }));
    expect(creation(t)).toMatchObject({ status: 'failed', error: UPLOAD_MESSAGES.statusFetchError });
  });

  it('stops waiting after a long while, saying so, and opens the storyboard made so far', async () => {
    const t = startUploads();
    await started(t);
    await answered(poll(t), (r) => r.ok(creationAnswer(9, { storyboardId: 31 })));
    await jest.advanceTimersByTimeAsync(CREATION_WAIT_MS);
    expect(creation(t)).toMatchObject({ status: 'stopped', error: UPLOAD_TEXTS.stillProcessing });
    expect(t.toasts()).toContain(`info: ${UPLOAD_TEXTS.stillProcessing}`);
    expect(t.props.navigate).toHaveBeenCalledWith('/storymaker/31');
  });

  it("fails the file with 'Failed to upload storyboard.' when the storyboard cannot be started", async () => {
    const t = startUploads();
    await t.upload(requestFor(fileOf('clip.mp4', 'video/mp4'), 'storyboard'));
    await uploaded(t, 'clip.mp4', 'video/mp4');
    await answered(t.api.open('POST', `${BASE}/storyboards`), (r) => r.fail(500));
    expect(item(t)).toMatchObject({ state: 'failed', error: UPLOAD_MESSAGES.storyboardUploadFailed });
    expect(t.state().uploads.creations).toEqual([]);
    expect(t.props.bus.published('analytics/tracked')).toEqual([{ name: 'Upload', properties: { kind: 'Video', target: 'storyboard', size: 10, ok: false } }]);
  });
});
