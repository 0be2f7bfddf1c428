import type { ReactElement } from 'react';
import { createStyles } from '../styles';

const useStyles = createStyles('figure-tiles', (token) => ({
  list: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: token.margin, margin: 0 },
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

/** One figure: its name, its value as shown, and an optional line on what it counts. */
export interface FigureTile {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly hint?: string;
}

/** Number tiles: a named group holding a description list, each term a figure's name. */
export function FigureTiles({ tiles, label }: { readonly tiles: readonly FigureTile[]; readonly label: string }): ReactElement {
  const classes = useStyles();
  return (
    <div role="group" aria-label={label}>
      <dl className={classes.list}>
        {tiles.map((t) => (
          <div key={t.key} className={classes.tile} data-testid={`figure-${t.key}`}>
            <dt className={classes.label}>{t.label}</dt>
            <dd className={classes.value}>{t.value}</dd>
            {t.hint ? <dd className={classes.hint}>{t.hint}</dd> : null}
          </div>
        ))}
      </dl>
    </div>
  );
}
