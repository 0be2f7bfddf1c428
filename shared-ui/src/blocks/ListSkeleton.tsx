import type { ReactElement } from 'react';
import { BLOCK_LABELS } from '@portal/shared-contracts/core';
import { Skeleton } from '../antd';
import { createStyles } from '../styles';

const useStyles = createStyles('list-skeleton', (token) => ({ row: { marginBlockEnd: token.margin } }));

export interface ListSkeletonProps {
  /** How many placeholder rows to show. */
  readonly rows?: number;
  /** Accessible name of the busy region; defaults to "Loading". */
  readonly label?: string;
  /** Show a round avatar placeholder at the start of each row. */
  readonly avatar?: boolean;
}

/** Placeholder rows shaped like the list that is loading, instead of a bare spinner. */
export function ListSkeleton({ rows = 3, label = BLOCK_LABELS.loading, avatar = false }: ListSkeletonProps): ReactElement {
  const classes = useStyles();
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} active avatar={avatar} title={false} paragraph={{ rows: 2 }} className={classes.row} />
      ))}
    </div>
  );
}
