import { useMemo } from 'react';
import type { z } from 'zod';
import { useMountProps } from '@portal/shared-ui';

/** A non-2xx answer of the api. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface RequestOptions {
  readonly signal?: AbortSignal;
}

/** The one fetch wrapper of this remote: base URL, identity token when signed in. */
export interface HttpClient {
  /** The raw answer, whatever its status (callers that read the status itself). */
  get(path: string, options?: RequestOptions): Promise<Response>;
  /** A 2xx answer's body parsed with `schema`; any other status throws HttpError. */
  getJson<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.infer<S>>;
}

export function createHttpClient(apiUrl: string, getIdToken: () => Promise<string | null>): HttpClient {
  const get = async (path: string, options: RequestOptions = {}): Promise<Response> => {
    // Sign-up and login callers are signed out: the header is only sent when there is a token.
    const token = await getIdToken().catch(() => null);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    return fetch(`${apiUrl}${path}`, { method: 'GET', headers, signal: options.signal });
  };
  return {
    get,
    getJson: async (path, schema, options) => {
      const response = await get(path, options);
      if (!response.ok) throw new HttpError(response.status, `GET ${path} answered ${response.status}`);
      return schema.parse(await response.json());
    },
  };
}

/** The http client of the mounted remote (config.apiUrl, session token). */
export function useHttpClient(): HttpClient {
  const { config, session } = useMountProps();
  return useMemo(() => createHttpClient(config.apiUrl, () => session.getIdToken()), [config.apiUrl, session]);
}
