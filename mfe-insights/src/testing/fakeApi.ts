/*
 * The api at this remote's network boundary (global fetch, under the shared http client):
 * records each request and answers by `METHOD path`; a call no test serves answers 501, so
 * it fails instead of hanging. An answer may be a promise the test resolves later.
 */

export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly signal: AbortSignal | null;
  /** The JSON body sent, parsed (undefined without one). */
  readonly body: unknown;
}

/** A status with a JSON body. */
export interface Reply {
  readonly status: number;
  readonly body: unknown;
}

/** 200 with `{ result }`, as the api answers. */
export const answer = (result: unknown): Reply => ({ status: 200, body: { result } });
/** The api's error answer (api/src/plugins/app/errors.ts). */
export const refuse = (status: number, error_code: string, error_message: string): Reply => ({ status, body: { error_code, error_message } });

export interface FakeApi {
  serve(method: string, path: string, reply: Reply | ((request: SentRequest) => Reply | Promise<Reply>)): void;
  sentTo(method: string, path: string): SentRequest[];
}

const networkFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = networkFetch;
});

export function fakeApi(): FakeApi {
  const sent: SentRequest[] = [];
  const served = new Map<string, (request: SentRequest) => Reply | Promise<Reply>>();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: SentRequest = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, signal: init?.signal ?? null, body };
    sent.push(request);
    const respond = served.get(`${request.method} ${request.path}`);
    const reply = respond ? await respond(request) : refuse(501, 'NOT_SERVED', `${request.method} ${request.path} is not served`);
    if (request.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
  }) as typeof fetch;
  return {
    serve: (method, path, reply) => served.set(`${method} ${path}`, typeof reply === 'function' ? reply : () => reply),
    sentTo: (method, path) => sent.filter((r) => r.method === method && r.path === path),
  };
}
