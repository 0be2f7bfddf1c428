import { emptyFigures, metricsFigures } from './testing';
import { isEmptyMetrics, statusSlices, uploadRows } from './figures';
import { boundsOf, lastDays } from './range';

describe('metrics figures (docs/adr/035)', () => {
  it('draws only the statuses that have storyboards, and pairs videos and shots per day', () => {
    expect(statusSlices(metricsFigures()).map((s) => s.name)).toEqual(['Processing', 'Published', 'Draft', 'Deleted']);
    expect(uploadRows(metricsFigures())[2]).toEqual({ day: '03/05/2031', videos: 3, shots: 4 });
  });

  it('calls a customer with no storyboard, upload or render empty, and one storyboard not', () => {
    expect(isEmptyMetrics(emptyFigures())).toBe(true);
    const one = emptyFigures();
    expect(isEmptyMetrics({ ...one, storyboards_by_status: { ...one.storyboards_by_status, Draft: 1 } })).toBe(false);
    expect(isEmptyMetrics({ ...one, renders: { total: 1, by_outcome: { Complete: 0, Failed: 1, Processing: 0 } } })).toBe(false);
  });
});

describe('metrics range (Brisbane days)', () => {
  it('defaults to the last 30 days, today included', () => {
    // 15:00 UTC on 30 May is already 31 May in Brisbane.
    expect(lastDays(Date.parse('2031-05-30T15:00:00Z'))).toEqual({ from: '2031-05-02', to: '2031-05-31' });
    expect(lastDays(Date.parse('2031-03-01T00:00:00Z'), 2)).toEqual({ from: '2031-02-28', to: '2031-03-01' });
  });

  it('bounds a range from the from midnight to the midnight after the to day, refusing a reversed or malformed one', () => {
    expect(boundsOf({ from: '2031-05-01', to: '2031-05-01' })).toEqual({ fromMs: Date.UTC(2031, 3, 30, 14), toMs: Date.UTC(2031, 4, 1, 14) });
    expect(boundsOf({ from: '2031-05-02', to: '2031-05-01' })).toBeNull();
    expect(boundsOf({ from: '', to: '2031-05-01' })).toBeNull();
  });
});
