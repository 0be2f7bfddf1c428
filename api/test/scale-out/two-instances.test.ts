/**
 * Scale-out on one machine (issue 19, docs/deploy.md): two api processes on one PostgreSQL
 * behind a small round-robin proxy. A user signs in through one instance and is served by
 * the other; a thousand clone jobs (the storyboard queue's real work) are each done exactly
 * once by the workers of both, and killing one process mid-run loses none. Runs when
 * TEST_DATABASE_URL is set (CI starts a throwaway server, docs/postgres-test.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { LOCAL_IDENTITY } from '../../src/contracts';
import { createPostgresDb, type Db } from '../../src/db';
import { DEMO_PASSWORD, runSeed } from '../../src/seed';
import { testConfig } from '../helpers';
import { localProxy, type LocalProxy } from './proxy';

const url = process.env['TEST_DATABASE_URL'];
const describeWithPostgres = url ? describe : describe.skip;
if (!url) console.info('test/scale-out/two-instances.test.ts skipped: set TEST_DATABASE_URL to run it on PostgreSQL');

const API_DIR = path.resolve(__dirname, '../..');
const JOBS = 1000;
/** How long a claimed job may run before another worker takes it again (instance.ts uses the same). */
const JOB_EXPIRY_SECONDS = 3;
/** The clones sent at once through the proxy, as many browsers would. */
const SENDERS = 16;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts one api process; resolves once it listens. */
function startInstance(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/scale-out/instance.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`api instance did not start within 40 s:\n${output}`)), 40_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('listening ')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`api instance exited with ${code}:\n${output}`)));
  });
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describeWithPostgres('two api instances on one PostgreSQL', () => {
  const database = `portal_scale_${process.pid}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-scale-'));
  let admin: Db;
  let db: Db;
  let proxy: LocalProxy;
  const instances: ChildProcess[] = [];

  beforeAll(async () => {
    admin = createPostgresDb(url as string, { max: 1 });
    await admin.exec(`create database ${database}`);
    const dbUrl = new URL(url as string);
    dbUrl.pathname = `/${database}`;
    // Migrations and the demo data, once, as a deploy's release step would.
    const config = testConfig({ DATABASE_URL: dbUrl.href });
    // The queues are made here with the instances' expiry (instance.ts): a job held by a killed process returns within seconds.
    const seeding = await buildApp(config, { db: createPostgresDb(dbUrl.href, { max: 2 }), jobs: { workers: false, expireInSeconds: JOB_EXPIRY_SECONDS } });
    await seeding.ready();
    await runSeed(seeding.db, config);
    await seeding.close();
    db = createPostgresDb(dbUrl.href, { max: 2 });

    const ports = [await freePort(), await freePort()];
    proxy = await localProxy(ports);
    // Both instances sign tokens as the same issuer (the public URL users reach), with the keys in the database.
    for (const port of ports) {
      const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: dbUrl.href, PORT: String(port), PUBLIC_URL: proxy.url, DATA_DIR: dataDir, LOCAL_DEV: 'enabled', LOG_LEVEL: 'warn' };
      instances.push(await startInstance(env));
    }
  }, 120_000);

  afterAll(async () => {
    for (const child of instances) child.kill('SIGKILL');
    await proxy?.close();
    await db?.close();
    await admin?.exec(`drop database if exists ${database} with (force)`);
    await admin?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (method: string, path: string, body?: object, headers: Record<string, string> = {}): Promise<{ status: number; json: { result: { id: number; role?: string } }; upstream: number }> => {
    const res = await fetch(`${proxy.url}${path}`, { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers }, body: body ? JSON.stringify(body) : undefined });
    const upstream = proxy.passed.at(-1)?.upstream ?? -1;
    return { status: res.status, json: (await res.json()) as { result: { id: number; role?: string } }, upstream };
  };
  const signIn = async (): Promise<{ token: string; upstream: number }> => {
    const res = await fetch(`${proxy.url}/cognito/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: LOCAL_IDENTITY.userPoolClientId, AuthParameters: { USERNAME: 'pro@demo.test', PASSWORD: DEMO_PASSWORD } }),
    });
    expect(res.status).toBe(200);
    return { token: ((await res.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken, upstream: proxy.passed.at(-1)?.upstream ?? -1 };
  };

  it('signs a user in through one instance and serves them from the other', async () => {
    const { token, upstream } = await signIn();
    const me = await call('GET', '/proxy/v1/current-user', undefined, { authorization: `Bearer ${token}` });
    expect(me.upstream).not.toBe(upstream);
    expect(me.status).toBe(200);
    const pro = (await db.query<{ id: number }>(`select id from customers where email = 'pro@demo.test'`)).rows[0];
    expect(me.json.result).toEqual({ id: pro?.id, role: 'customer' });
  });

  it('does a thousand clone jobs exactly once across both, and loses none when one instance is killed mid-run', async () => {
    const { token } = await signIn();
    const auth = { authorization: `Bearer ${token}` };
    const customerId = (await call('GET', '/proxy/v1/current-user', undefined, auth)).json.result.id;
    const source = (await db.query<{ id: number }>(`select id from storyboards where customer_id = $1 and status = 'Published' order by id limit 1`, [customerId])).rows[0];
    if (!source) throw new Error('the Pro demo customer has no published storyboard');

    // The clone requests, through the proxy: both instances take them and queue their jobs.
    const requestIds: number[] = [];
    let sent = 0;
    await Promise.all(
      Array.from({ length: SENDERS }, async () => {
        while (sent < JOBS) {
          const n = sent++;
          const res = await call('POST', `/proxy/v1/customers/${customerId}/storyboards/${source.id}/clone`, { title: `Scale-out ${n}` }, auth);
          if (res.status !== 200) throw new Error(`clone ${n} answered ${res.status}: ${JSON.stringify(res.json)}`);
          requestIds.push(res.json.result.id);
        }
      }),
    );
    expect(new Set(proxy.passed.filter((p) => p.url.endsWith('/clone')).map((p) => p.upstream))).toEqual(new Set([0, 1]));
    const finished = async (): Promise<number> =>
      (await db.query<{ n: number }>(`select count(*)::int as n from storyboard_copy_requests where id = any($1::bigint[]) and status <> 'Pending'`, [requestIds])).rows[0]?.n ?? 0;

    // Kill the first instance while jobs are still being worked on.
    const atKill = await waitFor(finished, (n) => n >= 50, 30_000, 'the first clone jobs');
    instances[0]?.kill('SIGKILL');
    expect(atKill).toBeLessThan(JOBS);
    try {
      await waitFor(finished, (n) => n === JOBS, 50_000, 'every clone job');
    } catch (error) {
      const stuck = await db.query(
        `select r.id, r.status, j.state, j.retry_count, j.retry_limit, j.started_on, j.completed_on, j.output from storyboard_copy_requests r
           left join pgboss.job j on (j.data->>'requestId')::bigint = r.id where r.id = any($1::bigint[]) and r.status = 'Pending'`,
        [requestIds],
      );
      throw new Error(`${(error as Error).message}; still Pending: ${JSON.stringify(stuck.rows)}`);
    }

    const { rows } = await db.query<{ status: string; requests: number; storyboards: number }>(
      `select r.status, count(*)::int as requests, count(distinct r.result_storyboard_id)::int as storyboards
         from storyboard_copy_requests r where r.id = any($1::bigint[]) group by r.status`,
      [requestIds],
    );
    expect(rows).toEqual([{ status: 'Completed', requests: JOBS, storyboards: JOBS }]);
    // Exactly once: one storyboard per request, none made twice by a job run again.
    const made = await db.query<{ n: number }>(`select count(*)::int as n from storyboards where customer_id = $1 and title like 'Scale-out %'`, [customerId]);
    expect(made.rows[0]?.n).toBe(JOBS);
  }, 60_000);
});
