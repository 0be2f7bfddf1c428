/** One call the admin remote sent through the shared http client. */
export interface AdminRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  /** The JSON body, parsed (undefined without one). */
  readonly body: unknown;
  /** The request's headers (as the client set them: Authorization, x-reauth-token, ...). */
  readonly headers: Readonly<Record<string, string>>;
}

/** An answer of the fake api: a status with a JSON body, or no answer at all (a network failure). */
export type AdminReply = { readonly status: number; readonly body?: unknown } | { readonly dropped: true };

/** Answers one request; a promise holds the answer back until the test resolves it. */
export type AdminResponder = (request: AdminRequest) => AdminReply | Promise<AdminReply>;

/** 200 with `{ result }`, as every /admin call answers. */
export const answer = (result: unknown): AdminReply => ({ status: 200, body: { result } });
/** The api's error answer (api/src/plugins/app/errors.ts). */
export const refuse = (status: number, error_code: string, error_message: string): AdminReply => ({ status, body: { error_code, error_message } });

export interface FakeAdminApi {
  /** Every request, in the order sent. */
  readonly sent: AdminRequest[];
  /** Answers each later `method path` with `reply`. */
  serve(method: string, path: string, reply: AdminReply | AdminResponder): void;
  /** The requests sent to `method path`, in order. */
  sentTo(method: string, path: string): AdminRequest[];
}

const networkFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = networkFetch;
});

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

/**
 * The api at the admin remote's network boundary (global fetch, under the shared http
 * client): records what is sent, headers included, and answers by method and path; a
 * call no test serves answers 501, so it fails instead of hanging. Aborts reject as fetch does.
 */
export function fakeAdminApi(): FakeAdminApi {
  const sent: AdminRequest[] = [];
  const served = new Map<string, AdminResponder>();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const request: AdminRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: headersOf(init),
    };
    sent.push(request);
    const respond = served.get(`${request.method} ${request.path}`) ?? (() => refuse(501, 'NOT_SERVED', `${request.method} ${request.path} is not served by this test`));
    const reply = await respond(request);
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    if ('dropped' in reply) throw new TypeError('Failed to fetch');
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
  }) as typeof fetch;
  return {
    sent,
    serve: (method, path, reply) => served.set(`${method} ${path}`, typeof reply === 'function' ? reply : () => reply),
    sentTo: (method, path) => sent.filter((r) => r.method === method && r.path === path),
  };
}
