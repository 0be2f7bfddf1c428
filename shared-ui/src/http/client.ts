import type { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '@portal/shared-contracts/core';
import { InvalidResponseError, NetworkError, errorOf, isAbort } from './apiError';

/**
 * The header that carries the session's access token for the calls whose contracts ask
 * for it (001 §7, 002 §7: 'some also send the access token in an "id-token" header').
 */
export const ACCESS_TOKEN_HEADER = 'id-token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query parameters; undefined ones are left out. */
export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * fetch options a call may set beside the client's own, e.g. `mode` and `credentials`
 * matching a `<link rel=preload>` of the same URL so the browser reuses its answer.
 */
export type FetchInit = Pick<RequestInit, 'mode' | 'credentials' | 'cache' | 'keepalive'>;

/**
 * A signed-out read made as the page's `<link rel="preload" as="fetch" crossorigin>` of the
 * same URL makes it (mode `cors`, credentials `same-origin`, no token or other header), so
 * the browser hands the read the preloaded answer instead of asking again: the registry,
 * and the first read of a signed-out visitor's page that its snapshot names (docs/adr/058).
 */
export const AS_PRELOADED = { auth: false, init: { mode: 'cors', credentials: 'same-origin' } } as const satisfies RequestOptions;

export interface RequestOptions {
  /** Aborting rejects the call with fetch's AbortError, never with an ApiError. */
  readonly signal?: AbortSignal;
  readonly query?: Query;
  /** Sent as IDEMPOTENCY_HEADER: one per user action, so a retried write is applied once. */
  readonly idempotencyKey?: string;
  /** False for signed-out calls: no token is asked for or sent. Default true. */
  readonly auth?: boolean;
  /** Also send the access token as ACCESS_TOKEN_HEADER (the calls whose contracts say so). */
  readonly accessToken?: boolean;
  /** Headers a call's contract adds (e.g. the admin actions' re-authentication proof); never Authorization. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly init?: FetchInit;
}

export interface RawOptions extends RequestOptions {
  /** Sent as JSON; undefined sends no body. */
  readonly body?: unknown;
}

export interface HttpClientOptions {
  /** Base URL of the api (config.apiUrl), without a trailing slash. */
  readonly apiUrl: string;
  /** The session's identity token, null when signed out; a rejection counts as signed out. */
  readonly getIdToken: () => Promise<string | null>;
  readonly getAccessToken?: () => Promise<string | null>;
  /** Defaults to the global fetch, looked up per call. */
  readonly fetch?: typeof fetch;
}

/**
 * The one http client of the host and every remote (ARCHITECTURE.md §3). Every answer
 * with a body is parsed with the call's schema; any other outcome than a 2xx answer
 * rejects with an ApiError (see there), an abort with the AbortError.
 */
export interface HttpClient {
  get<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.infer<S>>;
  post<S extends z.ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions): Promise<z.infer<S>>;
  put<S extends z.ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions): Promise<z.infer<S>>;
  patch<S extends z.ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions): Promise<z.infer<S>>;
  /** `options.body`, when given, is sent as JSON (the calls whose contracts put a body on a DELETE). */
  delete<S extends z.ZodType>(path: string, schema: S, options?: RawOptions): Promise<z.infer<S>>;
  /** A call answered without a body to read (204): resolves on any 2xx. */
  send(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<void>;
  /** The answer whatever its status, for callers that read the status themselves. */
  raw(method: HttpMethod, path: string, options?: RawOptions): Promise<Response>;
}

function urlOf(apiUrl: string, path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.append(name, String(value));
  // URLSearchParams writes a space as '+' (a literal '+' as %2B); %20 reads the same everywhere.
  const search = params.toString().replace(/\+/g, '%20');
  return `${apiUrl}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

const tokenOf = (get: (() => Promise<string | null>) | undefined): Promise<string | null> =>
  get ? get().catch(() => null) : Promise.resolve(null);

async function parse<S extends z.ZodType>(method: HttpMethod, path: string, response: Response, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new InvalidResponseError(response.status, `${method} ${path} answered ${response.status} with a body that is not JSON`, { cause: error });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new InvalidResponseError(response.status, `${method} ${path} answered ${response.status} with a body its schema refuses`, { cause: parsed.error });
  }
  return parsed.data;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { apiUrl, getIdToken, getAccessToken } = options;

  // No Accept header: the api answers JSON anyway, and a header a preload does not carry
  // keeps the browser from reusing the preloaded answer.
  async function headersFor(call: RawOptions): Promise<Record<string, string>> {
    const headers: Record<string, string> = { ...call.headers };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    if (call.idempotencyKey) headers[IDEMPOTENCY_HEADER] = call.idempotencyKey;
    if (call.auth === false) return headers;
    // Sign-up and login callers are signed out: a header is only sent when there is a token.
    const [idToken, accessToken] = await Promise.all([tokenOf(getIdToken), call.accessToken ? tokenOf(getAccessToken) : null]);
    if (idToken) headers.Authorization = `Bearer ${idToken}`;
    if (accessToken) headers[ACCESS_TOKEN_HEADER] = accessToken;
    return headers;
  }

  async function raw(method: HttpMethod, path: string, call: RawOptions = {}): Promise<Response> {
    const init: RequestInit = { ...call.init, method, headers: await headersFor(call), signal: call.signal };
    if (call.body !== undefined) init.body = JSON.stringify(call.body);
    try {
      return await (options.fetch ?? globalThis.fetch)(urlOf(apiUrl, path, call.query), init);
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new NetworkError(method, path, { cause: error });
    }
  }

  async function ok(method: HttpMethod, path: string, call: RawOptions): Promise<Response> {
    const response = await raw(method, path, call);
    if (!response.ok) throw await errorOf(method, path, response);
    return response;
  }

  const read = async <S extends z.ZodType>(method: HttpMethod, path: string, schema: S, call: RawOptions): Promise<z.infer<S>> =>
    parse(method, path, await ok(method, path, call), schema);

  return {
    get: (path, schema, opts = {}) => read('GET', path, schema, opts),
    post: (path, body, schema, opts = {}) => read('POST', path, schema, { ...opts, body }),
    put: (path, body, schema, opts = {}) => read('PUT', path, schema, { ...opts, body }),
    patch: (path, body, schema, opts = {}) => read('PATCH', path, schema, { ...opts, body }),
    delete: (path, schema, opts = {}) => read('DELETE', path, schema, opts),
    send: async (method, path, body, opts = {}) => {
      await ok(method, path, { ...opts, body });
    },
    raw,
  };
}
