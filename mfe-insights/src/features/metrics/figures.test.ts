import { emptyFigures, metricsFigures } from './testing';
import { isEmptyMetrics, statusSlices, uploadRows } from './figures';

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

