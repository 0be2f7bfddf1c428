import type { ReactElement } from 'react';
import { createStyles } from '@portal/shared-ui';

const useStyles = createStyles('recommender-art', (token) => ({
  card: { fill: token.colorBgContainer, stroke: token.colorBorder },
  media: { fill: token.colorFillSecondary },
  best: { fill: token.colorPrimary },
  line: { fill: token.colorTextQuaternary },
  match: { fill: token.colorTextSecondary, fontSize: 10 },
  bar: { fill: token.colorPrimary },
  reach: { fill: 'none', stroke: token.colorSuccess, strokeWidth: 3, strokeLinecap: 'round' },
}));

const BARS = [28, 40, 34, 52, 64];

/**
 * The recommender upsell's picture (002 §2 "and an image"): cards of stories ranked by
 * their match, and reach rising. Decorative: the panel's text says what it offers.
 */
export function RecommenderArt(): ReactElement {
  const c = useStyles();
  return (
    <svg width="240" height="150" viewBox="0 0 240 150" aria-hidden="true" focusable="false">
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${8 + i * 36}, ${12 + i * 10})`}>
          <rect className={c.card} width="96" height="64" rx="8" />
          <rect className={i === 2 ? c.best : c.media} x="8" y="8" width="80" height="30" rx="4" />
          <rect className={c.line} x="8" y="44" width={56 - i * 8} height="6" rx="3" />
          <text className={c.match} x="88" y="58" textAnchor="end">{`${92 + i * 3}%`}</text>
        </g>
      ))}
      {BARS.map((h, i) => (
        <rect key={h} className={c.bar} x={160 + i * 14} y={140 - h} width="9" height={h} rx="2" opacity={0.45 + i * 0.12} />
      ))}
      <path className={c.reach} d="M158 104 L178 96 L192 100 L206 84 L226 70" />
    </svg>
  );
}
