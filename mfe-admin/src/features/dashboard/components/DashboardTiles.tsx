import type { ReactElement } from 'react';
import { ADMIN_DASHBOARD_LABELS } from '@portal/shared-contracts';
import { createStyles } from '@portal/shared-ui';
import type { DashboardTile } from '../figures';

const useStyles = createStyles('admin-dashboard-tiles', (token) => ({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: token.margin,
    margin: 0,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: token.marginXXS,
    padding: token.padding,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    background: token.colorBgContainer,
  },
  label: { color: token.colorTextSecondary, fontSize: token.fontSize },
  value: { margin: 0, fontSize: token.fontSizeHeading3, fontWeight: token.fontWeightStrong, color: token.colorText },
  hint: { margin: 0, color: token.colorTextTertiary, fontSize: token.fontSizeSM },
}));

/** The dashboard's figures as tiles: a named group holding a description list, each term a figure's name. */
export function DashboardTiles({ tiles }: { readonly tiles: readonly DashboardTile[] }): ReactElement {
  const classes = useStyles();
  return (
    <div role="group" aria-label={ADMIN_DASHBOARD_LABELS.figures}>
      <dl className={classes.list}>
        {tiles.map((t) => (
          <div key={t.key} className={classes.tile}>
            <dt className={classes.label}>{t.label}</dt>
            <dd className={classes.value}>{t.value}</dd>
            {t.hint ? <dd className={classes.hint}>{t.hint}</dd> : null}
          </div>
        ))}
      </dl>
    </div>
  );
}
