import { useMemo } from 'react';
import type { z } from 'zod';
import { IDEMPOTENCY_HEADER, apiErrorSchema } from '@portal/shared-contracts';
import { useMountProps } from '@portal/shared-ui';

/** A non-2xx answer of the api; `code` is the answer's error_code when it sent one. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface RequestOptions {
  readonly signal?: AbortSignal;
}

export interface WriteOptions extends RequestOptions {
  /** Sent as `Idempotency-Key`: one per user action, so a retried write is applied once. */
  readonly idempotencyKey?: string;
}

/** The one fetch wrapper of this remote: base URL, identity token when signed in. */
export interface HttpClient {
  /** The raw answer, whatever its status (callers that read the status itself). */
  get(path: string, options?: RequestOptions): Promise<Response>;
  /** A 2xx answer's body parsed with `schema`; any other status throws HttpError. */
  getJson<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.infer<S>>;
  /** POSTs `body` as JSON; a 2xx answer's body parsed with `schema`, any other status throws HttpError. */
  postJson<S extends z.ZodType>(path: string, body: unknown, schema: S, options?: WriteOptions): Promise<z.infer<S>>;
}

/** The HttpError of a non-2xx answer, with the api's error_code and error_message when it sent them. */
async function failure(method: string, path: string, response: Response): Promise<HttpError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success
    ? new HttpError(response.status, parsed.data.error_message, parsed.data.error_code)
    : new HttpError(response.status, `${method} ${path} answered ${response.status}`);
}

export function createHttpClient(apiUrl: string, getIdToken: () => Promise<string | null>): HttpClient {
  const headers = async (): Promise<Record<string, string>> => {
    // Sign-up and login callers are signed out: the header is only sent when there is a token.
    const token = await getIdToken().catch(() => null);
    const result: Record<string, string> = { Accept: 'application/json' };
    if (token) result.Authorization = `Bearer ${token}`;
    return result;
  };
  const get = async (path: string, options: RequestOptions = {}): Promise<Response> =>
    fetch(`${apiUrl}${path}`, { method: 'GET', headers: await headers(), signal: options.signal });
  return {
    get,
    getJson: async (path, schema, options) => {
      const response = await get(path, options);
      if (!response.ok) throw await failure('GET', path, response);
      return schema.parse(await response.json());
    },
    postJson: async (path, body, schema, options = {}) => {
      const sent: Record<string, string> = { ...(await headers()), 'Content-Type': 'application/json' };
      if (options.idempotencyKey) sent[IDEMPOTENCY_HEADER] = options.idempotencyKey;
      const response = await fetch(`${apiUrl}${path}`, { method: 'POST', headers: sent, body: JSON.stringify(body ?? {}), signal: options.signal });
      if (!response.ok) throw await failure('POST', path, response);
      return schema.parse(await response.json());
    },
  };
}

/** The http client of the mounted remote (config.apiUrl, session token). */
export function useHttpClient(): HttpClient {
  const { config, session } = useMountProps();
  return useMemo(() => createHttpClient(config.apiUrl, () => session.getIdToken()), [config.apiUrl, session]);
}
