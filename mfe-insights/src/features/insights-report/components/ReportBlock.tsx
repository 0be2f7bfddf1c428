import type { ReactElement, ReactNode } from 'react';
import { Typography } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import { useReportStyles } from './reportStyles';

/** One block of the report: a card titled by an h3, its section the anchor a carousel card opens. */
export function ReportBlock({ title, id, wide, children }: { readonly title: string; readonly id?: string; readonly wide?: boolean; readonly children: ReactNode }): ReactElement {
  const classes = useReportStyles();
  return (
    <section id={id} aria-label={title} className={`${classes.section} ${wide ? classes.wide : ''}`}>
      <Card>
        <Typography.Title level={3} className={classes.blockTitle}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </section>
  );
}

/** A block holding one figure. */
export function FigureBlock({ title, value }: { readonly title: string; readonly value: number }): ReactElement {
  const classes = useReportStyles();
  return (
    <ReportBlock title={title}>
      <div className={classes.figure}>{value}</div>
    </ReportBlock>
  );
}
