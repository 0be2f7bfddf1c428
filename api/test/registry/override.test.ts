import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REGISTRY_PATH, registryPaths, registrySchema } from '../../src/contracts';
import { build, publish, registryApp, release } from './support';

describe('the operator file over the store', () => {
  let app: FastifyInstance;
  let dir: string;
  const fileEntry = { name: 'mfe-admin', entry: 'https://cdn.example.com/admin/9.0.0/mf-manifest.json', version: '9.0.0' };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'registry-override-'));
    const file = join(dir, 'registry.json');
    await writeFile(file, JSON.stringify({ remotes: [fileEntry] }));
    app = await registryApp({ REGISTRY_FILE: file, PUBLIC_URL: 'https://api.example.com' });
    for (const name of ['mfe-admin', 'mfe-account'] as const) {
      expect((await publish(app, name, build('1.0.0'))).statusCode).toBe(201);
      expect((await release(app, 'promote', name, { version: '1.0.0' })).statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the file entry of a remote it lists, the store for the others, the defaults for the rest', async () => {
    const { remotes } = registrySchema.parse((await app.inject({ url: `${REGISTRY_PATH}?bucket=x` })).json());
    expect(remotes.find((r) => r.name === 'mfe-admin')).toEqual(fileEntry);
    expect(remotes.find((r) => r.name === 'mfe-account')).toMatchObject({ version: '1.0.0', channel: 'live', entry: 'https://api.example.com/remotes/mfe-account/1.0.0/mf-manifest.json' });
    expect(remotes.find((r) => r.name === 'mfe-deepstory')).toEqual({ name: 'mfe-deepstory', entry: 'http://localhost:3003/mf-manifest.json', version: '0.1.0' });
    expect((await app.inject({ url: registryPaths.entry('mfe-admin') })).json().result).toEqual(fileEntry);
  });
});
