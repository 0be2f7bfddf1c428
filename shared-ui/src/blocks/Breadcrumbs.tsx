import type { ReactElement } from 'react';
import { BLOCK_LABELS } from '@portal/shared-contracts/core';
import { Link } from '@portal/shared-ui/router';
import { createStyles, overAntd } from '../styles';

/** One step of a breadcrumb; the last one is the current page and is not a link. */
export interface Crumb {
  readonly title: string;
  /** Where the step leads (a route path); without it the step is plain text. */
  readonly to?: string;
}

const useStyles = createStyles('breadcrumbs', (token) => ({
  list: { listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: token.marginXS, padding: 0, margin: `0 0 ${token.marginSM}px` },
  step: { display: 'flex', gap: token.marginXS },
  link: overAntd({ color: token.colorPrimary }),
}));

/**
 * A breadcrumb trail as a labelled navigation landmark with router links (e.g. Deep
 * Story's "deepstory > discovery > series > storyboard", 002 §2). Links use the brand
 * colour: antd's default crumb grey is below 4.5:1 on the canvas.
 */
export function Breadcrumbs({ items, label = BLOCK_LABELS.breadcrumb }: { items: readonly Crumb[]; label?: string }): ReactElement {
  const classes = useStyles();
  return (
    <nav aria-label={label}>
      <ol className={classes.list}>
        {items.map((item, i) => {
          const current = i === items.length - 1;
          return (
            <li key={`${i}-${item.title}`} className={classes.step}>
              {i > 0 ? <span aria-hidden="true">&gt;</span> : null}
              {item.to && !current ? (
                <Link to={item.to} className={classes.link}>
                  {item.title}
                </Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.title}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
