import type { RemoteMountProps } from '@portal/shared-contracts/core';
import { ApiError, createHttpClient, type HttpClient } from '@portal/shared-ui/http';

/** The http client of the mounted insights remote, on the session's tokens (every feature's calls go through it). */
export function apiClientOf({ config, session }: Pick<RemoteMountProps, 'config' | 'session'>): HttpClient {
  return createHttpClient({ apiUrl: config.apiUrl, getIdToken: () => session.getIdToken(), getAccessToken: () => session.getAccessToken() });
}

/**
 * The api's `error_message` of a failed call, or null when it sent none (no answer, a
 * proxy's HTML page, a body its schema refused): the page then shows its own line only.
 */
export function apiMessageOf(error: unknown): string | null {
  return error instanceof ApiError && error.code !== null ? error.message : null;
}
