import type { ReactElement } from 'react';
import { Tag } from '../antd';
import { createStyles } from '../styles';

const useStyles = createStyles('tag-list', (token) => ({
  list: { display: 'flex', flexWrap: 'wrap', gap: token.marginXS, margin: 0, padding: 0, listStyle: 'none' },
}));

export interface TagListProps {
  readonly tags: readonly string[];
  /** The id of the heading that names the list. */
  readonly labelledBy?: string;
}

/** An item's tags as a list of antd tags, wrapping. */
export function TagList({ tags, labelledBy }: TagListProps): ReactElement {
  const classes = useStyles();
  return (
    <ul aria-labelledby={labelledBy} className={classes.list}>
      {tags.map((tag) => (
        <li key={tag}>
          <Tag>{tag}</Tag>
        </li>
      ))}
    </ul>
  );
}
