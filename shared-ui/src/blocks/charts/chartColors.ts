/**
 * Series colours, in order. Each has at least 4.5:1 contrast against the white chart
 * background: more than the 3:1 lines and bars need (WCAG 1.4.11), because recharts
 * writes each legend entry in its series colour (text, 1.4.3). chartColors.test.ts
 * checks it. The first is the brand colour.
 */
export const CHART_COLORS: readonly string[] = ['#4b3fd6', '#b8336a', '#00796b', '#b35c00', '#1565c0', '#6d4c41'];

/** The colour of the series or slice at `index`, cycling through the palette. */
export function chartColor(index: number): string {
  return CHART_COLORS[index % CHART_COLORS.length] ?? CHART_COLORS[0]!;
}

const channel = (c: number): number => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
