import { trendChart } from './trend';

describe('trendChart', () => {
  it('makes one row per month in order and one series per tag, 0 where a tag had no video', () => {
    expect(
      trendChart([
        { month: '2026-02', tag: 'Career', videos: 2 },
        { month: '2026-01', tag: 'Career', videos: 1 },
        { month: '2026-02', tag: 'Courses', videos: 3 },
      ]),
    ).toEqual({
      rows: [
        { month: '2026-01', tag0: 1, tag1: 0 },
        { month: '2026-02', tag0: 2, tag1: 3 },
      ],
      series: [
        { key: 'tag0', name: 'Career' },
        { key: 'tag1', name: 'Courses' },
      ],
    });
  });

  it('draws nothing without points', () => {
    expect(trendChart([])).toEqual({ rows: [], series: [] });
  });
});
