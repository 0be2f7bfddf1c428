import type { ReactElement, ReactNode } from 'react';
import { createStyles } from '@portal/shared-ui';

const useStyles = createStyles('admin-user-facts', (token) => ({
  list: { display: 'grid', gridTemplateColumns: 'minmax(10rem, max-content) 1fr', gap: `${token.marginXXS}px ${token.margin}px`, margin: 0 },
  term: { color: token.colorTextSecondary, fontWeight: token.fontWeightStrong },
  value: { margin: 0, overflowWrap: 'anywhere' },
}));

/** One fact: its label and what it says ('' and null read "—"). */
export type Fact = readonly [label: string, value: ReactNode];

/** The user page's facts as a description list (label, value), one pair a line. */
export function Facts({ facts }: { readonly facts: readonly Fact[] }): ReactElement {
  const classes = useStyles();
  return (
    <dl className={classes.list}>
      {facts.flatMap(([label, value]) => [
        <dt key={`${label}-t`} className={classes.term}>
          {label}
        </dt>,
        <dd key={`${label}-d`} className={classes.value}>
          {value === '' || value === null || value === undefined ? '—' : value}
        </dd>,
      ])}
    </dl>
  );
}
