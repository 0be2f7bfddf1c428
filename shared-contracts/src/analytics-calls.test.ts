import { ANALYTICS_EVENTS } from './events';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_LIMITS, analyticsBatchSchema, analyticsEventSchema } from './analytics-calls';
import { ANALYTICS_ACTIVITY_MAX_RANGE_DAYS, analyticsRangeError } from './analytics-activity-calls';

const at = '2031-01-01T00:00:00.000Z';

describe('the analytics event map', () => {
  it('has an entry for every analytics event the portal sends', () => {
    expect([...ANALYTICS_EVENT_NAMES].sort()).toEqual(Object.values(ANALYTICS_EVENTS).sort());
  });

  it('accepts the events as the portal publishes them', () => {
    const ok = [
      { name: ANALYTICS_EVENTS.login },
      { name: ANALYTICS_EVENTS.pageView },
      { name: ANALYTICS_EVENTS.upload, properties: { kind: 'video', target: 'library', size: null, ok: false } },
      { name: ANALYTICS_EVENTS.aiStoryboardError, properties: { error_code: null, error_message: 'Failed' } },
      { name: ANALYTICS_EVENTS.renderVideoSucceeded, properties: { renderId: 4, storyboardId: 9 } },
      { name: ANALYTICS_EVENTS.renderVideoFailed, properties: { renderId: 4, storyboardId: null, reason: null } },
      { name: ANALYTICS_EVENTS.recommenderUserDetailOpened, properties: { itemId: 12 } },
      { name: ANALYTICS_EVENTS.talkToSalesClicked, properties: { from: '/metrics' } },
    ];
    for (const event of ok) expect(analyticsEventSchema.safeParse({ ...event, at, route: '/metrics' }).error).toBeUndefined();
  });

  it('refuses unknown events, unknown properties, wrong types and long strings', () => {
    const bad = [
      { name: 'Unknown' },
      { name: ANALYTICS_EVENTS.login, properties: { a: 1 } },
      { name: ANALYTICS_EVENTS.renderVideoSucceeded, properties: { renderId: '4', storyboardId: null } },
      { name: ANALYTICS_EVENTS.talkToSalesClicked, properties: { from: 'x'.repeat(ANALYTICS_LIMITS.MAX_STRING_LENGTH + 1) } },
    ];
    for (const event of bad) expect(analyticsEventSchema.safeParse({ ...event, at, route: '/' }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ name: ANALYTICS_EVENTS.login, at: 'now', route: '/' }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ name: ANALYTICS_EVENTS.login, at, route: '/', extra: 1 }).success).toBe(false);
  });

  it(`takes batches of 1 to ${ANALYTICS_LIMITS.MAX_EVENTS_PER_BATCH} events`, () => {
    const one = { name: ANALYTICS_EVENTS.login, at, route: '/' };
    expect(analyticsBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: Array(ANALYTICS_LIMITS.MAX_EVENTS_PER_BATCH).fill(one) }).success).toBe(true);
    expect(analyticsBatchSchema.safeParse({ events: Array(ANALYTICS_LIMITS.MAX_EVENTS_PER_BATCH + 1).fill(one) }).success).toBe(false);
  });

  it('answers ranges with from before to, up to the maximum', () => {
    expect(analyticsRangeError({ from: 1, to: 2 })).toBeNull();
    expect(analyticsRangeError({ from: 2, to: 2 })).not.toBeNull();
    expect(analyticsRangeError({ from: 0, to: (ANALYTICS_ACTIVITY_MAX_RANGE_DAYS + 1) * 86_400_000 })).not.toBeNull();
  });
});
