/** A request the remote sent through the shared http client. */
export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  /** The JSON body, parsed (undefined when none was sent). */
  readonly body: unknown;
  readonly aborted: () => boolean;
}

/** How the fake api answers: a status and a JSON body (none for 204). */
export interface Reply {
  readonly status: number;
  readonly body?: unknown;
}

export type Responder = (request: SentRequest) => Reply | Promise<Reply>;

/** 200 `{ result }`. */
export const ok = (result: unknown): Reply => ({ status: 200, body: { result } });
/** The api's error answer. */
export const fail = (status: number, code: string, message: string): Reply => ({ status, body: { error_code: code, error_message: message } });

export interface FakeAiApi {
  readonly sent: SentRequest[];
  /** Answers every later `method path` with `reply` (a responder may hold its answer back with a promise). */
  on(method: string, path: string, reply: Reply | Responder): void;
  /** The requests sent to `method path`, in order. */
  to(method: string, path: string): SentRequest[];
}

const environmentFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = environmentFetch;
});

/**
 * Stands in for the api at the fetch boundary (the shared client's network): each
 * request is recorded and answered by the responder set for its method and path; a
 * request nobody expects is answered 501 so a test sees it fail instead of hang.
 */
export function fakeAiApi(): FakeAiApi {
  const sent: SentRequest[] = [];
  const responders = new Map<string, Responder>();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const signal = init?.signal ?? null;
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      aborted: () => signal?.aborted ?? false,
    };
    sent.push(request);
    const responder = responders.get(`${request.method} ${request.path}`);
    const reply = responder ? await responder(request) : fail(501, 'UNEXPECTED', `${request.method} ${request.path} was not expected`);
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
  }) as typeof fetch;
  return {
    sent,
    on: (method, path, reply) => responders.set(`${method} ${path}`, typeof reply === 'function' ? reply : () => reply),
    to: (method, path) => sent.filter((r) => r.method === method && r.path === path),
  };
}
