import type { ReactElement } from 'react';
import { ADMIN_DASHBOARD_LABELS as L, type AdminDashboard } from '@portal/shared-contracts/admin';
import { createStyles } from '@portal/shared-ui';
import { BarChart, LineChart, PieChart } from '@portal/shared-ui/charts';
import { DAILY_SERIES, PLAN_SERIES, dailyRows, planRows, statusSlices } from '../figures';

const useStyles = createStyles('admin-dashboard-charts', (token) => ({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', gap: token.marginLG },
  wide: { gridColumn: '1 / -1' },
  // A grid item's min-width is its content's by default: let a chart shrink to its column.
  cell: { minWidth: 0 },
}));

/** Subscribers by status and by plan, and sign-ups and cancellations per day (each chart with its data as a table). */
export function DashboardCharts({ figures }: { readonly figures: AdminDashboard }): ReactElement {
  const classes = useStyles();
  return (
    <div className={classes.grid}>
      <div className={classes.cell}>
        <PieChart title={L.byStatus} data={statusSlices(figures)} nameLabel={L.status} valueLabel={L.count} />
      </div>
      <div className={classes.cell}>
        <BarChart title={L.byPlan} data={planRows(figures)} xKey="plan" xLabel={L.plan} series={PLAN_SERIES} stacked wholeNumbers />
      </div>
      <div className={classes.wide}>
        <LineChart title={L.perDay} data={dailyRows(figures)} xKey="day" xLabel={L.day} series={DAILY_SERIES} wholeNumbers />
      </div>
    </div>
  );
}
