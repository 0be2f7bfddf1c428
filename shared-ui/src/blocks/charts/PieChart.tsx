import { lazy, type ReactElement } from 'react';
import { ChartFrame } from './ChartFrame';
import { pieSummary } from './chartSummary';
import type { PieChartProps } from './types';

const Drawing = lazy(() => import('./RechartsCharts').then((m) => ({ default: m.RechartsPie })));

/** Shares of a whole as slices (e.g. views per channel), with its data as a table for screen readers. */
export function PieChart(props: PieChartProps): ReactElement {
  const height = props.height ?? 300;
  return (
    <ChartFrame title={props.title} summary={pieSummary(props)} height={height}>
      <Drawing {...props} height={height} />
    </ChartFrame>
  );
}
