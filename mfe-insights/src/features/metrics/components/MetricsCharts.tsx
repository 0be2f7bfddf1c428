import type { ReactElement } from 'react';
import { METRICS_LABELS as L, type MetricsSummary } from '@portal/shared-contracts/insights';
import { Typography, createStyles } from '@portal/shared-ui';
import { BarChart, LineChart, PieChart } from '@portal/shared-ui/charts';
import { COUNT_SERIES, UPLOAD_SERIES, projectRows, renderRows, statusSlices, topStoryboardRows, uploadRows } from '../figures';

const useChartGridStyles = createStyles('metrics-charts', (token) => ({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', gap: token.marginLG },
  wide: { gridColumn: '1 / -1', minWidth: 0 },
  // A grid item's min-width is its content's by default: let a chart shrink to its column.
  cell: { minWidth: 0 },
}));

/** Storyboards by status and project, uploads per day, the top storyboards and renders (each chart with its data as a table). */
export function MetricsCharts({ figures }: { readonly figures: MetricsSummary }): ReactElement {
  const classes = useChartGridStyles();
  const top = topStoryboardRows(figures);
  return (
    <div className={classes.grid}>
      <div className={classes.cell}>
        <PieChart title={L.storyboardsByStatus} data={statusSlices(figures)} nameLabel={L.status} valueLabel={L.count} />
      </div>
      <div className={classes.cell}>
        <BarChart title={L.storyboardsByProject} data={projectRows(figures)} xKey="project" xLabel={L.project} series={COUNT_SERIES} wholeNumbers />
      </div>
      <div className={classes.wide}>
        {figures.videos_uploaded.total + figures.shots_uploaded.total === 0 ? (
          <Typography.Paragraph type="secondary">
            {L.uploadsPerDay}: {L.noUploadsInRange}
          </Typography.Paragraph>
        ) : (
          <LineChart title={L.uploadsPerDay} data={uploadRows(figures)} xKey="day" xLabel={L.day} series={UPLOAD_SERIES} wholeNumbers />
        )}
      </div>
      {top.length > 0 ? (
        <div className={classes.cell}>
          <BarChart title={L.topStoryboards} data={top} xKey="storyboard" xLabel={L.storyboard} series={UPLOAD_SERIES} wholeNumbers />
        </div>
      ) : null}
      <div className={classes.cell}>
        <BarChart title={L.rendersByOutcome} data={renderRows(figures)} xKey="outcome" xLabel={L.status} series={COUNT_SERIES} wholeNumbers />
      </div>
    </div>
  );
}
