import { BRAND } from '../../theme';
import { CHART_COLORS, chartColor, contrastRatio } from './chartColors';

describe('chart colours', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#000000', '#ffffff', 21],
    ['#777777', '#ffffff', 4.48],
    ['#ffffff', '#ffffff', 1],
  ])('contrast of %s on %s is %d', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  // 4.5:1, not only the 3:1 of graphics: the legend writes each name in its series colour.
  it.each(CHART_COLORS.map((c) => [c]))('%s reaches 4.5:1 against the white chart background', (color) => {
    expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('starts with the brand colour and cycles', () => {
    expect(chartColor(0)).toBe(BRAND.primary);
    expect(chartColor(CHART_COLORS.length + 1)).toBe(CHART_COLORS[1]);
    expect(new Set(CHART_COLORS).size).toBe(CHART_COLORS.length);
  });
});
