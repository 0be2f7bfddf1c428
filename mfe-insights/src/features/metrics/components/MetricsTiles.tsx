import type { ReactElement } from 'react';
import { METRICS_LABELS } from '@portal/shared-contracts';
import { createStyles } from '@portal/shared-ui';
import type { MetricsTile } from '../figures';

const useStyles = createStyles('metrics-tiles', (token) => ({
  list: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: token.margin, margin: 0 },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: token.marginXXS,
    padding: token.padding,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    background: token.colorBgContainer,
  },
  label: { color: token.colorTextSecondary },
  value: { margin: 0, fontSize: token.fontSizeHeading3, fontWeight: token.fontWeightStrong, color: token.colorText },
  hint: { margin: 0, color: token.colorTextTertiary, fontSize: token.fontSizeSM },
}));

/** The number tiles: a named group holding a description list, each term a figure's name. */
export function MetricsTiles({ tiles }: { readonly tiles: readonly MetricsTile[] }): ReactElement {
  const classes = useStyles();
  return (
    <div role="group" aria-label={METRICS_LABELS.figures}>
      <dl className={classes.list}>
        {tiles.map((t) => (
          <div key={t.key} className={classes.tile} data-testid={`metric-${t.key}`}>
            <dt className={classes.label}>{t.label}</dt>
            <dd className={classes.value}>{t.value}</dd>
            <dd className={classes.hint}>{t.hint}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
