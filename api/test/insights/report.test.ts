import type { FastifyInstance } from 'fastify';
import { INSIGHTS_SAMPLE, insightsReportResponseSchema, type InsightsReport } from '../../src/contracts';
import { bearer, seededApp } from '../support/account';
import { addFilmed, callerOf, type Caller } from '../support/library';
import { makeStoryboard } from '../support/storyboards';

/*
 * GET /insights/report (issue 17, docs/adr/035): the figures of data made here for the Pro
 * demo customer (their seeded storyboards and library cleared first), the sample content
 * before any end user films, another customer's data never in the answer, the refusals.
 */

let app: FastifyInstance;
let pro: Caller;
let entry: Caller;

async function clear(customerId: number): Promise<void> {
  await app.db.query('delete from library_assets where customer_id = $1', [customerId]);
  await app.db.query('delete from storyboards where customer_id = $1', [customerId]);
}

async function shotTexts(storyboardId: number, shots: readonly { title: string; description?: string }[]): Promise<void> {
  for (const [i, shot] of shots.entries()) {
    await app.db.query('update shots set title = $3, description = $4 where storyboard_id = $1 and shot_number = $2', [storyboardId, i + 1, shot.title, shot.description ?? '']);
  }
}

async function report(token: string): Promise<{ status: number; result?: InsightsReport; body: Record<string, unknown> }> {
  const res = await app.inject({ url: '/insights/report', headers: bearer(token) });
  if (res.statusCode !== 200) return { status: res.statusCode, body: res.json() };
  return { status: 200, result: insightsReportResponseSchema.parse(res.json()).result, body: res.json() };
}

beforeAll(async () => {
  app = await seededApp({ jobs: { workers: false } });
  pro = await callerOf(app, 'pro@demo.test');
  entry = await callerOf(app, 'entry@demo.test');
  await clear(pro.id);
});

afterAll(async () => {
  await app.close();
});

describe('GET /insights/report', () => {
  it("answers the spec's sample content, so marked, while no end user has filmed", async () => {
    await makeStoryboard(app, pro.id, { title: 'Not filmed yet', shots: 1 });
    const { status, result } = await report(pro.token);
    expect(status).toBe(200);
    expect(result).toMatchObject({ data_source: 'sample', videos_analysed: INSIGHTS_SAMPLE.VIDEOS_ANALYSED });
    expect(result?.key_phrases.length).toBeGreaterThan(0);
    expect(result?.sample_rows.length).toBeGreaterThan(0);
  });

  it("computes every block from the customer's own storyboards, shots and end-user videos", async () => {
    await clear(pro.id);
    const career = await makeStoryboard(app, pro.id, { title: 'Becoming a PT', tags: ['Career'], shots: 3 });
    await shotTexts(career, [
      { title: 'Why I want to become a personal trainer', description: 'Tell us what a personal trainer does for you.' },
      { title: 'How long did your course take?', description: 'Your course and your first client.' },
      { title: 'Your first client' },
    ]);
    const live = await makeStoryboard(app, pro.id, { title: 'Gym life', tags: ['Gym'], shots: 1, project: 'Live' });
    await shotTexts(live, [{ title: 'Can I study part time?' }]);
    await addFilmed(app, pro.id, career, pro.sub, [
      { shot: 1, userEmail: 'amy@fans.test', tags: ['Career'], filmedAt: new Date('2026-01-10T09:00:00Z') },
      { shot: 2, userEmail: 'amy@fans.test', tags: ['Career', 'Courses'], filmedAt: new Date('2026-02-03T09:00:00Z') },
      { shot: 3, userEmail: 'ben@fans.test', tags: ['career'], filmedAt: new Date('2026-02-20T09:00:00Z') },
      // Not an end-user video: an image, and a director's guide video.
      { shot: 3, userEmail: 'ben@fans.test', mediaType: 'Image', tags: ['Career'], filmedAt: new Date('2026-02-21T09:00:00Z') },
      { shot: 3, userEmail: 'dg@fans.test', source: 'DG', tags: ['Career'], filmedAt: new Date('2026-02-22T09:00:00Z') },
    ]);
    await addFilmed(app, pro.id, live, pro.sub, [{ shot: 1, userEmail: 'cat@fans.test', tags: ['Gym'], filmedAt: new Date('2026-03-01T09:00:00Z') }]);

    const { status, result } = await report(pro.token);
    expect(status).toBe(200);
    expect(result?.data_source).toBe('customer');
    expect(result?.videos_analysed).toBe(4);
    expect(result?.creators).toBe(3);
    // Career: the storyboard's tag and its three videos' (case ignored); Gym: a storyboard's and a video's.
    expect(result?.key_phrases[0]).toEqual({ phrase: 'career', count: 4 });
    expect(result?.key_phrases).toEqual(
      expect.arrayContaining([
        { phrase: 'personal trainer', count: 2 },
        { phrase: 'first client', count: 2 },
        { phrase: 'course', count: 2 },
        { phrase: 'gym', count: 2 },
      ]),
    );
    // "personal trainer" stands for "personal" and "trainer"; the word shot and stop words never show.
    expect(result?.key_phrases.map((p) => p.phrase)).not.toEqual(expect.arrayContaining(['personal']));
    expect(result?.key_phrases.map((p) => p.phrase)).not.toContain('shot');
    // Each asked once: the newest storyboard's first; "Why I want to ..." names a topic.
    expect(result?.key_questions).toEqual(['Can I study part time?', 'How long did your course take?']);
    expect(result?.buying_trends).toEqual([
      { month: '2026-01', tag: 'Career', videos: 1 },
      { month: '2026-02', tag: 'Career', videos: 2 },
      { month: '2026-02', tag: 'Courses', videos: 1 },
      { month: '2026-03', tag: 'Gym', videos: 1 },
    ]);
    expect(result?.sample_rows).toEqual([
      { shot_number: 1, date: '2026-03-01', storyboard: 'Gym life', shot_title: 'Can I study part time?', creator: 'cat@fans.test', status: 'In_Live' },
      { shot_number: 3, date: '2026-02-20', storyboard: 'Becoming a PT', shot_title: 'Your first client', creator: 'ben@fans.test', status: 'In_Dev' },
      { shot_number: 2, date: '2026-02-03', storyboard: 'Becoming a PT', shot_title: 'How long did your course take?', creator: 'amy@fans.test', status: 'In_Dev' },
      { shot_number: 1, date: '2026-01-10', storyboard: 'Becoming a PT', shot_title: 'Why I want to become a personal trainer', creator: 'amy@fans.test', status: 'In_Dev' },
    ]);
  });

  it("never shows another customer's storyboards, shots or videos", async () => {
    const theirs = await makeStoryboard(app, entry.id, { title: 'Zebra secrets', tags: ['Zebra'], shots: 1 });
    await shotTexts(theirs, [{ title: 'Is the zebra striped?', description: 'Zebra zebra zebra.' }]);
    await addFilmed(app, entry.id, theirs, entry.sub, [{ shot: 1, userEmail: 'zed@zebra.test', tags: ['Zebra'], filmedAt: new Date('2026-03-05T09:00:00Z') }]);
    const { result, body } = await report(pro.token);
    expect(result?.videos_analysed).toBe(4);
    expect(JSON.stringify(body).toLowerCase()).not.toContain('zebra');
  });

  it('answers an admin with their own customer', async () => {
    const admin = await callerOf(app, 'admin@demo.test');
    await clear(admin.id);
    expect((await report(admin.token)).result?.data_source).toBe('sample');
  });

  it('refuses a plan without viewInsights (403 FEATURE_NOT_IN_PLAN) and a caller without a token (401)', async () => {
    const refused = await report(entry.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error_code: 'FEATURE_NOT_IN_PLAN', error_message: expect.any(String) });
    expect((await app.inject({ url: '/insights/report' })).statusCode).toBe(401);
  });
});
