import type { ReactElement } from 'react';
import { ChartFrame } from './ChartFrame';
import { pieDrawing } from './drawing';
import { pieSummary } from './chartSummary';
import type { PieChartProps } from './types';

const Drawing = pieDrawing.Component;

/** Shares of a whole as slices (e.g. views per channel), with its data as a table for screen readers. */
export function PieChart(props: PieChartProps): ReactElement {
  const height = props.height ?? 300;
  return (
    <ChartFrame title={props.title} summary={pieSummary(props)} height={height}>
      <Drawing {...props} height={height} />
    </ChartFrame>
  );
}
