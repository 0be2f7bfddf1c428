import type { ReactElement } from 'react';
import { ChartFrame } from './ChartFrame';
import { cartesianDrawing } from './drawing';
import { cartesianSummary } from './chartSummary';
import type { CartesianChartProps } from './types';

const Drawing = cartesianDrawing.Component;

/** A line or bar chart: title, data table for screen readers, lazily drawn by recharts. */
export function CartesianChart({ kind, ...props }: CartesianChartProps & { kind: 'line' | 'bar' }): ReactElement {
  const height = props.height ?? 300;
  return (
    <ChartFrame title={props.title} summary={cartesianSummary(props)} height={height}>
      <Drawing kind={kind} {...props} height={height} />
    </ChartFrame>
  );
}
