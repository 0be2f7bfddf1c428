/** What a fake route answers: a status and an optional JSON body, or a network failure. */
export type FakeAnswer = { readonly status: number; readonly body?: unknown } | { readonly networkError: true };

/** Answers a request, by method and URL; `undefined` means 404. */
export type FakeRoute = (url: URL, init: RequestInit | undefined) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

export interface FakeFetch {
  readonly fetch: jest.MockedFunction<typeof fetch>;
  /** URLs requested so far, in order. */
  readonly urls: () => string[];
  /** The requests to one path (ignoring the query). */
  readonly callsTo: (pathname: string) => URL[];
}

function fakeResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    text: async () => JSON.stringify(body ?? null),
  } as Response;
}

const realFetch = globalThis.fetch;
// Every test that installs the fake gets the environment's own fetch back after it.
afterEach(() => {
  globalThis.fetch = realFetch;
});

/**
 * Installs a fake global fetch (the network boundary of shared-ui's http client) and
 * returns it. Aborted requests reject with an AbortError like the real fetch.
 */
export function installFakeFetch(route: FakeRoute): FakeFetch {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const abortError = (): DOMException => new DOMException('The operation was aborted.', 'AbortError');
    if (init?.signal?.aborted) throw abortError();
    const answer = await route(url, init);
    if (init?.signal?.aborted) throw abortError();
    if (!answer) return fakeResponse(404, { error_code: 'NOT_FOUND', error_message: 'Not found' });
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    return fakeResponse(answer.status, answer.body);
  }) as jest.MockedFunction<typeof fetch>;
  globalThis.fetch = fn;
  const urls = (): string[] => fn.mock.calls.map(([input]) => String(input));
  return {
    fetch: fn,
    urls,
    callsTo: (pathname) => urls().map((u) => new URL(u)).filter((u) => u.pathname === pathname),
  };
}
