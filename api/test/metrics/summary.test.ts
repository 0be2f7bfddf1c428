import type { FastifyInstance } from 'fastify';
import { METRICS_MAX_RANGE_DAYS, metricsSummaryResponseSchema, type MetricsSummary } from '../../src/contracts';
import { bearer, seededApp, signIn } from '../support/account';
import { addFilmed, callerOf, type Caller } from '../support/library';
import { makeStoryboard } from '../support/storyboards';

/*
 * GET /metrics/summary (issue 17 "Metrics"; docs/adr/035): the figures come from the rows
 * this test writes, in a range the demo seed leaves empty (early 2020) and as changes of
 * the snapshot counts; another customer's rows never count; the plan gate holds.
 */
const DAY = 86_400_000;
/** Midnight of 1 January 2020 in Brisbane (UTC+10). */
const FROM = Date.parse('2019-12-31T14:00:00Z');
const TO = FROM + 3 * DAY;

describe('GET /metrics/summary', () => {
  let app: FastifyInstance;
  let pro: Caller;
  let starter: Caller;

  beforeAll(async () => {
    app = await seededApp({ env: { STORAGE_DIR: 'memory://' }, jobs: { workers: false } });
    pro = await callerOf(app, 'pro@demo.test');
    starter = await callerOf(app, 'starter@demo.test');
  });
  afterAll(() => app.close());

  const get = (token: string, from = FROM, to = TO) => app.inject({ url: `/metrics/summary?from=${from}&to=${to}`, headers: bearer(token) });
  const summary = async (token = pro.token, from = FROM, to = TO): Promise<MetricsSummary> => {
    const res = await get(token, from, to);
    expect(res.statusCode).toBe(200);
    return metricsSummaryResponseSchema.parse(res.json()).result;
  };
  const addRender = (customerId: number, storyboardId: number, status: string, at: string) =>
    app.db.query(
      `insert into test_renders (customer_id, storyboard_id, title, status, output_key, created_at) values ($1, $2, 'Metrics film', $3, $4, $5)`,
      [customerId, storyboardId, status, `private/metrics-test/renders/${Math.random().toString(36).slice(2)}.mp4`, new Date(at)],
    );

  it('counts the uploads, top storyboards and renders of the range from the rows written, per Brisbane day', async () => {
    const before = await summary();
    expect(before.videos_uploaded.total).toBe(0);
    expect(before.top_storyboards).toEqual([]);
    expect(before.renders.total).toBe(0);
    expect(before.videos_uploaded.by_day.map((d) => d.day)).toEqual(['2020-01-01', '2020-01-02', '2020-01-03']);

    const busy = await makeStoryboard(app, pro.id, { title: 'Busy board', shots: 2, status: 'Published', project: 'Live' });
    const quiet = await makeStoryboard(app, pro.id, { title: 'Quiet board', shots: 1 });
    const at = (iso: string) => ({ filmedAt: new Date(iso) });
    await addFilmed(app, pro.id, busy, pro.sub, [
      { shot: null, ...at('2020-01-01T01:00:00Z') }, // a film, Brisbane 1 January
      { shot: 1, ...at('2020-01-01T01:00:00Z') },
      { shot: 2, ...at('2020-01-01T01:05:00Z') },
      { shot: null, ...at('2020-01-02T15:00:00Z') }, // a film, 1 am on 3 January in Brisbane
      { shot: 1, ...at('2020-01-05T00:00:00Z') }, // after the range
      { shot: 2, source: 'DG', assetType: 'ShotExplanation', ...at('2020-01-01T02:00:00Z') }, // not end users'
    ]);
    await addFilmed(app, pro.id, quiet, pro.sub, [{ shot: 1, ...at('2020-01-01T03:00:00Z') }]);
    await addRender(pro.id, busy, 'Complete', '2020-01-01T00:00:00Z');
    await addRender(pro.id, busy, 'Failed', '2020-01-02T00:00:00Z');
    await addRender(pro.id, quiet, 'Processing', '2020-01-02T00:00:00Z');
    await addRender(pro.id, quiet, 'Complete', '2019-12-31T13:59:59Z'); // before the range

    const after = await summary();
    // Counts of 1, 2 and 3 January 2020 (Brisbane).
    const perDay = (counts: number[]) => counts.map((count, i) => ({ day: `2020-01-0${i + 1}`, count }));
    expect(after.videos_uploaded).toEqual({ total: 2, by_day: perDay([1, 0, 1]) });
    expect(after.shots_uploaded).toEqual({ total: 3, by_day: perDay([3, 0, 0]) });
    expect(after.top_storyboards).toEqual([
      { storyboard_id: busy, title: 'Busy board', videos: 2, shots: 2 },
      { storyboard_id: quiet, title: 'Quiet board', videos: 0, shots: 1 },
    ]);
    expect(after.renders).toEqual({ total: 3, by_outcome: { Complete: 1, Failed: 1, Processing: 1 } });

    // The snapshot counts moved by what was added.
    expect(after.storyboards_by_status.Published).toBe(before.storyboards_by_status.Published + 1);
    expect(after.storyboards_by_status.Draft).toBe(before.storyboards_by_status.Draft + 1);
    expect(after.storyboards_by_project).toEqual({ Dev: before.storyboards_by_project.Dev + 1, Live: before.storyboards_by_project.Live + 1 });
    expect(after.live_projects).toBe(1);
    expect(after.support_widget).toEqual({
      project_live: before.support_widget.project_live + 1,
      total_ugv_videos: before.support_widget.total_ugv_videos + 2,
      total_ugv_shots: before.support_widget.total_ugv_shots + 4,
      total_storyboards: before.support_widget.total_storyboards + 2,
    });
  });

  it('never counts another customer’s rows', async () => {
    const before = await summary();
    const theirs = await makeStoryboard(app, starter.id, { title: 'Not mine', shots: 1, status: 'Published', project: 'Live' });
    await addFilmed(app, starter.id, theirs, starter.sub, [
      { shot: null, filmedAt: new Date('2020-01-01T01:00:00Z') },
      { shot: 1, filmedAt: new Date('2020-01-01T01:00:00Z') },
    ]);
    await addRender(starter.id, theirs, 'Complete', '2020-01-01T00:00:00Z');
    const after = await summary();
    expect({ ...after, as_of: 0 }).toEqual({ ...before, as_of: 0 });
  });

  it('counts a deleted storyboard under Deleted only', async () => {
    const before = await summary();
    await makeStoryboard(app, pro.id, { title: 'Gone', status: 'Deleted' });
    const after = await summary();
    expect(after.storyboards_by_status.Deleted).toBe(before.storyboards_by_status.Deleted + 1);
    expect(after.support_widget.total_storyboards).toBe(before.support_widget.total_storyboards);
    expect(after.storyboards_by_project).toEqual(before.storyboards_by_project);
  });

  it('answers the seeded demo customer with every status and a figure for every day', async () => {
    const now = Date.now();
    const result = await summary(pro.token, now - 30 * DAY, now);
    expect(result.videos_uploaded.by_day.length).toBeGreaterThanOrEqual(30);
    expect(result.support_widget.total_storyboards).toBeGreaterThan(0);
    expect(Object.keys(result.storyboards_by_status).sort()).toEqual(
      ['Deleted', 'Draft', 'Obsoleted', 'Processing', 'Published', 'ReadyToPublish', 'Rendering', 'Submitted'],
    );
  });

  it('refuses customers whose plan lacks viewInsights, and anyone signed out', async () => {
    for (const email of ['entry@demo.test', 'beginner@demo.test', 'starter@demo.test']) {
      const res = await get((await signIn(app, email)).IdToken);
      expect(res.statusCode).toBe(403);
      expect(res.json().error_code).toBe('FEATURE_NOT_IN_PLAN');
    }
    expect((await app.inject({ url: `/metrics/summary?from=${FROM}&to=${TO}` })).statusCode).toBe(401);
  });

  it('lets an admin see their own customer’s figures', async () => {
    const res = await get((await signIn(app, 'admin@demo.test')).IdToken);
    expect(res.statusCode).toBe(200);
    expect(metricsSummaryResponseSchema.parse(res.json()).result.top_storyboards).toEqual([]);
  });

  it('refuses a range that is reversed, empty or too long', async () => {
    for (const [from, to] of [
      [TO, FROM],
      [FROM, FROM],
      [FROM, FROM + (METRICS_MAX_RANGE_DAYS + 1) * DAY],
    ] as const) {
      const res = await get(pro.token, from, to);
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe('INVALID_RANGE');
    }
    expect((await get(pro.token, FROM, FROM + METRICS_MAX_RANGE_DAYS * DAY)).statusCode).toBe(200);
    expect((await app.inject({ url: '/metrics/summary?from=abc&to=1', headers: bearer(pro.token) })).statusCode).toBe(400);
    // The last instant a four-digit day holds, past it, and the first.
    const LAST = Date.UTC(9999, 11, 31);
    expect((await get(pro.token, LAST - DAY, LAST)).statusCode).toBe(200);
    expect((await get(pro.token, LAST - DAY, LAST + 1)).statusCode).toBe(400);
    expect((await get(pro.token, 0, DAY)).statusCode).toBe(200);
  });
});
