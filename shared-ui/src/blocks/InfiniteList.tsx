import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { CardGridSkeleton, cardGridStyle } from './CardGridSkeleton';
import { EmptyState, type EmptyStateProps } from './EmptyState';
import { LoadMore, type Paging } from './LoadMore';

export interface InfiniteListProps<T> extends Paging {
  /** Accessible name of the list, e.g. "Storyboards". */
  readonly label: string;
  /** The items loaded so far, in order. */
  readonly items: readonly T[];
  readonly getKey: (item: T) => string;
  readonly renderItem: (item: T, index: number) => ReactNode;
  /** The empty state shown when the list turns out to hold nothing. */
  readonly empty: EmptyStateProps;
  /** 'grid' lays items out as cards and shows a card skeleton while loading. */
  readonly layout?: 'list' | 'grid';
  readonly minCardWidth?: number;
}

const reset: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/**
 * A list (or grid of cards) that loads its next page on scroll (see LoadMore: 50 px,
 * offset = items loaded, skeleton, error with Retry, "You've hit the bottom!"), with an
 * empty state when the list holds nothing (001 §2 My Storyboards).
 */
export function InfiniteList<T>(props: InfiniteListProps<T>): ReactElement {
  const { label, items, getKey, renderItem, empty, layout = 'list', minCardWidth = 240, ...paging } = props;
  const grid = layout === 'grid' ? cardGridStyle(minCardWidth) : {};
  return (
    <div>
      {items.length > 0 ? (
        <ul aria-label={label} aria-busy={paging.status === 'loading'} style={{ ...reset, ...grid }}>
          {items.map((item, i) => (
            <li key={getKey(item)}>{renderItem(item, i)}</li>
          ))}
        </ul>
      ) : null}
      {paging.status === 'succeeded' && !paging.hasMore && items.length === 0 ? <EmptyState {...empty} /> : null}
      <LoadMore
        {...paging}
        count={items.length}
        skeleton={layout === 'grid' ? <CardGridSkeleton cards={3} minCardWidth={minCardWidth} /> : undefined}
      />
    </div>
  );
}
