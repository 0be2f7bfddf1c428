import type { ReactElement } from 'react';
import { CartesianChart } from './CartesianChart';
import type { CartesianChartProps } from './types';

/** A line per series over the x values (e.g. views per month), with its data as a table for screen readers. */
export function LineChart(props: CartesianChartProps): ReactElement {
  return <CartesianChart kind="line" {...props} />;
}
