import { useMemo } from 'react';
import { useMountProps } from '../mountContext';
import { createHttpClient, type HttpClient } from './client';

/** The http client of the mounted app: config.apiUrl and the session's tokens. */
export function useHttpClient(): HttpClient {
  const { config, session } = useMountProps();
  return useMemo(
    () =>
      createHttpClient({
        apiUrl: config.apiUrl,
        getIdToken: () => session.getIdToken(),
        getAccessToken: () => session.getAccessToken(),
      }),
    [config.apiUrl, session],
  );
}
