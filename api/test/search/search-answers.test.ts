import type { FastifyInstance } from 'fastify';
import { listingSearchResponseSchema, scriptSearchResponseSchema } from '../../src/contracts';
import { bearer, seededApp, signIn } from '../support/account';
import { addFilmed } from '../support/library';
import { customerIdOf, listDirectly, makeStoryboard } from '../support/storyboards';

/*
 * Search answers are reused under generations that every change to what they show moves
 * on (migration 009, docs/adr/021). The first part proves each kind of change moves the
 * right generations and only those; the second that the routes answer from what they
 * kept until such a change, and then from the database.
 */
describe('search answers and their generations', () => {
  let app: FastifyInstance;
  let pro: number;
  let entry: number;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await seededApp();
    pro = await customerIdOf(app, 'pro@demo.test');
    entry = await customerIdOf(app, 'entry@demo.test');
    for (const who of ['pro', 'entry']) tokens[who] = (await signIn(app, `${who}@demo.test`)).IdToken;
  });
  afterAll(() => app.close());

  async function generations(): Promise<{ pro: number; entry: number; marketplace: number }> {
    const { rows } = await app.db.query<{ scope: string; generation: string }>('select scope, generation from search_generations');
    const of = (scope: string) => Number(rows.find((r) => r.scope === scope)?.generation ?? 0);
    return { pro: of(`customer:${pro}`), entry: of(`customer:${entry}`), marketplace: of('marketplace') };
  }

  /** Which generations `change` moves on: true for each that moved. */
  async function moved(change: () => Promise<unknown>): Promise<{ pro: boolean; entry: boolean; marketplace: boolean }> {
    const before = await generations();
    await change();
    const after = await generations();
    return { pro: after.pro > before.pro, entry: after.entry > before.entry, marketplace: after.marketplace > before.marketplace };
  }

  describe('what moves a generation', () => {
    it("a storyboard's own changes move its owner's generation only, until it is listed", async () => {
      let id = 0;
      expect(await moved(async () => (id = await makeStoryboard(app, pro, { shots: 1 })))).toEqual({ pro: true, entry: false, marketplace: false });
      expect(await moved(() => app.db.query(`update storyboards set title = 'Renamed' where id = $1`, [id]))).toEqual({
        pro: true,
        entry: false,
        marketplace: false,
      });
      expect(await moved(() => app.db.query(`update shots set title = 'Wide' where storyboard_id = $1`, [id]))).toEqual({
        pro: true,
        entry: false,
        marketplace: false,
      });
      expect(await moved(() => app.db.query(`update projects set code = code where customer_id = $1`, [pro]))).toEqual({
        pro: true,
        entry: false,
        marketplace: false,
      });
      expect(await moved(() => app.db.query(`delete from storyboards where id = $1`, [id]))).toEqual({ pro: true, entry: false, marketplace: false });
    });

    it('a listed storyboard, its shots and its listing move the marketplace too', async () => {
      const id = await makeStoryboard(app, entry, { status: 'Published', project: 'Live', shots: 2 });
      let listing = 0;
      const both = { pro: false, entry: true, marketplace: true };
      expect(await moved(async () => (listing = await listDirectly(app, id)))).toEqual(both);
      expect(await moved(() => app.db.query(`update storyboards set tags = '{Sports,Popular}' where id = $1`, [id]))).toEqual(both);
      expect(
        await moved(() => app.db.query(`insert into shots (storyboard_id, shot_number, title, duration_millis) values ($1, 3, 'Close', 4000)`, [id])),
      ).toEqual(both);
      expect(await moved(() => app.db.query(`update shots set duration_millis = 6000 where storyboard_id = $1`, [id]))).toEqual(both);
      expect(await moved(() => app.db.query(`delete from shots where storyboard_id = $1 and shot_number = 3`, [id]))).toEqual(both);
      expect(await moved(() => app.db.query(`update marketplace_listings set author_name = 'Someone' where id = $1`, [listing]))).toEqual(both);
      expect(await moved(() => app.db.query(`delete from marketplace_listings where id = $1`, [listing]))).toEqual(both);
      // Unlisted again: its changes are the owner's alone.
      expect(await moved(() => app.db.query(`update storyboards set title = 'Quiet' where id = $1`, [id]))).toEqual({ ...both, marketplace: false });
    });

    it("a library asset, its media and its storyboard's title move its owner's library generation (migration 012)", async () => {
      const library = async (): Promise<{ pro: number; entry: number; scripts: number }> => {
        const { rows } = await app.db.query<{ scope: string; generation: string }>('select scope, generation from search_generations');
        const of = (scope: string) => Number(rows.find((r) => r.scope === scope)?.generation ?? 0);
        return { pro: of(`library:${pro}`), entry: of(`library:${entry}`), scripts: of(`customer:${pro}`) };
      };
      const libraryMoved = async (change: () => Promise<unknown>): Promise<{ pro: boolean; entry: boolean; scripts: boolean }> => {
        const before = await library();
        await change();
        const after = await library();
        return { pro: after.pro > before.pro, entry: after.entry > before.entry, scripts: after.scripts > before.scripts };
      };
      const id = await makeStoryboard(app, pro, { shots: 1 });
      const key = 'private/x/library/2026/05/04/gen/clip.mp4';
      const own = { pro: true, entry: false, scripts: false };
      expect(await libraryMoved(() => addFilmed(app, pro, id, 'x', [{ assetId: key }]))).toEqual(own);
      expect(await libraryMoved(() => app.db.query(`update library_assets set tags = '{Zoo}' where asset_id = $1`, [key]))).toEqual(own);
      expect(
        await libraryMoved(() =>
          app.db.query(`insert into media_assets (customer_id, asset_id, bucket, media_type, content_type, size) values ($1, $2, 'local', 'Video', 'video/mp4', 1)`, [pro, key]),
        ),
      ).toEqual(own);
      expect(await libraryMoved(() => app.db.query(`update media_assets set status = 'Ready' where asset_id = $1`, [key]))).toEqual(own);
      // Media no library asset uses moves nothing.
      expect(
        await libraryMoved(() =>
          app.db.query(`insert into media_assets (customer_id, asset_id, bucket, media_type, content_type, size) values ($1, 'private/x/other.mp4', 'local', 'Video', 'video/mp4', 1)`, [pro]),
        ),
      ).toEqual({ pro: false, entry: false, scripts: false });
      // A rename reaches the asset's row: both of the owner's searches move.
      expect(await libraryMoved(() => app.db.query(`update storyboards set title = 'Renamed for the library' where id = $1`, [id]))).toEqual({ ...own, scripts: true });
      expect(await libraryMoved(() => app.db.query('delete from library_assets where asset_id = $1', [key]))).toEqual(own);
    });

    it('a statement that changes several customers moves each of them once', async () => {
      const a = await makeStoryboard(app, pro);
      const b = await makeStoryboard(app, entry);
      const before = await generations();
      await app.db.query(`update storyboards set description = 'Both' where id = any($1::bigint[])`, [[a, b]]);
      const after = await generations();
      expect([after.pro - before.pro, after.entry - before.entry, after.marketplace - before.marketplace]).toEqual([1, 1, 0]);
    });
  });

  describe('the routes', () => {
    const get = (who: string, url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: { ...bearer(tokens[who] ?? ''), ...headers } });

    /** Database statements `run` makes. */
    async function statements(run: () => Promise<unknown>): Promise<number> {
      const spy = jest.spyOn(app.db, 'query');
      try {
        await run();
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    }

    it('answers a repeated search from what it kept, until a change to what it shows', async () => {
      const id = await makeStoryboard(app, pro, { title: 'Quokka parade', tags: ['Zoo'] });
      const url = '/search/scripts?q=quokka';
      const first = await get('pro', url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(scriptSearchResponseSchema.parse(first.json()).result.hits.map((h) => h.scriptTitle)).toEqual(['Quokka parade']);

      // The same search again, with its parameters in another order: one statement (who
      // is asking, and the generations), the same bytes.
      let again = first;
      expect(await statements(async () => (again = await get('pro', '/search/scripts?size=20&q=quokka')))).toBe(1);
      expect(again.body).toBe(first.body);

      // A rename through the api is seen at once.
      const renamed = await app.inject({
        method: 'POST',
        url: `/proxy/v1/customers/${pro}/storyboards/${id}`,
        headers: bearer(tokens.pro ?? ''),
        payload: { title: 'Quokka march', tags: ['Zoo'] },
      });
      expect(renamed.statusCode).toBe(200);
      expect(scriptSearchResponseSchema.parse((await get('pro', url)).json()).result.hits.map((h) => h.scriptTitle)).toEqual(['Quokka march']);

      // Cache-Control: no-cache goes to the database.
      expect(await statements(() => get('pro', url, { 'cache-control': 'no-cache' }))).toBeGreaterThan(1);
    });

    it("never answers one customer with another's kept answer", async () => {
      await makeStoryboard(app, pro, { title: 'Wombat trail' });
      await makeStoryboard(app, entry, { title: 'Wombat run' });
      const titles = async (who: string) =>
        scriptSearchResponseSchema.parse((await get(who, '/search/scripts?q=wombat')).json()).result.hits.map((h) => h.scriptTitle);
      expect(await titles('pro')).toEqual(['Wombat trail']);
      expect(await titles('entry')).toEqual(['Wombat run']);
      expect(await titles('pro')).toEqual(['Wombat trail']);
    });

    it("answers the marketplace from what it kept, and sees a listing come and go", async () => {
      const url = '/search/listings?q=platypus';
      const ids = async () => listingSearchResponseSchema.parse((await get('entry', url)).json()).result.hits.map((h) => h.scriptId);
      expect(await ids()).toEqual([]);
      const id = await makeStoryboard(app, pro, { title: 'Platypus creek', status: 'Published', project: 'Live', shots: 1 });
      // Not listed yet: the marketplace has not moved, and what was kept is right.
      expect(await statements(async () => expect(await ids()).toEqual([]))).toBe(1);
      const listing = await listDirectly(app, id);
      expect(await ids()).toEqual([id]);
      await app.db.query('delete from marketplace_listings where id = $1', [listing]);
      expect(await ids()).toEqual([]);
    });
  });
});
