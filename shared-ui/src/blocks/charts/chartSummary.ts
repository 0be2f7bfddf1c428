import type { CartesianChartProps, ChartSummary, PieChartProps } from './types';

let numberFormat: Intl.NumberFormat | undefined;

/** Numbers in the reader's locale (the formatter is made on first use). */
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat();
  return numberFormat.format(value);
}

const cell = (value: string | number | undefined, format: (n: number) => string): string =>
  typeof value === 'number' ? format(value) : (value ?? '');

/** A line or bar chart's data as a table: the x value, then one column per series. */
export function cartesianSummary({ data, xKey, xLabel, series, formatValue = formatNumber }: CartesianChartProps): ChartSummary {
  return {
    columns: [xLabel, ...series.map((s) => s.name)],
    rows: data.map((row) => [cell(row[xKey], String), ...series.map((s) => cell(row[s.key], formatValue))]),
  };
}

/** A pie chart's data as a table: each slice's name and value. */
export function pieSummary({ data, nameLabel, valueLabel, formatValue = formatNumber }: PieChartProps): ChartSummary {
  return {
    columns: [nameLabel, valueLabel],
    rows: data.map((slice) => [slice.name, formatValue(slice.value)]),
  };
}
