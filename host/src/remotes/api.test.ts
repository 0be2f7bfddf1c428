import { REGISTRY_PATH, localRegistry, registryPaths } from '@portal/shared-contracts/core';
import { ApiError, InvalidResponseError } from '@portal/shared-ui/http';
import { fetchRegistry, fetchRegistryEntry } from './api';

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

describe("one remote's entry", () => {
  it('is read with no query either, its canary riding along for the caller to pick', async () => {
    const registry = localRegistry('1.2.3');
    const entry = { ...registry.remotes[0]!, contractVersion: '1.4.0', channel: 'live', canary: { entry: 'http://cdn.test/a/2/mf-manifest.json', version: '2', percent: 50 } };
    const entryFetch = answering(200, { result: entry });
    await expect(fetchRegistryEntry(API, entry.name, entryFetch)).resolves.toEqual(entry);
    const [url, init] = entryFetch.mock.calls[0]!;
    expect(url).toBe(`${API}${registryPaths.entry(entry.name)}`);
    expect(init).toMatchObject({ method: 'GET', mode: 'cors', credentials: 'same-origin', headers: {} });
  });
});
