import { Suspense, useId, type ReactElement, type ReactNode } from 'react';
import { BLOCK_LABELS } from '@portal/shared-contracts/core';
import { Skeleton, Typography } from '../../antd';
import { createStyles, overAntd } from '../../styles';
import { ChartDataTable } from './ChartDataTable';
import type { ChartSummary } from './types';

const useStyles = createStyles('chart-frame', () => ({
  figure: { margin: 0 },
  drawing: { width: '100%' },
  // antd sizes the node with `.ant-skeleton.ant-skeleton-element .ant-skeleton-node`.
  placeholder: overAntd({ width: '100%' }),
}));

/**
 * A chart's figure: a visible title, the data table for screen readers, and the drawing
 * (a lazily loaded recharts chart, with a skeleton of its size while that loads) hidden
 * from assistive technology.
 */
export function ChartFrame({ title, summary, height, children }: { title: string; summary: ChartSummary; height: number; children: ReactNode }): ReactElement {
  const id = useId();
  const classes = useStyles();
  return (
    <figure aria-labelledby={id} className={classes.figure}>
      <figcaption id={id}>
        <Typography.Text strong>{title}</Typography.Text>
      </figcaption>
      <ChartDataTable caption={`${title}: ${BLOCK_LABELS.chartData}`} {...summary} />
      <div aria-hidden="true" className={classes.drawing} style={{ height }}>
        <Suspense fallback={<Skeleton.Node active classNames={{ content: classes.placeholder }} style={{ height }} />}>{children}</Suspense>
      </div>
    </figure>
  );
}
