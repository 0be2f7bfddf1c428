import { cartesianSummary, formatNumber, pieSummary } from './chartSummary';

describe('chart summaries', () => {
  it('lists the x value and each series, formatted', () => {
    const summary = cartesianSummary({
      title: 'Views',
      xKey: 'month',
      xLabel: 'Month',
      series: [
        { key: 'views', name: 'Views' },
        { key: 'renders', name: 'Renders' },
      ],
      data: [
        { month: 'Jan', views: 1200, renders: 3 },
        { month: 'Feb', views: 950 },
      ],
      formatValue: (n) => `${n}!`,
    });
    expect(summary).toEqual({
      columns: ['Month', 'Views', 'Renders'],
      rows: [
        ['Jan', '1200!', '3!'],
        ['Feb', '950!', ''],
      ],
    });
  });

  it('lists each slice with its value', () => {
    expect(pieSummary({ title: 'Channels', nameLabel: 'Channel', valueLabel: 'Views', data: [{ name: 'Web', value: 1500 }] })).toEqual({
      columns: ['Channel', 'Views'],
      rows: [['Web', formatNumber(1500)]],
    });
  });

  it('formats numbers with grouping in the default locale', () => {
    expect(formatNumber(1234567)).toBe(new Intl.NumberFormat().format(1234567));
  });
});
