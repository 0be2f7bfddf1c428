import { METRICS_MAX_RANGE_DAYS, metricsQuerySchema, metricsRangeError, metricsStatusCountsSchema } from './metrics-calls';
import { STORYBOARD_STATUSES } from './storyboards';

const DAY = 86_400_000;

describe('GET /metrics/summary contract', () => {
  it('reads from and to as epoch ms from the query string', () => {
    expect(metricsQuerySchema.parse({ from: '1000', to: '2000' })).toEqual({ from: 1000, to: 2000 });
    expect(metricsQuerySchema.safeParse({ from: 'x', to: '2000' }).success).toBe(false);
  });

  it('answers a range up to the maximum, refusing a reversed or longer one', () => {
    expect(metricsRangeError({ from: 0, to: METRICS_MAX_RANGE_DAYS * DAY })).toBeNull();
    expect(metricsRangeError({ from: 5, to: 5 })).toBe("'From' date must be before 'To' date.");
    expect(metricsRangeError({ from: 0, to: METRICS_MAX_RANGE_DAYS * DAY + 1 })).toMatch(/at most 366 days/);
  });

  it('lists every storyboard status in the counts by status', () => {
    const zeros = Object.fromEntries(Object.values(STORYBOARD_STATUSES).map((s) => [s, 0]));
    expect(metricsStatusCountsSchema.parse(zeros)).toEqual(zeros);
    const { Draft: _missing, ...withoutDraft } = zeros;
    expect(metricsStatusCountsSchema.safeParse(withoutDraft).success).toBe(false);
  });
});
