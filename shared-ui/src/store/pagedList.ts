import { createEntityAdapter, type EntityId, type EntityState } from '@reduxjs/toolkit';
import type { PageStatus } from '../blocks/LoadMore';

/**
 * The pages of a search loaded so far, as an infinite list shows them (001 §7, §9): the
 * items in the order the pages came, `result.total.value` of the latest answer, the status
 * of the page on its way and the offset it starts at (the number already loaded).
 */
export interface PagedListState<T, Id extends EntityId> {
  readonly items: EntityState<T, Id>;
  readonly total: number;
  readonly status: PageStatus;
  readonly loadingFrom: number;
  readonly error: string | null;
}

type Writable<S> = { -readonly [K in keyof S]: S[K] };

/** A page of a search: its offset, its hits and the total. */
export interface LoadedPage<T> {
  readonly from: number;
  readonly hits: readonly T[];
  readonly total: number;
}

/**
 * The state changes of a paged list, for a slice whose state holds the list's fields (its
 * own criteria beside them). Each changes the draft it is given, inside a slice's reducer.
 */
export function pagedList<T, Id extends EntityId>(selectId: (item: T) => Id) {
  const adapter = createEntityAdapter<T, Id>({ selectId });
  // Made once, so selectAll is memoised on the entity state: the same array until it changes.
  const itemSelectors = adapter.getSelectors();
  type List = Writable<PagedListState<T, Id>>;
  return {
    initialState: (): PagedListState<T, Id> => ({ items: adapter.getInitialState(), total: 0, status: 'idle', loadingFrom: 0, error: null }),
    /** A fresh first page is on its way: the list empties and shows its skeleton. */
    startOver(list: List): void {
      list.items = adapter.removeAll(list.items);
      list.total = 0;
      list.status = 'loading';
      list.loadingFrom = 0;
      list.error = null;
    },
    /** The list's end came into reach, or Retry was pressed: `from` = items loaded. */
    pageRequested(list: List, from: number): void {
      list.status = 'loading';
      list.loadingFrom = from;
      list.error = null;
    },
    pageLoaded(list: List, page: LoadedPage<T>): void {
      list.items = page.from === 0 ? adapter.setAll(list.items, page.hits) : adapter.setMany(list.items, page.hits);
      list.total = page.total;
      list.status = 'succeeded';
      list.error = null;
    },
    pageFailed(list: List, message: string): void {
      list.status = 'failed';
      list.error = message;
    },
    /** The items in the order the pages came. */
    selectItems: (list: PagedListState<T, Id>): T[] => itemSelectors.selectAll(list.items),
    /** "Has more" when the total exceeds the items held (001 §7); false before the first answer. */
    hasMore: (list: PagedListState<T, Id>): boolean => list.status !== 'idle' && list.total > list.items.ids.length,
  };
}
