/** One call the remote made through the shared http client, left open until the test answers it. */
export interface ProxyRequest {
  readonly method: string;
  /** The URL's path, e.g. /proxy/v1/customers/1/storyboards/7/release. */
  readonly path: string;
  readonly params: URLSearchParams;
  /** The JSON body sent, parsed (undefined when none). */
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
  readonly signal: AbortSignal | null;
  /** True once answered (or aborted). */
  readonly settled: boolean;
  /** Answers 200 with `{ result }`. */
  ok(result: unknown): void;
  /** Answers `status` with `body` as it is, for a call whose answer is not `{ result }` (POST /ai/generateUrl). */
  reply(body: unknown, status?: number): void;
  /** Answers `status` with the api's error body (or `body` as given when it is not an error body). */
  fail(status: number, error?: { readonly code: string; readonly message: string } | { readonly raw: unknown }): void;
  /** Fails as a network error would (fetch rejects with a TypeError). */
  drop(): void;
}

export interface FakeProxyApi {
  readonly requests: ProxyRequest[];
  /** The first open request matching `method` and `path` (a string or a pattern); fails the test when none is. */
  open(method: string, path: string | RegExp): ProxyRequest;
  /** Every request (answered or not) matching `method` and `path`. */
  all(method: string, path: string | RegExp): ProxyRequest[];
}

const environmentFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = environmentFetch;
});

const matches = (request: ProxyRequest, method: string, path: string | RegExp): boolean =>
  request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path));

/**
 * Replaces the global fetch (the shared http client's network boundary) with one that
 * holds every call open until the test answers it, whatever its path, so a test decides
 * when each answer arrives and in what shape, and sees what was sent and what was
 * aborted. The environment's fetch is back after each test.
 */
export function fakeProxyApi(): FakeProxyApi {
  const requests: ProxyRequest[] = [];
  const fetchMock = jest.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const url = new URL(String(input));
        const signal = init?.signal ?? null;
        let settled = false;
        const settle = (): boolean => {
          if (settled) return false;
          settled = true;
          return true;
        };
        signal?.addEventListener('abort', () => {
          if (settle()) reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
        const respond = (status: number, body: unknown): void => {
          if (settle()) resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);
        };
        requests.push({
          method: init?.method ?? 'GET',
          path: url.pathname,
          params: url.searchParams,
          body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
          headers: { ...(init?.headers as Record<string, string> | undefined) },
          signal,
          get settled() {
            return settled;
          },
          ok: (result) => respond(200, { result }),
          reply: (body, status = 200) => respond(status, body),
          fail: (status, error) => respond(status, error && 'raw' in error ? error.raw : error ? { error_code: error.code, error_message: error.message } : undefined),
          drop: () => {
            if (settle()) reject(new TypeError('Failed to fetch'));
          },
        });
      }),
  );
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    requests,
    open(method, path) {
      const found = requests.find((r) => !r.settled && matches(r, method, path));
      if (!found) {
        const seen = requests.map((r) => `${r.method} ${r.path}${r.settled ? ' (settled)' : ''}`).join(', ') || 'none';
        throw new Error(`no open ${method} ${String(path)} (requests: ${seen})`);
      }
      return found;
    },
    all: (method, path) => requests.filter((r) => matches(r, method, path)),
  };
}
