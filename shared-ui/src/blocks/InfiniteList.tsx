import { useEffect, useRef, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { BLOCK_LABELS, LABELS, SHELL_MESSAGES } from '@portal/shared-contracts';
import { Button, Flex, Typography } from '../antd';
import { CardGridSkeleton } from './CardGridSkeleton';
import { EmptyState, type EmptyStateProps } from './EmptyState';
import { ListSkeleton } from './ListSkeleton';
import { useNearBottom } from './useNearBottom';

/** The state of the latest page request, as the remote's slice keeps it. */
export type PageStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface InfiniteListProps<T> {
  /** Accessible name of the list, e.g. "Storyboards". */
  readonly label: string;
  /** The items loaded so far, in order. */
  readonly items: readonly T[];
  readonly getKey: (item: T) => string;
  readonly renderItem: (item: T, index: number) => ReactNode;
  /** Whether the server holds more than `items` ("has more" when total exceeds the results held). */
  readonly hasMore: boolean;
  readonly status: PageStatus;
  /** Asks for the next page; `offset` is the number of items already loaded (001 §9). */
  readonly onLoadMore: (offset: number) => void;
  /** The empty state shown when the list turns out to hold nothing. */
  readonly empty: EmptyStateProps;
  /** The failed page's message (from shared-contracts); defaults to a generic line. */
  readonly error?: string;
  /** 'grid' lays items out as cards and shows a card skeleton while loading. */
  readonly layout?: 'list' | 'grid';
  readonly minCardWidth?: number;
}

const reset: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/**
 * A list that asks for its next page when its end comes within 50 px of the viewport's
 * bottom, with a skeleton while a page loads, an error line with Retry when one fails,
 * "You've hit the bottom!" at the end (001 §2) and an empty state when there is nothing.
 * The items, status and paging stay in the remote's store: this only asks (under React's
 * StrictMode in development the first ask may go twice; the saga takes the latest).
 */
export function InfiniteList<T>(props: InfiniteListProps<T>): ReactElement {
  const { label, items, getKey, renderItem, hasMore, status, onLoadMore, empty, error, layout = 'list', minCardWidth = 240 } = props;
  const sentinel = useRef<HTMLDivElement>(null);
  const near = useNearBottom(sentinel, items.length);
  // The offset last asked for: a page that came back adding nothing is not asked for
  // again in a loop. A failed page waits for Retry; 'idle' is a fresh (or reset) list.
  const asked = useRef<number | null>(null);
  const stalled = status === 'succeeded' && asked.current === items.length;
  const canAsk = hasMore && (status === 'idle' || status === 'succeeded') && !stalled;

  useEffect(() => {
    if (near && canAsk) {
      asked.current = items.length;
      onLoadMore(items.length);
    }
  }, [near, canAsk, items.length, onLoadMore]);

  const retry = (): void => {
    asked.current = items.length;
    onLoadMore(items.length);
  };
  const grid: CSSProperties =
    layout === 'grid' ? { display: 'grid', gap: 16, gridTemplateColumns: `repeat(auto-fill, minmax(${minCardWidth}px, 1fr))` } : {};

  return (
    <div>
      {items.length > 0 ? (
        <ul aria-label={label} aria-busy={status === 'loading'} style={{ ...reset, ...grid }}>
          {items.map((item, i) => (
            <li key={getKey(item)}>{renderItem(item, i)}</li>
          ))}
        </ul>
      ) : null}
      {status === 'loading' ? (
        layout === 'grid' ? <CardGridSkeleton cards={3} minCardWidth={minCardWidth} /> : <ListSkeleton />
      ) : null}
      {status === 'failed' ? (
        <Flex role="alert" align="center" gap={12} wrap style={{ marginTop: 16 }}>
          <Typography.Text type="danger">{error ?? BLOCK_LABELS.loadMoreFailed}</Typography.Text>
          <Button onClick={retry}>{SHELL_MESSAGES.retry}</Button>
        </Flex>
      ) : null}
      {status === 'succeeded' && !hasMore && items.length === 0 ? <EmptyState {...empty} /> : null}
      {status === 'succeeded' && !hasMore && items.length > 0 ? (
        <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16 }}>{LABELS.hitTheBottom}</Typography.Paragraph>
      ) : null}
      <div ref={sentinel} aria-hidden="true" data-testid="infinite-list-end" style={{ height: 1 }} />
    </div>
  );
}
