import type { ReactElement } from 'react';
import { createStyles } from '@portal/shared-ui';
import { formatClockTime, formatLongDate } from '@portal/shared-contracts/core';
import { LEGAL_PAGE_TEXT } from '../legalContent';
import { useNow } from '../useNow';

const useStyles = createStyles('insights-effective-clock', (token) => ({
  line: { margin: 0, marginBottom: token.marginXXS, fontSize: token.fontSizeLG },
  time: { display: 'inline-block', minWidth: '8ch', fontVariantNumeric: 'tabular-nums' },
}));

/**
 * "Effective: 22 November 2026, 10:41:07": today's date and a clock ticking every
 * second (000 §2). The time sits in a fixed-width box of tabular digits so ticking
 * never moves the text around it (no layout shift). It is deliberately not a live
 * region: a screen reader announcing every second would drown out the page. The build's
 * snapshot of the page (docs/adr/050) shows the label alone: it has no time to show.
 */
export function EffectiveClock(): ReactElement {
  const classes = useStyles();
  const now = useNow();
  return (
    <p className={classes.line}>
      <strong>{LEGAL_PAGE_TEXT.effectiveLabel}</strong>{' '}
      {now ? (
        <time dateTime={now.toISOString()}>
          {formatLongDate(now)},{' '}
          <span className={classes.time}>{formatClockTime(now)}</span>
        </time>
      ) : null}
    </p>
  );
}
