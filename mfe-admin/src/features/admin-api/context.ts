import type { RemoteMountProps } from '@portal/shared-contracts/core';
import { createHttpClient, type HttpClient } from '@portal/shared-ui/http';

/** The http client of the mounted admin remote, on the session's tokens. */
export function adminClientOf({ config, session }: Pick<RemoteMountProps, 'config' | 'session'>): HttpClient {
  return createHttpClient({ apiUrl: config.apiUrl, getIdToken: () => session.getIdToken(), getAccessToken: () => session.getAccessToken() });
}
