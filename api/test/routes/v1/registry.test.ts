import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REGISTRY_PATH, REMOTE_NAMES, registrySchema } from '../../../src/contracts';
import { buildTestApp } from '../../helpers';

const entry = (name: string, url: string, version: string): object => ({ name, entry: url, version });

describe(`GET ${REGISTRY_PATH}`, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'registry-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  describe('without REGISTRY_FILE', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp({ REMOTE_VERSION: '2.3.4' });
      await app.ready();
    });
    afterAll(() => app.close());

    it('lists every remote on its default local port, with no-cache', async () => {
      const res = await app.inject({ method: 'GET', url: REGISTRY_PATH });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const body = registrySchema.parse(res.json());
      expect(body.remotes.map((r) => r.name)).toEqual([...REMOTE_NAMES]);
      expect(body.remotes).toContainEqual({ name: 'mfe-account', entry: 'http://localhost:3001/mf-manifest.json', version: '2.3.4' });
      expect(body.remotes).toContainEqual({ name: 'mfe-insights', entry: 'http://localhost:3005/mf-manifest.json', version: '2.3.4' });
    });
  });

  describe('with REGISTRY_FILE', () => {
    let app: FastifyInstance;
    let file: string;
    beforeAll(async () => {
      file = join(dir, 'registry.json');
      await writeFile(file, JSON.stringify({ remotes: [entry('mfe-account', 'https://cdn.example.com/account/1.0.0/mf-manifest.json', '1.0.0')] }));
      app = await buildTestApp({ REGISTRY_FILE: file });
      await app.ready();
    });
    afterAll(() => app.close());

    /** The file's part of the registry: every other remote comes from the store or the defaults (docs/registry.md). */
    const get = async (): Promise<{ status: number; body: unknown }> => {
      const res = await app.inject({ method: 'GET', url: REGISTRY_PATH });
      const body = res.json<{ remotes?: { entry: string }[] }>();
      return { status: res.statusCode, body: body.remotes ? { remotes: body.remotes.filter((r) => !r.entry.startsWith('http://localhost:')) } : body };
    };

    it('serves the built-in default of a remote the file leaves out', async () => {
      const res = await app.inject({ method: 'GET', url: REGISTRY_PATH });
      expect(registrySchema.parse(res.json()).remotes.map((r) => r.name)).toEqual([...REMOTE_NAMES]);
      expect(res.json().remotes).toContainEqual({ name: 'mfe-insights', entry: 'http://localhost:3005/mf-manifest.json', version: '0.1.0' });
    });

    it('serves the file and picks up an edit on the next request', async () => {
      expect(await get()).toEqual({
        status: 200,
        body: { remotes: [entry('mfe-account', 'https://cdn.example.com/account/1.0.0/mf-manifest.json', '1.0.0')] },
      });

      const rolledOut = {
        remotes: [
          entry('mfe-account', 'https://cdn.example.com/account/1.1.0/mf-manifest.json', '1.1.0'),
          entry('mfe-admin', 'https://cdn.example.com/admin/0.9.0/mf-manifest.json', '0.9.0'),
        ],
      };
      await writeFile(file, JSON.stringify(rolledOut, null, 2));
      expect(await get()).toEqual({ status: 200, body: rolledOut });
    });

    it('keeps serving the last good registry when an edit is invalid', async () => {
      const good = await get();
      await writeFile(file, '{ "remotes": [ { "name": "mfe-unknown" ');
      expect(await get()).toEqual(good);
      await writeFile(file, JSON.stringify({ remotes: [{ name: 'mfe-unknown', entry: 'x', version: '' }] }));
      expect(await get()).toEqual(good);
    });
  });

  it('answers 500 REGISTRY_INVALID when the file was never valid, without details', async () => {
    const file = join(dir, 'broken.json');
    await writeFile(file, '{"remotes": "nope"}');
    const app = await buildTestApp({ REGISTRY_FILE: file });
    try {
      const res = await app.inject({ method: 'GET', url: REGISTRY_PATH });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error_code: 'REGISTRY_INVALID', error_message: 'The remote registry file is invalid' });
    } finally {
      await app.close();
    }
  });
});
