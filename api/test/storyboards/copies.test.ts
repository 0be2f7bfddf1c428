import type { FastifyInstance } from 'fastify';
import { copyRequestStatusSchema } from '../../src/contracts';
import { bearer, seededApp, signIn } from '../support/account';
import { customerIdOf, listDirectly, makeStoryboard } from '../support/storyboards';

describe('clone and listing copies (001 §4): requests the portal polls, done by a durable job', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    app = await seededApp({ jobs: { pollingIntervalSeconds: 0.5 } });
    for (const who of ['pro', 'entry', 'starter', 'beginner', 'admin']) {
      tokens[who] = (await signIn(app, `${who}@demo.test`)).IdToken;
      ids[who] = await customerIdOf(app, `${who}@demo.test`);
    }
  });
  afterAll(() => app.close());

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });
  const base = (who: string) => `/proxy/v1/customers/${ids[who]}`;

  /** Polls the request until it is no longer Pending. */
  async function settled(who: string, path: string) {
    const until = Date.now() + 20_000;
    for (;;) {
      const res = await call(who, 'GET', `${base(who)}/${path}`);
      const result = copyRequestStatusSchema.parse(res.json()).result;
      if (result.status !== 'Pending' || Date.now() > until) return result;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it("clones a Published storyboard into the customer's Dev project as a Draft, shots and all", async () => {
    const source = await makeStoryboard(app, ids.pro!, { status: 'Published', project: 'Live', shots: 3, title: 'Original' });
    const res = await call('pro', 'POST', `${base('pro')}/storyboards/${source}/clone`, { title: 'Original (copy)' });
    expect(res.statusCode).toBe(200);
    const done = await settled('pro', `clone-requests/${res.json().result.id}`);
    expect(done).toMatchObject({ status: 'Completed', error: null });
    const copy = (await call('pro', 'GET', `${base('pro')}/storyboards/${done.scriptId}`)).json().result;
    expect(copy).toMatchObject({ title: 'Original (copy)', status: 'Draft', numberOfShots: 3, originalScriptId: source, project: { projectType: 'Dev' } });
  });

  it('refuses a clone the status does not permit, and another customer as target unless an admin asks', async () => {
    const draft = await makeStoryboard(app, ids.pro!, { status: 'Draft' });
    const refused = await call('pro', 'POST', `${base('pro')}/storyboards/${draft}/clone`, { title: 'x' });
    expect([refused.statusCode, refused.json().error_code]).toEqual([409, 'ACTION_NOT_ALLOWED']);
    const published = await makeStoryboard(app, ids.pro!, { status: 'Published', shots: 1, title: 'For entry' });
    const notAdmin = await call('pro', 'POST', `${base('pro')}/storyboards/${published}/clone`, { title: 'For entry', targetUserId: ids.entry });
    expect([notAdmin.statusCode, notAdmin.json().error_code]).toEqual([403, 'ADMIN_ONLY']);

    const byAdmin = await call('admin', 'POST', `${base('pro')}/storyboards/${published}/clone`, { title: 'For entry', targetUserId: ids.entry });
    expect(byAdmin.statusCode).toBe(200);
    // The request is the path customer's; the copy lands in the target's account.
    const done = await settled('pro', `clone-requests/${byAdmin.json().result.id}`);
    expect(done.status).toBe('Completed');
    expect((await call('entry', 'GET', `${base('entry')}/storyboards/${done.scriptId}`)).json().result.title).toBe('For entry');
  });

  it("answers 404 for another customer's request, and for a copy request read as a clone", async () => {
    const source = await makeStoryboard(app, ids.pro!, { status: 'Published', shots: 1 });
    const requestId = (await call('pro', 'POST', `${base('pro')}/storyboards/${source}/clone`, { title: 'Mine' })).json().result.id;
    const theirs = await call('entry', 'GET', `${base('entry')}/clone-requests/${requestId}`);
    expect([theirs.statusCode, theirs.json().error_code]).toEqual([404, 'REQUEST_NOT_FOUND']);
    expect((await call('pro', 'GET', `${base('pro')}/listing-copy-requests/${requestId}`)).statusCode).toBe(404);
  });

  it('adds a marketplace storyboard to an account (Starter and above); the copy stays editable for them', async () => {
    const listed = await makeStoryboard(app, ids.admin!, { status: 'Published', project: 'Live', shots: 2, title: 'Market pick' });
    const listingId = await listDirectly(app, listed);
    const res = await call('starter', 'POST', `${base('starter')}/listings/${listingId}/copy-script`);
    expect(res.statusCode).toBe(200);
    const done = await settled('starter', `listing-copy-requests/${res.json().result.id}`);
    expect(done.status).toBe('Completed');
    const copyUrl = `${base('starter')}/storyboards/${done.scriptId}`;
    expect((await call('starter', 'GET', copyUrl)).json().result).toMatchObject({ title: 'Market pick', status: 'Draft', numberOfShots: 2 });
    expect((await call('starter', 'POST', copyUrl, { title: 'My market pick' })).statusCode).toBe(200);

    const beginner = await call('beginner', 'POST', `${base('beginner')}/listings/${listingId}/copy-script`);
    expect([beginner.statusCode, beginner.json().error_code]).toEqual([403, 'FEATURE_NOT_IN_PLAN']);
    expect((await call('starter', 'POST', `${base('starter')}/listings/99999999/copy-script`)).statusCode).toBe(404);
  });
});
