import type { FastifyInstance } from 'fastify';
import {
  CONTRACT_VERSION,
  REGISTRY_ERROR_CODES,
  REGISTRY_MESSAGES,
  REGISTRY_PATH,
  registryPaths,
  registrySchema,
  remoteReleaseSchema,
  remoteVersionSchema,
  servedEntry,
} from '../../src/contracts';
import { buildChecksum, remoteFileKey } from '../../src/plugins/app/registry';
import { bearer } from '../support/account';
import { adminAndCustomer, build, deployHeaders, publish, registryApp, release, sha256 } from './support';

const incompatible = `${Number(CONTRACT_VERSION.split('.')[0]) + 1}.0.0`;

describe('remote releases', () => {
  let app: FastifyInstance;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    app = await registryApp({ PUBLIC_URL: 'https://api.example.com' });
    ({ admin, customer } = await adminAndCustomer(app));
  });
  afterAll(() => app.close());

  const events = async (): Promise<{ actor: string; action: string; remote: string; version: string | null; outcome: string; error_code: string | null }[]> =>
    (await app.db.query<{ actor: string; action: string; remote: string; version: string | null; outcome: string; error_code: string | null }>(
      'select actor, action, remote, version, outcome, error_code from remote_registry_events order by id',
    )).rows;

  describe('publish', () => {
    it('stores the files and the version, with its checksum and entry URL (deploy token)', async () => {
      const body = build('1.0.0', { 'static/js/main.js': 'console.log(1)', 'static/css/app.css': 'a{}' }) as { files: { path: string; sha256: string }[] };
      const res = await publish(app, 'mfe-admin', body);
      expect(res.statusCode).toBe(201);
      const version = remoteVersionSchema.parse(res.json().result);
      expect(version).toMatchObject({
        name: 'mfe-admin',
        version: '1.0.0',
        contractVersion: CONTRACT_VERSION,
        checksum: buildChecksum(body.files),
        entry: 'https://api.example.com/remotes/mfe-admin/1.0.0/mf-manifest.json',
        publishedBy: 'deploy-token',
      });
      expect(await app.storage.exists(remoteFileKey('mfe-admin', '1.0.0', 'static/js/main.js'))).toBe(true);
      const lines = body.files.map((f) => `${f.path} ${f.sha256}\n`).sort().join('');
      expect(version.checksum).toBe(sha256(lines));
    });

    it('lets a signed-in admin publish', async () => {
      const res = await publish(app, 'mfe-admin', build('1.1.0'), bearer(admin));
      expect(res.statusCode).toBe(201);
      expect(res.json().result.publishedBy).toBe('admin@demo.test');
    });

    it('refuses a published version with 409 VERSION_EXISTS, writing nothing', async () => {
      const res = await publish(app, 'mfe-admin', build('1.0.0', { 'static/js/other.js': 'x' }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error_code: REGISTRY_ERROR_CODES.VERSION_EXISTS, error_message: REGISTRY_MESSAGES.versionExists('mfe-admin', '1.0.0') });
      expect(await app.storage.exists(remoteFileKey('mfe-admin', '1.0.0', 'static/js/other.js'))).toBe(false);
    });

    it('refuses a file whose SHA-256 does not match (400 BAD_CHECKSUM), writing nothing', async () => {
      const body = build('2.0.0', { 'a.js': 'a' }) as { files: { path: string; sha256: string }[] };
      body.files[1] = { ...body.files[1]!, sha256: sha256('b') };
      const res = await publish(app, 'mfe-admin', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe(REGISTRY_ERROR_CODES.BAD_CHECKSUM);
      expect(await app.storage.exists(remoteFileKey('mfe-admin', '2.0.0', 'mf-manifest.json'))).toBe(false);
    });

    it.each(['../escape.js', '/abs.js', 'a/../../b.js', 'a//b.js', './a.js', 'a\\b.js'])('refuses the path %s (400)', async (path) => {
      const res = await publish(app, 'mfe-admin', build('2.0.1', { [path]: 'x' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe('VALIDATION_ERROR');
    });

    it('refuses a build without mf-manifest.json (400)', async () => {
      const res = await publish(app, 'mfe-admin', { version: '2.0.2', contractVersion: CONTRACT_VERSION, files: [{ path: 'a.js', contentBase64: '', sha256: sha256('') }] });
      expect(res.statusCode).toBe(400);
    });

    it('refuses a build against another contracts major with 409 CONTRACT_INCOMPATIBLE and its message', async () => {
      const res = await publish(app, 'mfe-admin', build('3.0.0', {}, incompatible));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error_code: REGISTRY_ERROR_CODES.CONTRACT_INCOMPATIBLE,
        error_message: REGISTRY_MESSAGES.contractIncompatible('mfe-admin', incompatible, CONTRACT_VERSION),
      });
      expect(res.json().error_message).toContain(`@portal/shared-contracts ${CONTRACT_VERSION.split('.')[0]}.x.`);
    });

    it('refuses anonymous callers and wrong tokens (401), customers (403 DEPLOY_FORBIDDEN)', async () => {
      expect((await publish(app, 'mfe-admin', build('4.0.0'), {})).statusCode).toBe(401);
      expect((await publish(app, 'mfe-admin', build('4.0.0'), { 'x-deploy-token': 'wrong' })).statusCode).toBe(401);
      const res = await publish(app, 'mfe-admin', build('4.0.0'), bearer(customer));
      expect(res.statusCode).toBe(403);
      expect(res.json().error_code).toBe(REGISTRY_ERROR_CODES.DEPLOY_FORBIDDEN);
    });

    it('answers 404 REMOTE_NOT_IN_REGISTRY for an unknown remote', async () => {
      const res = await app.inject({ method: 'POST', url: '/v1/registry/remotes/mfe-nope/versions', headers: deployHeaders, payload: build('1.0.0') });
      expect(res.statusCode).toBe(404);
      expect(res.json().error_code).toBe(REGISTRY_ERROR_CODES.REMOTE_NOT_IN_REGISTRY);
    });

    it('audits every write, done or refused', async () => {
      const rows = (await events()).filter((e) => e.action === 'publish');
      expect(rows).toEqual(
        expect.arrayContaining([
          { actor: 'deploy-token', action: 'publish', remote: 'mfe-admin', version: '1.0.0', outcome: 'done', error_code: null },
          { actor: 'admin@demo.test', action: 'publish', remote: 'mfe-admin', version: '1.1.0', outcome: 'done', error_code: null },
          { actor: 'deploy-token', action: 'publish', remote: 'mfe-admin', version: '1.0.0', outcome: 'refused', error_code: 'VERSION_EXISTS' },
          { actor: 'deploy-token', action: 'publish', remote: 'mfe-admin', version: '2.0.0', outcome: 'refused', error_code: 'BAD_CHECKSUM' },
          { actor: 'deploy-token', action: 'publish', remote: 'mfe-admin', version: '3.0.0', outcome: 'refused', error_code: 'CONTRACT_INCOMPATIBLE' },
          { actor: 'starter@demo.test', action: 'publish', remote: 'mfe-admin', version: null, outcome: 'refused', error_code: 'DEPLOY_FORBIDDEN' },
        ]),
      );
    });
  });

  describe('serving published files', () => {
    it('serves a file immutable, with its content type, to any origin', async () => {
      const res = await app.inject({ method: 'GET', url: '/remotes/mfe-admin/1.0.0/static/js/main.js', headers: { origin: 'https://elsewhere.example' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('console.log(1)');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      const css = await app.inject({ method: 'GET', url: '/remotes/mfe-admin/1.0.0/static/css/app.css' });
      expect(css.headers['content-type']).toMatch(/^text\/css/);
      const manifest = await app.inject({ method: 'GET', url: '/remotes/mfe-admin/1.0.0/mf-manifest.json' });
      expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    });

    it.each([
      '/remotes/mfe-admin/1.0.0/static/js/missing.js',
      '/remotes/mfe-admin/9.9.9/mf-manifest.json',
      '/remotes/mfe-nope/1.0.0/mf-manifest.json',
      // (A bare or dot-encoded `..` segment is resolved by the URL parser before any route sees it; encoded slashes are not.)
      '/remotes/mfe-admin/1.0.0/..%2f1.1.0%2fmf-manifest.json',
      '/remotes/mfe-admin/1.0.0/%2e%2e%2f%2e%2e%2f%2e%2e%2fpublic%2fx.png',
      '/remotes/mfe-admin/1.0.0/static/..%2f..%2f1.1.0%2fmf-manifest.json',
      '/remotes/mfe-admin/..%2f..%2fprivate/x',
      '/remotes/mfe-admin/1.0.0/',
    ])('answers 404 for %s', async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('promote, rollback, canary', () => {
    const registry = async (bucket?: string): Promise<ReturnType<typeof registrySchema.parse>> =>
      registrySchema.parse((await app.inject({ method: 'GET', url: `${REGISTRY_PATH}${bucket ? `?bucket=${bucket}` : ''}` })).json());
    const adminEntry = async (bucket?: string) => (await registry(bucket)).remotes.find((r) => r.name === 'mfe-admin');

    it('serves the default until a version is promoted, then the live version', async () => {
      expect(await adminEntry()).toEqual({ name: 'mfe-admin', entry: 'http://localhost:3004/mf-manifest.json', version: '0.1.0' });
      const res = await release(app, 'promote', 'mfe-admin', { version: '1.0.0' });
      expect(res.statusCode).toBe(200);
      expect(remoteReleaseSchema.parse(res.json().result)).toMatchObject({ name: 'mfe-admin', live: '1.0.0', canary: null });
      expect(await adminEntry()).toEqual({
        name: 'mfe-admin',
        entry: 'https://api.example.com/remotes/mfe-admin/1.0.0/mf-manifest.json',
        version: '1.0.0',
        contractVersion: CONTRACT_VERSION,
        channel: 'live',
      });
    });

    it('refuses an unpublished version (404 VERSION_NOT_FOUND) and a customer (403)', async () => {
      const res = await release(app, 'promote', 'mfe-admin', { version: '7.7.7' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error_code).toBe(REGISTRY_ERROR_CODES.VERSION_NOT_FOUND);
      expect((await release(app, 'promote', 'mfe-admin', { version: '1.1.0' }, bearer(customer))).statusCode).toBe(403);
    });

    it('runs a canary for the buckets of its share, not of the live version', async () => {
      expect((await release(app, 'canary', 'mfe-admin', { version: '1.0.0', percent: 10 })).json().error_code).toBe(REGISTRY_ERROR_CODES.CANARY_IS_LIVE);
      const res = await release(app, 'canary', 'mfe-admin', { version: '1.1.0', percent: 100 }, bearer(admin));
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ live: '1.0.0', canary: { version: '1.1.0', percent: 100 } });
      expect(await adminEntry('someone')).toMatchObject({ version: '1.1.0', channel: 'canary' });
      // No bucket: the live version, with the canary riding along for the host to pick (one answer for everyone).
      const both = await adminEntry();
      expect(both).toMatchObject({ version: '1.0.0', channel: 'live', canary: { version: '1.1.0', percent: 100, contractVersion: expect.any(String) } });
      expect(both?.canary?.entry).toMatch(/\/remotes\/mfe-admin\/1\.1\.0\/mf-manifest\.json$/);
      expect(servedEntry(both!, 'someone')).toMatchObject({ version: '1.1.0', channel: 'canary' });
      const one = await app.inject({ url: `${registryPaths.entry('mfe-admin')}?bucket=someone` });
      expect(one.statusCode).toBe(200);
      expect(one.headers['cache-control']).toBe('no-cache');
      expect(one.json().result).toMatchObject({ version: '1.1.0', channel: 'canary' });
      // Percent 0 keeps only the live version.
      expect((await release(app, 'canary', 'mfe-admin', { version: '1.1.0', percent: 0 })).json().result.canary).toBeNull();
      expect(await adminEntry('someone')).toMatchObject({ version: '1.0.0', channel: 'live' });
      expect((await adminEntry())?.canary).toBeUndefined();
    });

    it('promotes the canary version (ending the canary) and rolls back to the previous live version', async () => {
      await release(app, 'canary', 'mfe-admin', { version: '1.1.0', percent: 50 });
      const promoted = await release(app, 'promote', 'mfe-admin', { version: '1.1.0' });
      expect(promoted.json().result).toMatchObject({ live: '1.1.0', canary: null });
      const back = await release(app, 'rollback', 'mfe-admin');
      expect(back.statusCode).toBe(200);
      expect(back.json().result).toMatchObject({ live: '1.0.0', canary: null });
      expect(await adminEntry()).toMatchObject({ version: '1.0.0' });
      const none = await release(app, 'rollback', 'mfe-admin');
      expect(none.statusCode).toBe(409);
      expect(none.json()).toEqual({ error_code: REGISTRY_ERROR_CODES.NO_PREVIOUS_VERSION, error_message: REGISTRY_MESSAGES.noPreviousVersion('mfe-admin') });
    });

    it('a rollback ends a canary of the version rolled back from', async () => {
      await release(app, 'promote', 'mfe-admin', { version: '1.1.0' });
      await publish(app, 'mfe-admin', build('1.2.0'));
      await release(app, 'canary', 'mfe-admin', { version: '1.2.0', percent: 20 });
      expect((await release(app, 'rollback', 'mfe-admin')).json().result).toMatchObject({ live: '1.0.0', canary: { version: '1.2.0', percent: 20 } });
      await release(app, 'promote', 'mfe-admin', { version: '1.2.0' });
      await release(app, 'canary', 'mfe-admin', { version: '1.0.0', percent: 20 });
      expect((await release(app, 'rollback', 'mfe-admin')).json().result).toMatchObject({ live: '1.0.0', canary: null });
    });

    it('lists the release with its versions, newest first', async () => {
      const res = await app.inject({ url: registryPaths.versions('mfe-admin'), headers: deployHeaders });
      expect(res.statusCode).toBe(200);
      const result = remoteReleaseSchema.parse(res.json().result);
      expect(result.versions.map((v) => v.version)).toEqual(['1.2.0', '1.1.0', '1.0.0']);
      expect((await app.inject({ url: registryPaths.versions('mfe-admin') })).statusCode).toBe(401);
    });

    it('answers 404 REMOTE_NOT_IN_REGISTRY for the entry of an unknown remote', async () => {
      const res = await app.inject({ url: '/v1/registry/remotes/mfe-nope' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error_code).toBe(REGISTRY_ERROR_CODES.REMOTE_NOT_IN_REGISTRY);
    });

    it('audits promote, rollback and canary, done and refused', async () => {
      const rows = await events();
      expect(rows).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ action: 'promote', version: '1.0.0', outcome: 'done' }),
          expect.objectContaining({ action: 'promote', version: '7.7.7', outcome: 'refused', error_code: 'VERSION_NOT_FOUND' }),
          expect.objectContaining({ action: 'canary', version: '1.0.0', outcome: 'refused', error_code: 'CANARY_IS_LIVE' }),
          expect.objectContaining({ action: 'canary', actor: 'admin@demo.test', version: '1.1.0', outcome: 'done' }),
          expect.objectContaining({ action: 'rollback', outcome: 'done' }),
          expect.objectContaining({ action: 'rollback', outcome: 'refused', error_code: 'NO_PREVIOUS_VERSION' }),
        ]),
      );
    });
  });
});
