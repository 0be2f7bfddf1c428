import { Suspense, useId, type ReactElement, type ReactNode } from 'react';
import { BLOCK_LABELS } from '@portal/shared-contracts';
import { Skeleton, Typography } from '../../antd';
import { ChartDataTable } from './ChartDataTable';
import type { ChartSummary } from './types';

/**
 * A chart's figure: a visible title, the data table for screen readers, and the drawing
 * (a lazily loaded recharts chart, with a skeleton of its size while that loads) hidden
 * from assistive technology.
 */
export function ChartFrame({ title, summary, height, children }: { title: string; summary: ChartSummary; height: number; children: ReactNode }): ReactElement {
  const id = useId();
  return (
    <figure aria-labelledby={id} style={{ margin: 0 }}>
      <figcaption id={id}>
        <Typography.Text strong>{title}</Typography.Text>
      </figcaption>
      <ChartDataTable caption={`${title}: ${BLOCK_LABELS.chartData}`} {...summary} />
      <div aria-hidden="true" style={{ width: '100%', height }}>
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>{children}</Suspense>
      </div>
    </figure>
  );
}
