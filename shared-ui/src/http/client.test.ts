import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '@portal/shared-contracts/core';
import { ApiError, InvalidResponseError, NetworkError } from './apiError';
import { ACCESS_TOKEN_HEADER, createHttpClient, type HttpClientOptions } from './client';

const API = 'http://api.test';
const itemSchema = z.object({ id: z.number() });

type Answer = { status: number; body?: unknown; notJson?: boolean } | Error;

const abortError = (): DOMException => new DOMException('The operation was aborted.', 'AbortError');

/** A fetch answering `answer` (or its result per request), honouring the abort signal like the real one. */
function fakeFetch(answer: Answer | ((url: string, init: RequestInit) => Answer) = { status: 200, body: { id: 1 } }) {
  return jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (init.signal?.aborted) throw abortError();
    const a = typeof answer === 'function' ? answer(String(input), init) : answer;
    if (a instanceof Error) throw a;
    return {
      ok: a.status >= 200 && a.status < 300,
      status: a.status,
      json: async () => {
        if (init.signal?.aborted) throw abortError();
        if (a.notJson) throw new SyntaxError('Unexpected token < in JSON at position 0');
        return a.body;
      },
    } as Response;
  });
}

function client(fetch = fakeFetch(), overrides: Partial<HttpClientOptions> = {}) {
  const http = createHttpClient({ apiUrl: API, getIdToken: async () => 'id-1', getAccessToken: async () => 'access-1', fetch, ...overrides });
  const sent = (n = 0): { url: string; init: RequestInit; headers: Record<string, string> } => {
    const [url, init = {}] = fetch.mock.calls[n] ?? [];
    return { url: String(url), init, headers: (init.headers ?? {}) as Record<string, string> };
  };
  return { http, fetch, sent };
}

describe('createHttpClient: requests', () => {
  it('GETs the path under the api URL and returns the answer parsed with the schema', async () => {
    const { http, sent } = client(fakeFetch({ status: 200, body: { id: 7, extra: 'dropped' } }));
    await expect(http.get('/things/7', itemSchema)).resolves.toEqual({ id: 7 });
    expect(sent().url).toBe(`${API}/things/7`);
    expect(sent().init.method).toBe('GET');
    expect(sent().init.body).toBeUndefined();
    expect(sent().headers['Content-Type']).toBeUndefined();
  });

  it('sends the identity token as a bearer token when there is one', async () => {
    const { http, sent } = client();
    await http.get('/x', itemSchema);
    expect(sent().headers).toEqual({ Authorization: 'Bearer id-1' });
  });

  it.each([
    ['signed out', async () => null],
    ['the token cannot be had', async () => Promise.reject(new Error('refresh failed'))],
  ])('sends no Authorization header when %s', async (_, getIdToken) => {
    const { http, sent } = client(fakeFetch(), { getIdToken });
    await http.get('/x', itemSchema);
    expect(sent().headers).toEqual({});
  });

  it('asks for no token at all with auth: false', async () => {
    const getIdToken = jest.fn(async () => 'id-1');
    const getAccessToken = jest.fn(async () => 'access-1');
    const { http, sent } = client(fakeFetch(), { getIdToken, getAccessToken });
    await http.get('/x', itemSchema, { auth: false, accessToken: true });
    expect(sent().headers).toEqual({});
    expect(getIdToken).not.toHaveBeenCalled();
    expect(getAccessToken).not.toHaveBeenCalled();
  });

  it('adds the access token as the id-token header only for calls that ask for it', async () => {
    const getAccessToken = jest.fn(async () => 'access-1');
    const { http, sent } = client(fakeFetch(), { getAccessToken });
    await http.get('/x', itemSchema);
    expect(getAccessToken).not.toHaveBeenCalled();
    await http.get('/x', itemSchema, { accessToken: true });
    expect(ACCESS_TOKEN_HEADER).toBe('id-token');
    expect(sent(0).headers[ACCESS_TOKEN_HEADER]).toBeUndefined();
    expect(sent(1).headers).toEqual({ Authorization: 'Bearer id-1', 'id-token': 'access-1' });
  });

  it('sends no id-token header when there is no access token', async () => {
    const { http, sent } = client(fakeFetch(), { getAccessToken: async () => null });
    await http.get('/x', itemSchema, { accessToken: true });
    const withoutGetter = client(fakeFetch(), { getAccessToken: undefined });
    await withoutGetter.http.get('/x', itemSchema, { accessToken: true });
    expect(sent().headers).toEqual({ Authorization: 'Bearer id-1' });
    expect(withoutGetter.sent().headers).toEqual({ Authorization: 'Bearer id-1' });
  });

  it('builds the query string, leaving undefined values out and encoding the rest', async () => {
    const { http, sent } = client();
    await http.get('/v1/projects', itemSchema, { query: { code: 'a&b c', page: 2, all: true, skipped: undefined, plus: '1+1' } });
    expect(sent().url).toBe(`${API}/v1/projects?code=a%26b%20c&page=2&all=true&plus=1%2B1`);
    await http.get('/search?sort=new', itemSchema, { query: { q: 'x' } });
    expect(sent(1).url).toBe(`${API}/search?sort=new&q=x`);
    await http.get('/plain', itemSchema, { query: { none: undefined } });
    expect(sent(2).url).toBe(`${API}/plain`);
  });

  it('POSTs JSON with the idempotency key', async () => {
    const { http, sent } = client();
    await http.post('/stripe/update-customer', { paymentMethodId: 'pm_1' }, itemSchema, { idempotencyKey: 'key-1' });
    expect(sent().init.method).toBe('POST');
    expect(JSON.parse(String(sent().init.body))).toEqual({ paymentMethodId: 'pm_1' });
    expect(sent().headers).toEqual({ Authorization: 'Bearer id-1', 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: 'key-1' });
  });

  it("adds a call's own headers, never over Authorization, and sends a DELETE's body", async () => {
    const { http, sent } = client();
    await http.delete('/admin/deleteUserByUsername', itemSchema, { body: { data: { username: 'u' } }, headers: { 'x-reauth-token': 'Bearer fresh', Authorization: 'Bearer forged' } });
    expect(sent().headers).toEqual({ Authorization: 'Bearer id-1', 'Content-Type': 'application/json', 'x-reauth-token': 'Bearer fresh' });
    expect(JSON.parse(String(sent().init.body))).toEqual({ data: { username: 'u' } });
  });

  it.each([
    ['put', (h: ReturnType<typeof client>['http']) => h.put('/r', { a: 1 }, itemSchema), 'PUT', { a: 1 }],
    ['patch', (h: ReturnType<typeof client>['http']) => h.patch('/r', { b: 2 }, itemSchema), 'PATCH', { b: 2 }],
    ['delete', (h: ReturnType<typeof client>['http']) => h.delete('/r', itemSchema), 'DELETE', undefined],
  ])('%s sends its method and body', async (_, call, method, body) => {
    const { http, sent } = client();
    await expect(call(http)).resolves.toEqual({ id: 1 });
    expect(sent().init.method).toBe(method);
    expect(sent().init.body === undefined ? undefined : JSON.parse(String(sent().init.body))).toEqual(body);
  });

  it('passes fetch options such as mode and credentials through', async () => {
    const { http, sent } = client();
    await http.get('/registry', itemSchema, { auth: false, init: { mode: 'cors', credentials: 'same-origin' } });
    expect(sent().init).toMatchObject({ mode: 'cors', credentials: 'same-origin', method: 'GET', headers: {} });
  });

  it('uses the global fetch of the moment the call is made when none is given', async () => {
    const original = globalThis.fetch;
    const later = fakeFetch();
    try {
      const http = createHttpClient({ apiUrl: API, getIdToken: async () => null });
      globalThis.fetch = later;
      await expect(http.get('/x', itemSchema)).resolves.toEqual({ id: 1 });
      expect(later).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('createHttpClient: answers', () => {
  it('resolves send on a 204 without reading a body', async () => {
    const { http, sent } = client(fakeFetch({ status: 204, notJson: true }));
    await expect(http.send('PUT', '/preferences/notification', { notificationSetting: 'Weekly' })).resolves.toBeUndefined();
    expect(sent().init.method).toBe('PUT');
    expect(JSON.parse(String(sent().init.body))).toEqual({ notificationSetting: 'Weekly' });
  });

  it('hands raw callers the answer whatever its status', async () => {
    const { http } = client(fakeFetch({ status: 404, body: { error_code: 'NOT_FOUND', error_message: 'x' } }));
    const response = await http.raw('GET', '/v1/projects', { query: { code: 'free' } });
    expect(response.status).toBe(404);
  });

  it('turns an error body into an ApiError with its status, code and message', async () => {
    const { http } = client(fakeFetch({ status: 409, body: { error_code: 'SUBSCRIPTION_EXISTS', error_message: 'A live subscription exists' } }));
    const error = await http.post('/stripe/create-subscription', {}, itemSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', status: 409, code: 'SUBSCRIPTION_EXISTS', message: 'A live subscription exists' });
    await expect(http.send('DELETE', '/r')).rejects.toMatchObject({ status: 409, code: 'SUBSCRIPTION_EXISTS' });
  });

  it.each([
    ['a body that is not JSON', { status: 502, notJson: true }],
    ['JSON that is not an error body', { status: 500, body: { message: 'boom' } }],
  ])('turns a non-2xx answer with %s into an ApiError without a code', async (_, answer) => {
    const { http } = client(fakeFetch(answer));
    const error = await http.get('/x', itemSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ status: answer.status, code: null, message: `GET /x answered ${answer.status}` });
  });

  it('refuses a 2xx answer its schema does not accept', async () => {
    const { http } = client(fakeFetch({ status: 200, body: { id: 'not a number' } }));
    const error = await http.get('/x', itemSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: null });
    expect((error as Error).cause).toBeInstanceOf(z.ZodError);
  });

  it('refuses a 2xx answer that is not JSON', async () => {
    const { http } = client(fakeFetch({ status: 200, notJson: true }));
    const error = await http.get('/x', itemSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it('turns a request without an answer into a NetworkError of status 0', async () => {
    const failure = new TypeError('Failed to fetch');
    const { http } = client(fakeFetch(failure));
    const error = await http.post('/x', {}, itemSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: null, message: 'POST /x got no answer', cause: failure });
    await expect(http.raw('GET', '/x')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('createHttpClient: abort', () => {
  const rejection = (promise: Promise<unknown>): Promise<unknown> => promise.then(
    () => 'resolved',
    (e: unknown) => e,
  );

  it('rejects with the AbortError itself when the signal was aborted before the call', async () => {
    const controller = new AbortController();
    controller.abort();
    const { http } = client();
    const error = await rejection(http.get('/x', itemSchema, { signal: controller.signal }));
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('rejects with the AbortError when aborted while the request or its body is on the way', async () => {
    const controller = new AbortController();
    const { http } = client(
      fakeFetch(() => {
        controller.abort();
        return { status: 200, body: { id: 1 } };
      }),
    );
    const error = await rejection(http.get('/x', itemSchema, { signal: controller.signal }));
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(ApiError);
    const errorBody = new AbortController();
    const failing = client(
      fakeFetch(() => {
        errorBody.abort();
        return { status: 500, body: { error_code: 'X', error_message: 'x' } };
      }),
    );
    await expect(rejection(failing.http.get('/x', itemSchema, { signal: errorBody.signal }))).resolves.toMatchObject({ name: 'AbortError' });
  });

  it('passes a TimeoutError of AbortSignal.timeout on as is', async () => {
    const timeout = new DOMException('The operation timed out.', 'TimeoutError');
    const { http } = client(fakeFetch(timeout));
    await expect(rejection(http.get('/x', itemSchema))).resolves.toBe(timeout);
  });
});
