import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { BLOCK_LABELS, LABELS, SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { Button, Flex, Typography } from '../antd';
import { createStyles, overAntd } from '../styles';
import { ListSkeleton } from './ListSkeleton';
import { useNearBottom } from './useNearBottom';

const useStyles = createStyles('load-more', (token) => ({
  failed: { marginBlockStart: token.margin },
  bottom: overAntd({ textAlign: 'center', marginBlockStart: token.margin }),
  sentinel: { height: 1 },
}));

/** The state of the latest page request, as the remote's slice keeps it. */
export type PageStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Paging of a list or table whose next page loads on scroll (001 §2, §9). */
export interface Paging {
  /** Whether the server holds more than what is loaded ("has more" when total exceeds the results held). */
  readonly hasMore: boolean;
  readonly status: PageStatus;
  /** Asks for the next page; `offset` is the number of items already loaded (001 §9). */
  readonly onLoadMore: (offset: number) => void;
  /** The failed page's message (from shared-contracts); defaults to a generic line. */
  readonly error?: string;
}

export interface LoadMoreProps extends Paging {
  /** How many items are loaded. */
  readonly count: number;
  /** What shows while a page loads; defaults to skeleton rows. */
  readonly skeleton?: ReactNode;
}

/**
 * The end of a scrolling list: asks for the next page when it comes within 50 px of the
 * viewport's bottom, shows a skeleton while a page loads, an error line with Retry when
 * one fails, and "You've hit the bottom!" (001 §2) once there is no more. The items,
 * status and paging stay in the remote's store: this only asks (under React's
 * StrictMode in development the first ask may go twice; the saga takes the latest).
 */
export function LoadMore({ count, hasMore, status, onLoadMore, error, skeleton }: LoadMoreProps): ReactElement {
  const sentinel = useRef<HTMLDivElement>(null);
  const near = useNearBottom(sentinel, count);
  // The offset last asked for: a page that came back adding nothing is not asked for
  // again in a loop. A failed page waits for Retry; 'idle' is a fresh (or reset) list.
  const asked = useRef<number | null>(null);
  const stalled = status === 'succeeded' && asked.current === count;
  const canAsk = hasMore && (status === 'idle' || status === 'succeeded') && !stalled;

  useEffect(() => {
    if (near && canAsk) {
      asked.current = count;
      onLoadMore(count);
    }
  }, [near, canAsk, count, onLoadMore]);

  const retry = (): void => {
    asked.current = count;
    onLoadMore(count);
  };
  const classes = useStyles();
  return (
    <>
      {status === 'loading' ? (skeleton ?? <ListSkeleton />) : null}
      {status === 'failed' ? (
        <Flex role="alert" align="center" gap="middle" wrap className={classes.failed}>
          <Typography.Text type="danger">{error ?? BLOCK_LABELS.loadMoreFailed}</Typography.Text>
          <Button onClick={retry}>{SHELL_MESSAGES.retry}</Button>
        </Flex>
      ) : null}
      {status === 'succeeded' && !hasMore && count > 0 ? (
        <Typography.Paragraph className={classes.bottom}>{LABELS.hitTheBottom}</Typography.Paragraph>
      ) : null}
      <div ref={sentinel} aria-hidden="true" data-testid="load-more-sentinel" className={classes.sentinel} />
    </>
  );
}
