import { REGISTRY_PATH, localRegistry } from '@portal/shared-contracts';
import { ApiError, InvalidResponseError } from '@portal/shared-ui/http';
import { fetchRegistry } from './api';

const API = 'http://api.test';

const answering = (status: number, body: unknown) =>
  jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response);

describe('fetchRegistry', () => {
  it('reads the registry like its <link rel=preload>: mode cors, credentials same-origin, no header', async () => {
    const registry = localRegistry('1.2.3');
    const fetch = answering(200, registry);
    await expect(fetchRegistry(API, fetch)).resolves.toEqual(registry);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${API}${REGISTRY_PATH}`);
    expect(init).toMatchObject({ method: 'GET', mode: 'cors', credentials: 'same-origin', headers: {} });
    expect(init?.body).toBeUndefined();
  });

  it('rejects a failed answer and a body that is not a registry', async () => {
    await expect(fetchRegistry(API, answering(503, null))).rejects.toMatchObject({ status: 503, message: `GET ${REGISTRY_PATH} answered 503` });
    await expect(fetchRegistry(API, answering(503, null))).rejects.toBeInstanceOf(ApiError);
    await expect(fetchRegistry(API, answering(200, { remotes: [{ name: 'nope' }] }))).rejects.toBeInstanceOf(InvalidResponseError);
  });
});
