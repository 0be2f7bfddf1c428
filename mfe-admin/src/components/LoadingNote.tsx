import type { ReactElement } from 'react';
import { adminLoadingNote } from '@portal/shared-contracts/admin';
import { Flex, ListSkeleton, Spin, Typography } from '@portal/shared-ui';

export interface LoadingNoteProps {
  /** What is loading, e.g. "Loading users". */
  readonly what: string;
  /** The spec's loader note: ADMIN_FIGURES.LOADER_SECONDS.X. */
  readonly seconds: number;
  /** Placeholder rows shaped like what is coming; 0 when what is shown stays while it loads again. */
  readonly rows?: number;
}

/** A long admin load (002 §2): what loads with "may take up to N seconds" (announced), over skeleton rows. */
export function LoadingNote({ what, seconds, rows = 3 }: LoadingNoteProps): ReactElement {
  return (
    <div>
      <Flex gap="small" align="center" role="status">
        <Spin size="small" aria-hidden="true" />
        <Typography.Text type="secondary">{adminLoadingNote(what, seconds)}</Typography.Text>
      </Flex>
      {rows > 0 ? <ListSkeleton rows={rows} label={what} /> : null}
    </div>
  );
}
