/**
 * Charts, as the singleton entry `@portal/shared-ui/charts`: a line, a bar and a pie
 * chart, each with a visible title and its data as a table for screen readers. recharts
 * (the one chart library of the portal: ~155 KB gzip with its dependencies, against
 * G2's engine under @ant-design/plots, which its own issues report as not
 * tree-shakeable) loads lazily when a chart first renders, so neither the main entry
 * nor a page that imports this entry without drawing pays for it.
 */
export * from './blocks/charts/LineChart';
export * from './blocks/charts/BarChart';
export * from './blocks/charts/PieChart';
export { CHART_COLORS } from './blocks/charts/chartColors';
export { preloadCharts } from './blocks/charts/drawing';
export { formatNumber } from './blocks/charts/chartSummary';
export type { CartesianChartProps, ChartRow, ChartSeries, PieChartProps, PieSlice } from './blocks/charts/types';
