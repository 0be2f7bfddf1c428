import type { ReactElement } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartColor } from './chartColors';
import { formatNumber } from './chartSummary';
import type { CartesianChartProps, PieChartProps } from './types';

// This module is the only one that imports recharts; the chart components load it with
// React.lazy, so recharts is a chunk of its own that a page fetches when it draws a chart.
// The drawings are hidden from screen readers (ChartFrame gives them a table), so
// recharts' keyboard layer is off: nothing focusable sits inside aria-hidden.

const tooltipValue = (format: (n: number) => string) => (value: unknown) => (typeof value === 'number' ? format(value) : String(value));

/** A line or bar chart drawn by recharts. */
export function RechartsCartesian({ kind, data, xKey, series, height = 300, formatValue = formatNumber, stacked = false, wholeNumbers = false }: CartesianChartProps & { kind: 'line' | 'bar' }): ReactElement {
  const Chart = kind === 'line' ? LineChart : BarChart;
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
      <Chart data={[...data]} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={xKey} />
        <YAxis tickFormatter={formatValue} allowDecimals={!wholeNumbers} />
        <Tooltip formatter={tooltipValue(formatValue)} />
        <Legend />
        {series.map((s, i) =>
          kind === 'line' ? (
            <Line key={s.key} type="monotone" dataKey={s.key} name={s.name} stroke={chartColor(i)} strokeWidth={2} />
          ) : (
            <Bar key={s.key} dataKey={s.key} name={s.name} fill={chartColor(i)} {...(stacked ? { stackId: 'stack' } : {})} />
          ),
        )}
      </Chart>
    </ResponsiveContainer>
  );
}

/** A pie chart drawn by recharts; slices take the palette's colours in order. */
export function RechartsPie({ data, height = 300, formatValue = formatNumber }: PieChartProps): ReactElement {
  const slices = data.map((slice, i) => ({ ...slice, fill: chartColor(i) }));
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
      <PieChart accessibilityLayer={false}>
        {/* The drawing is hidden from assistive tech (its table speaks): no slice takes focus either. */}
        <Pie data={slices} dataKey="value" nameKey="name" outerRadius="80%" stroke="#ffffff" rootTabIndex={-1} />
        <Tooltip formatter={tooltipValue(formatValue)} />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  );
}
