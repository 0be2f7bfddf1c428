import type { ReactElement } from 'react';
import { CartesianChart } from './CartesianChart';
import type { CartesianChartProps } from './types';

/** Bars per series for each x value (e.g. renders per storyboard), with its data as a table for screen readers. */
export function BarChart(props: CartesianChartProps): ReactElement {
  return <CartesianChart kind="bar" {...props} />;
}
