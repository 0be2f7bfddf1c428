import type { FastifyInstance } from 'fastify';
import type { ProjectType, ScriptSearchQuery } from '../../src/contracts';
import { customerRepository } from '../../src/plugins/app/customers/customer-repository';
import { listingRepository } from '../../src/plugins/app/storyboards/listing-repository';
import { prefixQuery, storyboardRepository } from '../../src/plugins/app/storyboards/storyboard-repository';
import { seededApp } from '../support/account';
import { customerIdOf, listDirectly, makeStoryboard } from '../support/storyboards';

/*
 * The searches read only their page's rows (migration 008: the lower-cased tags index and
 * the per-project counts). Their answers must be what the plain query gives: each search
 * here is compared with a reference that joins, filters, counts and orders every row.
 */

const WORDS = ['zephyr', 'quokka', 'harbour', 'lantern', 'meadow', 'cobalt'];
const TAGS = ['Sports', 'Social', 'QLD', 'Brand', 'Kids'];
const STATUSES = ['Draft', 'Published', 'Deleted', 'Submitted', 'Obsoleted'] as const;

interface RefHit {
  id: number;
  shots: number;
  listingId: number | null;
  projectType: ProjectType;
  code: string;
}

/** /search/scripts computed the plain way: every matching row joined, counted and sorted. */
async function referenceScripts(app: FastifyInstance, customerId: number, q: ScriptSearchQuery): Promise<{ hits: RefHit[]; total: number }> {
  const params: unknown[] = [customerId];
  const where = [`s.customer_id = $1`, `s.status <> 'Deleted'`];
  const tsq = q.q ? prefixQuery(q.q) : null;
  if (tsq) {
    params.push(tsq);
    where.push(`s.search @@ to_tsquery('simple', $${params.length})`);
  }
  if (q.tags?.length) {
    params.push(q.tags.map((t) => t.toLowerCase()));
    where.push(`(select coalesce(array_agg(lower(t)), '{}') from unnest(s.tags) t) @> $${params.length}::text[]`);
  }
  if (q.projectType) {
    params.push(q.projectType);
    where.push(`p.project_type = $${params.length}`);
  }
  if (q.scriptId) {
    params.push(q.scriptId);
    where.push(`s.id = $${params.length}`);
  }
  const dir = q.sortOrder === 'asc' ? 'asc' : 'desc';
  const order = tsq && q.sortBy !== 'lastUpdated' ? `ts_rank(s.search, to_tsquery('simple', $2)) desc, s.updated_at desc, s.id desc` : `s.updated_at ${dir}, s.id ${dir}`;
  const { rows } = await app.db.query<{ id: string; shots: string; listing_id: string | null; project_type: ProjectType; code: string }>(
    `select s.id, (select count(*) from shots sh where sh.storyboard_id = s.id) as shots, l.id as listing_id, p.project_type, p.code
     from storyboards s join projects p on p.id = s.project_id left join marketplace_listings l on l.storyboard_id = s.id
     where ${where.join(' and ')} order by ${order}`,
    params,
  );
  const all = rows.map((r) => ({ id: Number(r.id), shots: Number(r.shots), listingId: r.listing_id === null ? null : Number(r.listing_id), projectType: r.project_type, code: r.code }));
  return { hits: all.slice(q.from, q.from + q.size), total: all.length };
}

const query = (over: Partial<ScriptSearchQuery>): ScriptSearchQuery => ({ from: 0, size: 20, sortOrder: 'desc', ...over });

describe('storyboard searches at scale (migration 008)', () => {
  let app: FastifyInstance;
  let customer: number;
  let other: number;

  beforeAll(async () => {
    app = await seededApp();
    customer = await customerIdOf(app, 'entry@demo.test');
    other = await customerIdOf(app, 'starter@demo.test');
    const ids: number[] = [];
    // 90 storyboards with words, tags (in mixed case), statuses and projects spread over
    // them; some listed; update times spread so date and rank orders both matter.
    for (let i = 0; i < 90; i++) {
      const words = [WORDS[i % 6], WORDS[(i * 5 + 1) % 6]];
      const tags = [TAGS[i % 5]!, ...(i % 3 === 0 ? [TAGS[(i + 2) % 5]!.toLowerCase()] : [])];
      const status = STATUSES[i % 5]!;
      const id = await makeStoryboard(app, i % 7 === 0 ? other : customer, {
        title: `${words[0]} ${i}`,
        description: `${words[1]} story ${i % 4 === 0 ? words[0] : ''}`,
        tags,
        status,
        project: i % 4 === 0 ? 'Live' : 'Dev',
        shots: i % 4,
      });
      ids.push(id);
      if (status === 'Published' && i % 2 === 1) await listDirectly(app, id);
    }
    // Update times out of id order (the trigger that stamps them is held for this).
    await app.db.transaction(async (tx) => {
      await tx.exec('alter table storyboards disable trigger storyboards_set_updated_at');
      await tx.query(`update storyboards set updated_at = now() - make_interval(mins => ((id * 37) % 90)::int) where id = any($1::bigint[])`, [ids]);
      await tx.exec('alter table storyboards enable trigger storyboards_set_updated_at');
    });
  });
  afterAll(() => app.close());

  async function expectSameAsReference(q: ScriptSearchQuery): Promise<void> {
    const page = await storyboardRepository(app.db).searchScripts(customer, q);
    const ref = await referenceScripts(app, customer, q);
    const got = page.hits.map((h) => ({ id: h.scriptId, shots: h.numberOfShots, listingId: h.listingId, projectType: h.project.projectType, code: h.project.code }));
    expect({ q, hits: got, total: page.total }).toEqual({ q, hits: ref.hits, total: ref.total });
  }

  it('answers /search/scripts as the plain query does, for words, tags, projects, ids, orders and pages', async () => {
    const someId = (await referenceScripts(app, customer, query({}))).hits[3]!.id;
    const queries: Partial<ScriptSearchQuery>[] = [
      {},
      { from: 20 },
      { from: 40, size: 10 },
      { from: 500 },
      { size: 1, sortBy: 'lastUpdated', sortOrder: 'desc' },
      { sortOrder: 'asc', from: 5 },
      { q: 'zeph' },
      { q: 'quokka harb' },
      { q: 'meadow', sortBy: 'lastUpdated' },
      { q: 'meadow', from: 3, size: 5 },
      { q: '!!' },
      { tags: ['sports'] },
      { tags: ['SPORTS', 'qld'] },
      { tags: ['Kids'], projectType: 'Live' },
      { projectType: 'Live' },
      { projectType: 'Dev', from: 20 },
      { projectType: 'Dev', from: 400 },
      { q: 'lantern', tags: ['brand'], projectType: 'Dev' },
      { scriptId: someId },
      { scriptId: someId, projectType: 'Live' },
    ];
    for (const q of queries) await expectSameAsReference(query(q));
  });

  it('keeps the unfiltered totals exact as storyboards are added, deleted, moved and removed', async () => {
    const repo = storyboardRepository(app.db);
    const projects = await customerRepository(app.db).projectsOf(customer);
    const live = projects.find((p) => p.projectType === 'Live')!.id;
    const check = async () => {
      for (const projectType of [undefined, 'Live', 'Dev'] as const) await expectSameAsReference(query(projectType ? { projectType } : {}));
      const { rows } = await app.db.query<{ drift: string }>(
        `select count(*) as drift from (
           select customer_id, project_id, count(*) as n from storyboards where status <> 'Deleted' group by 1, 2
         ) actual full join storyboard_counts c using (customer_id, project_id)
         where coalesce(actual.n, 0) <> coalesce(c.storyboards, 0)`,
      );
      expect(Number(rows[0]?.drift)).toBe(0);
    };
    await check();

    const a = await makeStoryboard(app, customer, { title: 'Counted one' });
    const b = await makeStoryboard(app, customer, { title: 'Counted two', status: 'Published' });
    await check();
    await repo.setStatus(a, 'Deleted');
    await check();
    await repo.moveToProject(b, live);
    await check();
    await repo.setStatus(b, 'Draft');
    await repo.touch(b);
    await check();
    // Several rows in one statement, in and out of Deleted, across projects and customers.
    await app.db.query(`update storyboards set status = case when status = 'Deleted' then 'Draft' else 'Deleted' end where id % 3 = 0`);
    await check();
    await app.db.query(`update storyboards set project_id = $2 where customer_id = $1 and id % 5 = 0`, [customer, live]);
    await check();
    await app.db.query(`delete from storyboards where customer_id = $1 and id % 4 = 1`, [customer]);
    await check();
    await app.db.query(
      `insert into storyboards (customer_id, project_id, title, status) select $1, $2, 'Bulk ' || i, case when i % 2 = 0 then 'Deleted' else 'Draft' end from generate_series(1, 25) i`,
      [customer, live],
    );
    await check();
  });

  it('answers /search/listings as the plain query does: page, total, shots and their duration', async () => {
    const reference = async (q: { q?: string; tags?: string[]; from?: number; size?: number }) => {
      const params: unknown[] = [];
      const where: string[] = [];
      const tsq = q.q ? prefixQuery(q.q) : null;
      if (tsq) {
        params.push(tsq);
        where.push(`s.search @@ to_tsquery('simple', $${params.length})`);
      }
      if (q.tags?.length) {
        params.push(q.tags.map((t) => t.toLowerCase()));
        where.push(`(select coalesce(array_agg(lower(t)), '{}') from unnest(s.tags) t) @> $${params.length}::text[]`);
      }
      const { rows } = await app.db.query<{ listing_id: string; duration: string; shots: string[] }>(
        `select l.id as listing_id,
                (select coalesce(sum(duration_millis), 0) from shots sh where sh.storyboard_id = s.id) as duration,
                array(select sh.id::text from shots sh where sh.storyboard_id = s.id order by sh.shot_number) as shots
         from marketplace_listings l join storyboards s on s.id = l.storyboard_id
         where s.status <> 'Deleted' ${where.length ? `and ${where.join(' and ')}` : ''}
         order by l.created_at desc, l.id desc`,
        params,
      );
      const from = q.from ?? 0;
      const all = rows.map((r) => ({ listingId: Number(r.listing_id), duration: Number(r.duration), shots: r.shots.map(Number) }));
      const hits = all.slice(from, from + (q.size ?? 100));
      // As the listing search has always answered: past the end, no row carries a total.
      return { hits, total: hits.length ? all.length : 0 };
    };
    for (const q of [{}, { size: 3 }, { from: 2, size: 4 }, { from: 500 }, { q: 'zeph' }, { tags: ['SOCIAL'] }, { q: 'meadow', tags: ['sports'] }]) {
      const page = await listingRepository(app.db).search(q);
      const got = page.hits.map((r) => {
        const shots = typeof r.shot_list === 'string' ? (JSON.parse(r.shot_list) as { id: number }[]) : r.shot_list;
        return { listingId: Number(r.listing_id), duration: Number(r.duration), shots: shots.map((s) => s.id) };
      });
      expect({ q, hits: got, total: page.total }).toEqual({ q, ...(await reference(q)) });
    }
  });
});
