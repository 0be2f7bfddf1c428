import type { StoryboardListItem } from '@portal/shared-contracts/storyboards';

/** How a faked request ends: a page of hits (total defaults to their count) or an error answer. */
export type SearchAnswer =
  | { readonly hits: readonly StoryboardListItem[]; readonly total?: number }
  | { readonly status: number; readonly body?: unknown };

/** One GET /search/scripts the page made, left open until the test answers it. */
export interface SearchRequest {
  readonly params: URLSearchParams;
  readonly signal: AbortSignal | null;
  answer(answer: SearchAnswer): void;
}

const environmentFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = environmentFetch;
});

/**
 * Replaces the global fetch (the shared http client's network boundary; jsdom has none)
 * with one that holds every search open until the test answers it, so a test decides
 * when each page arrives and sees which requests were aborted. Any other path fails as
 * a network error would. The environment's fetch is back after each test.
 */
export function fakeSearchApi(): { readonly requests: SearchRequest[] } {
  const requests: SearchRequest[] = [];
  const fetchMock = jest.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const url = new URL(String(input));
        if (url.pathname !== '/search/scripts') return reject(new TypeError(`no route for ${url.pathname}`));
        const signal = init?.signal ?? null;
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        requests.push({
          params: url.searchParams,
          signal,
          answer: (answer) => {
            const [status, body] =
              'hits' in answer ? [200, { result: { hits: answer.hits, total: { value: answer.total ?? answer.hits.length } } }] : [answer.status, answer.body];
            resolve({ ok: status < 300, status, json: () => Promise.resolve(body) } as Response);
          },
        });
      }),
  );
  globalThis.fetch = fetchMock as typeof fetch;
  return { requests };
}

/** The `index`-th request (0-based); fails the test when it was not made. */
export function nth(requests: readonly SearchRequest[], index: number): SearchRequest {
  const found = requests[index];
  if (!found) throw new Error(`search request ${index + 1} was not made (${requests.length} were)`);
  return found;
}
