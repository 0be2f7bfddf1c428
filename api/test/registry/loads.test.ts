import type { FastifyInstance } from 'fastify';
import { canaryShare, REGISTRY_PATH, registryPaths, remoteOpsSchema, type RemoteLoad } from '../../src/contracts';
import { REMOTE_LOAD_LIMITS, releaseService } from '../../src/plugins/app/registry';
import { bearer } from '../support/account';
import { adminAndCustomer, build, publish, registryApp, release } from './support';

describe('canary shares', () => {
  it('gives a bucket the same share every time, and about half of 1,000 buckets a share under 50', () => {
    const buckets = Array.from({ length: 1000 }, (_, i) => `visitor-${i}`);
    expect(buckets.map((b) => canaryShare(b, 'mfe-admin'))).toEqual(buckets.map((b) => canaryShare(b, 'mfe-admin')));
    const shares = buckets.map((b) => canaryShare(b, 'mfe-admin'));
    expect(shares.every((s) => Number.isInteger(s) && s >= 0 && s < 100)).toBe(true);
    const under = shares.filter((s) => s < 50).length;
    expect(under).toBeGreaterThan(450);
    expect(under).toBeLessThan(550);
    // Each remote splits the buckets its own way.
    expect(buckets.filter((b) => canaryShare(b, 'mfe-account') !== canaryShare(b, 'mfe-admin')).length).toBeGreaterThan(900);
  });

  it('hashes FNV-1a 32-bit of "<bucket>:<name>" mod 100', () => {
    // FNV-1a("a:mfe-admin") computed independently.
    let h = 0x811c9dc5;
    for (const c of Buffer.from('a:mfe-admin')) h = Math.imul(h ^ c, 0x01000193) >>> 0;
    expect(canaryShare('a', 'mfe-admin')).toBe(h % 100);
  });
});

describe('remote loads and the ops figures', () => {
  let app: FastifyInstance;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    app = await registryApp({ REMOTE_STORE_PUBLIC_URL: 'https://cdn.example.com/portal/' });
    ({ admin, customer } = await adminAndCustomer(app));
    expect((await publish(app, 'mfe-insights', build('1.0.0'))).statusCode).toBe(201);
    expect((await publish(app, 'mfe-insights', build('1.1.0'))).statusCode).toBe(201);
    await release(app, 'promote', 'mfe-insights', { version: '1.0.0' });
    await release(app, 'canary', 'mfe-insights', { version: '1.1.0', percent: 50 });
  });
  afterAll(() => app.close());

  const load = (over: Partial<RemoteLoad> = {}): RemoteLoad => ({ remote: 'mfe-insights', version: '1.0.0', loadMs: 100, renderMs: 20, failure: null, ...over });
  const send = (loads: unknown[], ip = '10.0.0.1') => app.inject({ method: 'POST', url: registryPaths.loads, payload: { loads }, remoteAddress: ip });

  it('reads entries from the configured store base', async () => {
    const res = await app.inject({ url: `${registryPaths.entry('mfe-insights')}?bucket=x` });
    expect(res.json().result.entry).toMatch(/^https:\/\/cdn\.example\.com\/portal\/public\/remotes\/mfe-insights\/1\.[01]\.0\/mf-manifest\.json$/);
  });

  it('splits the buckets between the canary and the live version by their share', async () => {
    for (let i = 0; i < 20; i += 1) {
      const bucket = `b-${i}`;
      const registry = (await app.inject({ url: `${REGISTRY_PATH}?bucket=${bucket}` })).json<{ remotes: { name: string; version: string }[] }>();
      const expected = canaryShare(bucket, 'mfe-insights') < 50 ? '1.1.0' : '1.0.0';
      expect({ bucket, version: registry.remotes.find((r) => r.name === 'mfe-insights')?.version }).toEqual({ bucket, version: expected });
    }
  });

  it('stores an anonymous batch (204) and refuses invalid ones (400)', async () => {
    expect((await send([load()])).statusCode).toBe(204);
    for (const bad of [[], [load({ failure: 'boom' as never })], [load({ loadMs: 600_001 })], [load({ remote: 'mfe-nope' as never })], Array.from({ length: 51 }, () => load())]) {
      const res = await send(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe('VALIDATION_ERROR');
    }
  });

  it(`limits one address to ${REMOTE_LOAD_LIMITS.batchesPerAddress} batches a minute (429)`, async () => {
    for (let i = 0; i < REMOTE_LOAD_LIMITS.batchesPerAddress; i += 1) expect((await send([load()], '10.9.9.9')).statusCode).toBe(204);
    const res = await send([load()], '10.9.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.json().error_code).toBe('RATE_LIMITED');
    expect((await send([load()], '10.9.9.10')).statusCode).toBe(204);
  });

  it('computes loads, failures, error rate and p50/p95 of successful loads per version and window', async () => {
    await app.db.query('delete from remote_loads');
    // 1..100 ms, ten failures, and 200 ms loads of 1.1.0; one load of two hours ago counts in the day only.
    for (let start = 1; start <= 100; start += 50) {
      expect((await send(Array.from({ length: 50 }, (_, i) => load({ loadMs: start + i })), '10.0.0.2')).statusCode).toBe(204);
    }
    expect((await send(Array.from({ length: 10 }, () => load({ loadMs: 9000, renderMs: null, failure: 'chunk' })), '10.0.0.2')).statusCode).toBe(204);
    expect((await send([load({ version: '1.1.0', loadMs: 200 }), load({ version: '1.1.0', loadMs: 200, failure: 'mount' })], '10.0.0.2')).statusCode).toBe(204);
    await app.db.query(`insert into remote_loads (remote, version, at, load_ms, render_ms, failure) values ('mfe-insights', '1.0.0', now() - interval '2 hours', 1000, null, null)`);

    expect((await app.inject({ url: registryPaths.adminRemotes, headers: bearer(customer) })).statusCode).toBe(403);
    expect((await app.inject({ url: registryPaths.adminRemotes })).statusCode).toBe(401);
    const res = await app.inject({ url: registryPaths.adminRemotes, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const ops = remoteOpsSchema.parse(res.json().result);
    const insights = ops.remotes.find((r) => r.name === 'mfe-insights');
    expect(insights).toMatchObject({ live: '1.0.0', canary: { version: '1.1.0', percent: 50 } });
    const v1 = insights?.versions.find((v) => v.version === '1.0.0');
    // percentile_cont over 1..100: 50.5 and 95.05, rounded.
    expect(v1?.windows.hour).toEqual({ loads: 110, failures: 10, errorRate: 10 / 110, p50LoadMs: 51, p95LoadMs: 95 });
    expect(v1?.windows.day).toMatchObject({ loads: 111, failures: 10 });
    expect(insights?.versions.find((v) => v.version === '1.1.0')?.windows.hour).toEqual({ loads: 2, failures: 1, errorRate: 0.5, p50LoadMs: 200, p95LoadMs: 200 });
    expect(ops.remotes.find((r) => r.name === 'mfe-account')).toEqual({ name: 'mfe-account', live: null, canary: null, versions: [] });
    expect(ops.events.slice(0, 4).map((e) => [e.action, e.version, e.outcome])).toEqual([
      ['canary', '1.1.0', 'done'],
      ['promote', '1.0.0', 'done'],
      ['publish', '1.1.0', 'done'],
      ['publish', '1.0.0', 'done'],
    ]);
  });

  it('prunes loads older than two days', async () => {
    await app.db.query(`insert into remote_loads (remote, version, at, load_ms, render_ms, failure) values ('mfe-insights', '1.0.0', now() - interval '3 days', 1, 1, null)`);
    // A fresh service prunes on its first batch.
    await releaseService({ db: app.db, storage: app.storage, clock: app.clock, publicUrl: 'http://x', storePublicUrl: null }).recordLoads('10.0.0.3', [load()]);
    const { rows } = await app.db.query<{ n: number }>(`select count(*)::int as n from remote_loads where at < now() - interval '2 days'`);
    expect(rows[0]?.n).toBe(0);
  });
});
