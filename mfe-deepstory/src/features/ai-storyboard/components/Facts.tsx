import type { ReactElement, ReactNode } from 'react';
import { AI_STORYBOARD_TEXTS as T } from '@portal/shared-contracts/deepstory';
import { Tag, Typography, createStyles } from '@portal/shared-ui';

const useStyles = createStyles('ai-storyboard-facts', (token) => ({
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: token.marginSM, rowGap: token.marginXXS },
  row: { display: 'contents' },
  term: { color: token.colorTextSecondary },
  detail: { margin: 0, whiteSpace: 'pre-line' },
  tags: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: token.marginXXS },
}));

/** Terms and their details as a description list. */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }): ReactElement {
  const classes = useStyles();
  return (
    <dl className={classes.facts}>
      {rows.map(([term, detail]) => (
        <div key={term} className={classes.row}>
          <dt className={classes.term}>{term}</dt>
          <dd className={classes.detail}>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Tags as a list ("No tags" when there are none, unless `quiet`). */
export function TagList({ tags, label, quiet = false }: { tags: readonly string[]; label?: string; quiet?: boolean }): ReactElement | null {
  const classes = useStyles();
  if (tags.length === 0) return quiet ? null : <Typography.Text type="secondary">{T.noTags}</Typography.Text>;
  return (
    <ul className={classes.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Tag>{tag}</Tag>
        </li>
      ))}
    </ul>
  );
}
