import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { adminAuditLogResponseSchema, type AdminAuditEntry } from '../../src/contracts';
import type { Db } from '../../src/db';
import {
  ADMIN_DELETE_GATEWAY_QUEUE,
  ADMIN_DELETE_STORAGE_QUEUE,
  deletionRepository,
  runGatewayDeletion,
  runStorageDeletion,
  type DeletionJobDeps,
} from '../../src/plugins/app/admin';
import type { ObjectStorage } from '../../src/plugins/app/storage';
import { DEMO_PASSWORD, runSeed } from '../../src/seed';
import { testConfig } from '../helpers';
import { bearer, cognito, seededApp, signIn } from '../support/account';
import { jobRuns, settledJobRuns } from '../support/jobs';
import { pollUntil } from '../support/media';
import { customerIdOf, makeStoryboard } from '../support/storyboards';
import { adminCall, billingCustomerOf, latestAudit, usernameOf } from './support';

/*
 * DELETE /admin/deleteUserByUsername (docs/adr/031): one transaction removes the identity,
 * the customer and every row they own; their files and gateway subscriptions follow as
 * compensating jobs in the durable queue, which finish even when a worker is stopped
 * half-way and the api restarts.
 */

/** Row counts of every public table with a column naming the customer (customer_id and its kin). */
async function rowsOfCustomer(db: Db, customerId: number): Promise<Record<string, number>> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = 'public' and c.column_name in ('customer_id', 'requested_by', 'target_customer_id')
      order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${column} = $1`, [customerId]);
    counts[`${table}.${column}`] = rows[0]?.n ?? 0;
  }
  return counts;
}

const nonZero = (counts: Record<string, number>): string[] => Object.keys(counts).filter((k) => (counts[k] ?? 0) > 0);

async function putFiles(storage: ObjectStorage, prefix: string, n: number): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < n; i++) {
    const key = `${prefix}file-${String(i).padStart(4, '0')}.txt`;
    await storage.put(key, Buffer.from(`file ${i}`), 'text/plain');
    keys.push(key);
  }
  return keys;
}

const reauthed = async (app: FastifyInstance): Promise<{ token: string; reauth: string }> => {
  const tokens = await signIn(app, 'admin@demo.test');
  return { token: tokens.IdToken, reauth: tokens.IdToken };
};

const deleteUser = async (app: FastifyInstance, username: string) =>
  adminCall(app, 'DELETE', '/admin/deleteUserByUsername', { ...(await reauthed(app)), payload: { data: { username } } });

describe('deleting a user', () => {
  let app: FastifyInstance;
  let admin: string;
  const jobDeps = (): DeletionJobDeps => ({ db: app.db, storage: app.storage, payments: app.payments, clock: app.clock });

  beforeAll(async () => {
    app = await seededApp({ jobs: { workers: false } });
    admin = (await signIn(app, 'admin@demo.test')).IdToken;
  });
  afterAll(() => app.close());

  it("refuses the admin's own account (409) and an unknown user (404), audited, deleting nothing", async () => {
    const self = await deleteUser(app, usernameOf(admin));
    expect({ status: self.statusCode, code: self.json().error_code }).toEqual({ status: 409, code: 'CANNOT_DELETE_SELF' });
    expect(await latestAudit(app, admin)).toMatchObject({ action: 'delete_user', outcome: 'refused', error_code: 'CANNOT_DELETE_SELF', target: { email: 'admin@demo.test' } });
    const unknown = await deleteUser(app, 'nobody@demo.test');
    expect({ status: unknown.statusCode, code: unknown.json().error_code }).toEqual({ status: 404, code: 'USER_NOT_FOUND' });
    expect((await app.db.query('select 1 from admin_user_deletions')).rows).toEqual([]);
  });

  it('removes the identity, the customer and every row they own, queues the cleanup, and the cleanup removes their files', async () => {
    const pro = await signIn(app, 'pro@demo.test');
    const sub = usernameOf(pro.IdToken);
    const me = await customerIdOf(app, 'pro@demo.test');
    const cus = await billingCustomerOf(app, 'pro@demo.test');
    await makeStoryboard(app, me, { title: 'Going away', shots: 2 });
    await app.db.query(`insert into story_requests (customer_id, email, form) values ($1, 'pro@demo.test', '{}')`, [me]);
    const before = await rowsOfCustomer(app.db, me);
    // The seed and the storyboard above gave the customer rows in many tables.
    expect(nonZero(before)).toEqual(expect.arrayContaining(['storyboards.customer_id', 'projects.customer_id', 'billing_customers.customer_id', 'library_assets.customer_id', 'story_requests.customer_id']));
    const own = await putFiles(app.storage, `private/${sub}/uploads/2026/01/01/x/`, 3);
    const library = await putFiles(app.storage, 'protected/library/demo-pro/2026/01/01/900/', 2);
    const others = await putFiles(app.storage, `private/${usernameOf((await signIn(app, 'entry@demo.test')).IdToken)}/uploads/`, 2);

    const res = await adminCall(app, 'DELETE', '/admin/deleteUserByUsername', { ...(await reauthed(app)), payload: { data: { username: 'PRO@demo.test' } } });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { result: { username: sub, email: 'pro@demo.test', cleanup: 'pending' } } });

    // The database part is done: nothing of theirs is left, and they cannot sign in.
    expect(nonZero(await rowsOfCustomer(app.db, me))).toEqual([]);
    for (const [table, column, value] of [['identity_users', 'sub', sub], ['identity_refresh_tokens', 'sub', sub], ['customers', 'email', 'pro@demo.test'], ['billing_customers', 'id', cus], ['billing_invoices', 'billing_customer_id', cus], ['billing_subscriptions', 'billing_customer_id', cus], ['outbox_messages', 'to_address', 'pro@demo.test'], ['story_requests', 'email', 'pro@demo.test']]) {
      expect({ table, rows: (await app.db.query(`select 1 from ${table} where ${column}::text = $1`, [value])).rows.length }).toEqual({ table, rows: 0 });
    }
    const signInAgain = await cognito(app, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: app.identityPool.config.clientId, AuthParameters: { USERNAME: 'pro@demo.test', PASSWORD: DEMO_PASSWORD } });
    expect(signInAgain.statusCode).toBe(400);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await app.inject({ url: '/proxy/v1/current-user', headers: bearer(pro.IdToken) })).statusCode).toBe(401);
    // Other customers' records are untouched.
    expect(nonZero(await rowsOfCustomer(app.db, await customerIdOf(app, 'entry@demo.test')))).toContain('projects.customer_id');

    // The cleanup waits in the queue, and the audit log says so.
    const { id: deletionId } = (await app.db.query<{ id: string }>('select id from admin_user_deletions where identity_sub = $1', [sub])).rows[0] as { id: string };
    for (const queue of [ADMIN_DELETE_STORAGE_QUEUE, ADMIN_DELETE_GATEWAY_QUEUE]) {
      expect(await jobRuns(app.db, queue, 'deletionId', Number(deletionId))).toEqual([{ state: 'created', retry_count: 0 }]);
    }
    expect(await latestAudit(app, admin)).toMatchObject({ action: 'delete_user', outcome: 'succeeded', target: { username: sub, email: 'pro@demo.test', customer_id: cus }, cleanup: 'pending' });
    for (const key of [...own, ...library]) expect(await app.storage.exists(key)).toBe(true);

    const job = { signal: new AbortController().signal };
    await runStorageDeletion(jobDeps(), { deletionId: Number(deletionId) }, job);
    expect(await latestAudit(app, admin)).toMatchObject({ cleanup: 'pending' });
    await runGatewayDeletion(jobDeps(), { deletionId: Number(deletionId) }, job);
    expect(await latestAudit(app, admin)).toMatchObject({ cleanup: 'completed' });
    for (const key of [...own, ...library]) expect(await app.storage.exists(key)).toBe(false);
    for (const key of others) expect(await app.storage.exists(key)).toBe(true);
    // A job run again (a retry after its work was done) changes nothing.
    await runStorageDeletion(jobDeps(), { deletionId: Number(deletionId) }, job);
    expect(await deletionRepository(app.db).find(Number(deletionId))).toMatchObject({ storageDone: true, gatewayDone: true });
  });

  it('deletes nothing at all when any part of the database delete fails, and audits the failure', async () => {
    const entry = await signIn(app, 'entry@demo.test');
    const me = await customerIdOf(app, 'entry@demo.test');
    const before = await rowsOfCustomer(app.db, me);
    await app.db.exec(`
      create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end; $$;
      create trigger refuse_delete before delete on briefs for each row execute function refuse_delete();`);
    await app.db.query(`insert into briefs (customer_id, submitted_by, title, brief) values ($1, 'entry@demo.test', 'Brief', '{}')`, [me]);
    try {
      const res = await deleteUser(app, 'entry@demo.test');
      expect({ status: res.statusCode, code: res.json().error_code }).toEqual({ status: 500, code: 'INTERNAL_ERROR' });
    } finally {
      await app.db.exec('drop trigger refuse_delete on briefs; drop function refuse_delete();');
    }
    expect(await rowsOfCustomer(app.db, me)).toEqual({ ...before, 'briefs.customer_id': (before['briefs.customer_id'] ?? 0) + 1 });
    expect((await app.db.query('select 1 from identity_users where email = $1', ['entry@demo.test'])).rows).toHaveLength(1);
    expect((await app.db.query('select 1 from admin_user_deletions where email = $1', ['entry@demo.test'])).rows).toEqual([]);
    expect((await app.db.query(`select 1 from pgboss.job where name = $1 and data->>'deletionId' is not null`, [ADMIN_DELETE_STORAGE_QUEUE])).rows).toHaveLength(1);
    expect((await app.inject({ url: '/proxy/v1/current-user', headers: bearer(entry.IdToken) })).statusCode).toBe(200);
    const audit = await latestAudit(app, admin);
    expect(audit).toMatchObject({ action: 'delete_user', outcome: 'failed', error_code: 'INTERNAL_ERROR', target: { email: 'entry@demo.test' }, cleanup: null });
    expect(String(audit['error_message'])).toContain('disk full');
  });
});

describe('a deletion whose cleanup worker is stopped half-way', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-admin-delete-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its files listed as pending, and finishes after the api restarts', async () => {
    const config = testConfig({ DATA_DIR: dir, STORAGE_DIR: 'memory://' });
    const first = await buildApp(config, { jobs: { workers: false } });
    await first.ready();
    await runSeed(first.db, config);
    const sub = usernameOf((await signIn(first, 'starter@demo.test')).IdToken);
    // More files than one listing holds, so the job works through pages.
    const files = await putFiles(first.storage, `private/${sub}/renders/`, 450);
    const res = await deleteUser(first, 'starter@demo.test');
    expect(res.statusCode).toBe(200);
    const { id } = (await first.db.query<{ id: string }>('select id from admin_user_deletions where identity_sub = $1', [sub])).rows[0] as { id: string };
    const deletionId = Number(id);

    // A worker of this api is stopped (the api shutting down) after 250 files.
    const stopping = new AbortController();
    let deleted = 0;
    const store = first.storage;
    const interrupted: ObjectStorage = {
      bucket: store.bucket,
      put: (...args) => store.put(...args),
      get: (...args) => store.get(...args),
      stat: (key) => store.stat(key),
      exists: (key) => store.exists(key),
      list: (prefix, options) => store.list(prefix, options),
      delete: async (key) => {
        if (++deleted === 250) stopping.abort(new Error('The api is shutting down'));
        return store.delete(key);
      },
    };
    const deps: DeletionJobDeps = { db: first.db, storage: interrupted, payments: first.payments, clock: first.clock };
    await expect(runStorageDeletion(deps, { deletionId }, { signal: stopping.signal })).rejects.toThrow('The api is shutting down');
    expect(await first.storage.list(`private/${sub}/`, { limit: 1000 })).toHaveLength(200);
    expect(await deletionRepository(first.db).find(deletionId)).toMatchObject({ storageDone: false, gatewayDone: false });
    await first.close();

    // Second life on the same data: the queued jobs are worked on and the cleanup completes.
    const second = await buildApp(config, { jobs: { pollingIntervalSeconds: 0.5 } });
    try {
      await second.ready();
      const admin = (await signIn(second, 'admin@demo.test')).IdToken;
      const entries = async (): Promise<AdminAuditEntry[]> => adminAuditLogResponseSchema.parse((await adminCall(second, 'GET', '/admin/auditLog?action=delete_user', { token: admin })).json()).result.entries;
      const done = await pollUntil(entries, (e) => e[0]?.cleanup === 'completed', 60_000);
      expect(done[0]).toMatchObject({ outcome: 'succeeded', target: { username: sub, email: 'starter@demo.test' }, cleanup: 'completed' });
      for (const key of files) expect(await second.storage.exists(key)).toBe(false);
      expect(await settledJobRuns(second.db, ADMIN_DELETE_STORAGE_QUEUE, 'deletionId', deletionId)).toEqual([{ state: 'completed', retry_count: 0 }]);
      expect(await settledJobRuns(second.db, ADMIN_DELETE_GATEWAY_QUEUE, 'deletionId', deletionId)).toEqual([{ state: 'completed', retry_count: 0 }]);
    } finally {
      await second.close();
    }
  }, 240_000);
});
