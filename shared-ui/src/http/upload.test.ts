import { ApiError, NetworkError } from './apiError';
import { fakeXhr, type FakeXhr } from '../testing/fakeXhr';
import { uploadFile, type UploadDestination } from './upload';

const TICKET: UploadDestination = {
  url: 'http://api.test/storage/signed/private/u-1/uploads/2025/03/21/abc/clip.mp4?expires=1&signature=s3cr3t',
  method: 'PUT',
  headers: { 'Content-Type': 'video/mp4', 'x-amz-meta-file-name': 'clip.mp4' },
};
const file = (): Blob => new Blob(['0123456789'], { type: 'video/mp4' });
let xhr: FakeXhr;
let Xhr: typeof XMLHttpRequest;
const last = () => xhr.last();

beforeEach(() => {
  xhr = fakeXhr({ install: false });
  Xhr = xhr.XMLHttpRequest;
});

describe('uploadFile', () => {
  it("PUTs the file to the ticket's URL with the ticket's headers and no token, and resolves on a 2xx", async () => {
    const body = file();
    const done = uploadFile(TICKET, body, { XMLHttpRequest: Xhr });
    expect(last()).toMatchObject({ method: 'PUT', url: TICKET.url, headers: TICKET.headers });
    expect(last().body).toBe(body);
    last().answer(204);
    await expect(done).resolves.toBeUndefined();
  });

  it('reports bytes sent and the total as they go, then all of them once answered', async () => {
    const onProgress = jest.fn();
    const done = uploadFile(TICKET, file(), { XMLHttpRequest: Xhr, onProgress });
    last().progress(4, 10);
    // A browser that cannot tell the total: the file's size is.
    last().progress(7, 0, false);
    last().answer(200);
    await done;
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([
      { loaded: 4, total: 10 },
      { loaded: 7, total: 10 },
      { loaded: 10, total: 10 },
    ]);
  });

  it("rejects with an ApiError carrying the api's error_code and error_message", async () => {
    const done = uploadFile(TICKET, file(), { XMLHttpRequest: Xhr });
    last().answer(403, JSON.stringify({ error_code: 'SIGNATURE_EXPIRED', error_message: 'The upload link has expired' }));
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'SIGNATURE_EXPIRED', message: 'The upload link has expired' });
    expect(error).not.toBeInstanceOf(NetworkError);
  });

  it('rejects with a plain ApiError for a body that is no error body, naming the path without the signature', async () => {
    const done = uploadFile(TICKET, file(), { XMLHttpRequest: Xhr });
    last().answer(403, '<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code></Error>');
    const error = await done.catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: null, message: 'PUT /storage/signed/private/u-1/uploads/2025/03/21/abc/clip.mp4 answered 403' });
    expect((error as Error).message).not.toContain('signature');
  });

  it.each(['error', 'timeout'] as const)('rejects with a NetworkError when no answer arrives (%s)', async (type) => {
    const done = uploadFile(TICKET, file(), { XMLHttpRequest: Xhr });
    last().fail(type);
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: 0, code: null });
  });

  it("aborts the transfer when the caller's signal aborts, rejecting with its AbortError, and reports no more progress", async () => {
    const controller = new AbortController();
    const onProgress = jest.fn();
    const done = uploadFile(TICKET, file(), { XMLHttpRequest: Xhr, signal: controller.signal, onProgress });
    controller.abort();
    expect(last().aborted).toBe(true);
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
    last().progress(5, 10);
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('sends nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFile(TICKET, file(), { XMLHttpRequest: Xhr, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.requests).toEqual([]);
  });

  it('treats an abort that was not the caller’s (the browser stopped it) as no answer', async () => {
    const done = uploadFile(TICKET, file(), { XMLHttpRequest: Xhr, signal: new AbortController().signal });
    last().fail('abort');
    await expect(done).rejects.toBeInstanceOf(NetworkError);
  });

  it('uses the global XMLHttpRequest by default', async () => {
    xhr = fakeXhr();
    const done = uploadFile(TICKET, file());
    last().answer(200);
    await expect(done).resolves.toBeUndefined();
  });
});
