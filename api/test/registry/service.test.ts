import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REGISTRY_ERROR_CODES, type RemoteFile } from '../../src/contracts';
import { DEPLOY_TOKEN_FILE, deployTokenOf, releaseService, remoteFileKey } from '../../src/plugins/app/registry';
import { MemoryObjectStorage, type ObjectStorage } from '../../src/plugins/app/storage';
import { build, registryApp } from './support';

describe('publish cleanup', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await registryApp();
  });
  afterAll(() => app.close());

  it('removes the files it wrote when a later write fails, and the version can be published again', async () => {
    const memory = new MemoryObjectStorage();
    let puts = 0;
    const failing: ObjectStorage = Object.assign(Object.create(memory) as ObjectStorage, {
      put: (...args: Parameters<ObjectStorage['put']>) => (++puts === 2 ? Promise.reject(new Error('disk full')) : memory.put(...args)),
    });
    const deps = { db: app.db, clock: app.clock, publicUrl: 'http://api', storePublicUrl: null };
    const body = build('5.0.0', { 'a.js': 'a', 'b.js': 'b' }) as { version: string; contractVersion: string; files: RemoteFile[] };
    await expect(releaseService({ ...deps, storage: failing }).publish('deploy-token', 'mfe-deepstory', body)).rejects.toThrow('disk full');
    expect(await memory.list('public/', { limit: 10 })).toEqual([]);
    const { rows } = await app.db.query("select outcome, error_code from remote_registry_events where version = '5.0.0'");
    expect(rows).toEqual([{ outcome: 'refused', error_code: 'INTERNAL_ERROR' }]);

    const done = await releaseService({ ...deps, storage: memory }).publish('deploy-token', 'mfe-deepstory', body);
    expect(done.version).toBe('5.0.0');
    expect(await memory.exists(remoteFileKey('mfe-deepstory', '5.0.0', 'b.js'))).toBe(true);
    await expect(releaseService({ ...deps, storage: memory }).publish('deploy-token', 'mfe-deepstory', body)).rejects.toMatchObject({
      code: REGISTRY_ERROR_CODES.VERSION_EXISTS,
    });
  });
});

describe('deployTokenOf', () => {
  it('prefers DEPLOY_TOKEN, has none with DATABASE_URL, and keeps a generated one in the data folder (mode 600)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'deploy-token-'));
    try {
      const base = { deployToken: null, dataDir: dir, databaseUrl: null };
      expect(await deployTokenOf({ ...base, deployToken: 'x'.repeat(40) })).toEqual({ token: 'x'.repeat(40), source: { kind: 'setting' } });
      expect(await deployTokenOf({ ...base, databaseUrl: 'postgres://db/portal' })).toEqual({ token: null, source: { kind: 'none' } });
      const first = await deployTokenOf(base);
      const path = join(dir, DEPLOY_TOKEN_FILE);
      expect(first.source).toEqual({ kind: 'file', path });
      expect(first.token?.length).toBeGreaterThanOrEqual(32);
      expect((await readFile(path, 'utf8')).trim()).toBe(first.token);
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      expect((await deployTokenOf(base)).token).toBe(first.token);
      expect((await deployTokenOf({ ...base, dataDir: 'memory://' })).source).toEqual({ kind: 'process' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
