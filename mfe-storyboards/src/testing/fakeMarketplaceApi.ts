import type { Listing, StoryboardListItem } from '@portal/shared-contracts/storyboards';

/** The calls the marketplace makes (and My Storyboards' search, shown in the other tab). */
export type MarketplaceCall = 'searchListings' | 'getListing' | 'copyListing' | 'getCopyRequest' | 'searchScripts';

const ROUTES: ReadonlyArray<readonly [MarketplaceCall, string, RegExp]> = [
  ['searchListings', 'GET', /^\/search\/listings$/],
  ['searchScripts', 'GET', /^\/search\/scripts$/],
  ['getListing', 'GET', /^\/proxy\/v1\/customers\/[^/]+\/listings\/\d+$/],
  ['copyListing', 'POST', /^\/proxy\/v1\/customers\/[^/]+\/listings\/\d+\/copy-script$/],
  ['getCopyRequest', 'GET', /^\/proxy\/v1\/customers\/[^/]+\/listing-copy-requests\/\d+$/],
];

/** One request the page made, left open until the test answers it. */
export interface ApiRequest {
  readonly call: MarketplaceCall;
  readonly method: string;
  readonly path: string;
  readonly params: URLSearchParams;
  readonly headers: Readonly<Record<string, string>>;
  readonly signal: AbortSignal | null;
  /** Answers with `status` and a JSON body. */
  answer(status: number, body?: unknown): void;
}

const environmentFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = environmentFetch;
});

/**
 * Replaces the global fetch (the shared http client's network boundary) with one that holds
 * each marketplace call open until the test answers it, so a test decides when and how each
 * answer comes and sees which requests were aborted. Any other call fails as a network
 * error would. The environment's fetch is back after each test.
 */
export function fakeMarketplaceApi(): { readonly requests: ApiRequest[]; readonly calls: (call: MarketplaceCall) => ApiRequest[] } {
  const requests: ApiRequest[] = [];
  const fetchMock = jest.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const url = new URL(String(input));
        const method = init?.method ?? 'GET';
        const route = ROUTES.find(([, m, pattern]) => m === method && pattern.test(url.pathname));
        if (!route) return reject(new TypeError(`no route for ${method} ${url.pathname}`));
        const signal = init?.signal ?? null;
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        requests.push({
          call: route[0],
          method,
          path: url.pathname,
          params: url.searchParams,
          headers: { ...(init?.headers as Record<string, string> | undefined) },
          signal,
          answer: (status, body) => resolve({ ok: status < 300, status, json: () => Promise.resolve(body) } as Response),
        });
      }),
  );
  globalThis.fetch = fetchMock as typeof fetch;
  return { requests, calls: (call) => requests.filter((r) => r.call === call) };
}

/** The `index`-th request (0-based) of `call`; fails the test when it was not made. */
export function nthCall(api: ReturnType<typeof fakeMarketplaceApi>, call: MarketplaceCall, index: number): ApiRequest {
  const found = api.calls(call)[index];
  if (!found) throw new Error(`${call} request ${index + 1} was not made (${api.calls(call).length} were)`);
  return found;
}

/** The body of a search answer: result.hits and result.total.value (total defaults to the hits' count). */
export function searchBody(hits: readonly (Listing | StoryboardListItem)[], total: number = hits.length): unknown {
  return { result: { hits, total: { value: total } } };
}

/** A copy request's status answer. */
export function copyStatusBody(id: number, status: 'Pending' | 'Completed' | 'Failed', extra: { scriptId?: number; error?: string } = {}): unknown {
  return { result: { id, status, error: extra.error ?? null, scriptId: extra.scriptId ?? null } };
}

/** An error answer of the api (ApiErrorBody). */
export function errorBody(code: string, message: string): unknown {
  return { error_code: code, error_message: message };
}
