import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ANALYTICS_ACTIVITY_MAX_RANGE_DAYS, ANALYTICS_EVENTS, ANALYTICS_LIMITS } from '../../src/contracts';
import { bearer, seededApp, signIn, type Tokens } from '../support/account';

/*
 * POST /analytics/events, GET /analytics/activity, GET /admin/analytics/activity
 * (issue 17 "Analytics", docs/adr/033).
 */

const DAY_MS = 86_400_000;
let now = Date.UTC(2031, 4, 6, 10, 0, 0);
const clock = { now: () => now };

const event = (name: string, properties?: Record<string, unknown>, route = '/storyboards') => ({
  name,
  ...(properties ? { properties } : {}),
  at: new Date(now - 1000).toISOString(),
  route,
});

describe('analytics', () => {
  let app: FastifyInstance;
  let pro: Tokens;
  let starter: Tokens;
  let admin: Tokens;

  const post = (token: string | null, payload: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'POST',
      url: '/analytics/events',
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const activity = (token: string | null, path: string, from = now - DAY_MS, to = now + DAY_MS): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'GET', url: `${path}?from=${from}&to=${to}`, headers: token ? bearer(token) : {} });
  const stored = async (): Promise<number> => Number((await app.db.query<{ n: number }>('select count(*)::int as n from analytics_events')).rows[0]?.n);

  beforeAll(async () => {
    app = await seededApp({ identity: { clock }, env: { ANALYTICS_EVENTS_PER_MINUTE: '120' } });
    [pro, starter, admin] = [await signIn(app, 'pro@demo.test'), await signIn(app, 'starter@demo.test'), await signIn(app, 'admin@demo.test')];
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.query('delete from analytics_events');
    // Past the rate window of the test before (tokens live an hour).
    now += ANALYTICS_LIMITS.RATE_WINDOW_MS + 1;
  });

  it('refuses anonymous callers (401)', async () => {
    expect((await post(null, { events: [event(ANALYTICS_EVENTS.login)] })).statusCode).toBe(401);
    expect((await activity(null, '/analytics/activity')).statusCode).toBe(401);
    expect((await activity(null, '/admin/analytics/activity')).statusCode).toBe(401);
    expect(await stored()).toBe(0);
  });

  it('stores a batch with the customer, user, time and route of each event', async () => {
    const events = [
      event(ANALYTICS_EVENTS.pageView, undefined, '/metrics'),
      event(ANALYTICS_EVENTS.upload, { kind: 'video', target: 'library', size: 1024, ok: true }),
      event(ANALYTICS_EVENTS.renderVideoFailed, { renderId: 3, storyboardId: null, reason: 'ffmpeg failed' }),
      event(ANALYTICS_EVENTS.recommenderStoryboardOpened, { itemId: 'mk-12' }, '/recommendations'),
    ];
    const res = await post(pro.IdToken, { events });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ result: { stored: 4 } });
    const { rows } = await app.db.query<{ email: string; user_sub: string; name: string; route: string; properties: unknown; occurred_at: Date; received_at: Date }>(
      'select c.email, e.user_sub, e.name, e.route, e.properties, e.occurred_at, e.received_at from analytics_events e join customers c on c.id = e.customer_id order by e.id',
    );
    expect(rows.map((r) => [r.email, r.name, r.route])).toEqual([
      ['pro@demo.test', 'Page view', '/metrics'],
      ['pro@demo.test', 'Upload', '/storyboards'],
      ['pro@demo.test', 'Render Video Failed', '/storyboards'],
      ['pro@demo.test', 'Recommender storyboard opened', '/recommendations'],
    ]);
    expect(rows[1]?.properties).toEqual({ kind: 'video', target: 'library', size: 1024, ok: true });
    expect(new Set(rows.map((r) => r.user_sub)).size).toBe(1);
    expect(new Date(rows[0]?.occurred_at ?? 0).getTime()).toBe(now - 1000);
    expect(new Date(rows[0]?.received_at ?? 0).getTime()).toBe(now);
  });

  it.each([
    ['an unknown event name', event('Made up event')],
    ['an unknown property', event(ANALYTICS_EVENTS.login, { extra: 1 })],
    ['a property of the wrong type', event(ANALYTICS_EVENTS.upload, { kind: 'video', target: 'library', size: 'big', ok: true })],
    ['a string past its length', event(ANALYTICS_EVENTS.aiStoryboardError, { error_code: 'X', error_message: 'x'.repeat(ANALYTICS_LIMITS.MAX_STRING_LENGTH + 1) })],
    ['an object as a property', event(ANALYTICS_EVENTS.talkToSalesClicked, { from: { path: '/metrics' } })],
    ['a time that is not ISO 8601', { ...event(ANALYTICS_EVENTS.login), at: 'yesterday' }],
    ['a route that is not a path', event(ANALYTICS_EVENTS.login, undefined, 'metrics')],
  ])('refuses a whole batch holding %s (400, nothing stored)', async (_why, bad) => {
    const res = await post(pro.IdToken, { events: [event(ANALYTICS_EVENTS.login), bad, event(ANALYTICS_EVENTS.pageView)] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error_code: 'VALIDATION_ERROR', error_message: expect.stringContaining('events.1') });
    expect(await stored()).toBe(0);
  });

  it(`refuses an empty batch and one of more than ${ANALYTICS_LIMITS.MAX_EVENTS_PER_BATCH} events (400)`, async () => {
    expect((await post(pro.IdToken, { events: [] })).statusCode).toBe(400);
    const many = Array.from({ length: ANALYTICS_LIMITS.MAX_EVENTS_PER_BATCH + 1 }, () => event(ANALYTICS_EVENTS.pageView));
    expect((await post(pro.IdToken, { events: many })).statusCode).toBe(400);
    expect(await stored()).toBe(0);
  });

  it(`refuses a body past ${ANALYTICS_LIMITS.MAX_BODY_BYTES} bytes (413, nothing stored)`, async () => {
    const body = JSON.stringify({ events: [event(ANALYTICS_EVENTS.login)], padding: 'x'.repeat(ANALYTICS_LIMITS.MAX_BODY_BYTES) });
    const res = await post(pro.IdToken, body);
    expect(res.statusCode).toBe(413);
    expect(Object.keys(res.json())).toEqual(['error_code', 'error_message']);
    expect(await stored()).toBe(0);
  });

  it('limits the events per user per minute (429 RATE_LIMITED with Retry-After), other users unaffected', async () => {
    const batch = (n: number) => ({ events: Array.from({ length: n }, () => event(ANALYTICS_EVENTS.pageView)) });
    expect((await post(pro.IdToken, batch(50))).statusCode).toBe(202);
    now += 20_000;
    expect((await post(pro.IdToken, batch(50))).statusCode).toBe(202);
    now += 20_000;
    const refused = await post(pro.IdToken, batch(21));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error_code: 'RATE_LIMITED', error_message: expect.any(String) });
    // The first batch leaves the window 60 s after it arrived: 20 s from now.
    expect(refused.headers['retry-after']).toBe('20');
    expect((await post(pro.IdToken, batch(20))).statusCode).toBe(202);
    expect((await post(starter.IdToken, batch(50))).statusCode).toBe(202);
    now += 20_001;
    expect((await post(pro.IdToken, batch(50))).statusCode).toBe(202);
    expect(await stored()).toBe(50 + 50 + 20 + 50 + 50);
  });

  it('stores every event of concurrent batches from several users (no loss)', async () => {
    const batch = { events: Array.from({ length: ANALYTICS_LIMITS.MAX_EVENTS_PER_BATCH }, (_, i) => event(ANALYTICS_EVENTS.pageView, undefined, `/r${i}`)) };
    const answers = await Promise.all([pro, starter, admin].flatMap((t) => [post(t.IdToken, batch), post(t.IdToken, batch)]));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(202));
    expect(await stored()).toBe(6 * ANALYTICS_LIMITS.MAX_EVENTS_PER_BATCH);
  });

  it("shows a customer their own activity only, per event name and day; admins see every customer's", async () => {
    await post(pro.IdToken, { events: [event(ANALYTICS_EVENTS.pageView), event(ANALYTICS_EVENTS.pageView), event(ANALYTICS_EVENTS.recommenderPageView)] });
    await post(starter.IdToken, { events: [event(ANALYTICS_EVENTS.login), event(ANALYTICS_EVENTS.pageView)] });
    const day = new Date(now).toISOString().slice(0, 10);

    const mine = await activity(starter.IdToken, '/analytics/activity');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result).toEqual({
      from: now - DAY_MS,
      to: now + DAY_MS,
      total: 2,
      by_name: [{ name: 'Login', count: 1 }, { name: 'Page view', count: 1 }],
      by_day: [{ day, count: 2 }],
      by_day_and_name: [{ day, name: 'Login', count: 1 }, { day, name: 'Page view', count: 1 }],
    });
    expect((await activity(pro.IdToken, '/analytics/activity')).json().result.by_name).toEqual([
      { name: 'Page view', count: 2 },
      { name: 'Recommender page view', count: 1 },
    ]);
    // Outside the range: nothing.
    expect((await activity(pro.IdToken, '/analytics/activity', now + 1, now + DAY_MS)).json().result.total).toBe(0);

    expect((await activity(starter.IdToken, '/admin/analytics/activity')).statusCode).toBe(403);
    const all = await activity(admin.IdToken, '/admin/analytics/activity');
    expect(all.statusCode).toBe(200);
    expect(all.json().result.total).toBe(5);
    expect(all.json().result.by_name).toEqual([
      { name: 'Page view', count: 3 },
      { name: 'Login', count: 1 },
      { name: 'Recommender page view', count: 1 },
    ]);
  });

  it('refuses a range whose from is not before to, or longer than allowed (400 INVALID_RANGE)', async () => {
    expect((await activity(pro.IdToken, '/analytics/activity', now, now)).json().error_code).toBe('INVALID_RANGE');
    const tooLong = await activity(admin.IdToken, '/admin/analytics/activity', now, now + (ANALYTICS_ACTIVITY_MAX_RANGE_DAYS + 1) * DAY_MS);
    expect([tooLong.statusCode, tooLong.json().error_code]).toEqual([400, 'INVALID_RANGE']);
  });
});
