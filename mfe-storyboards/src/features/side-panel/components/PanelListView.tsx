import { useCallback, useEffect, type ReactElement, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { EntityId } from '@reduxjs/toolkit';
import { EmptyState, InfiniteList, createStyles, type EmptyStateProps } from '@portal/shared-ui';
import { SearchOutlined } from '@portal/shared-ui/icons';
import { Input } from '@portal/shared-ui/forms';
import type { PanelListSlice } from '../lists';

const useStyles = createStyles('storymaker-panel-list', (token) => ({
  search: { marginBottom: token.marginSM },
  intro: { marginBottom: token.marginSM, color: token.colorTextSecondary, fontSize: token.fontSizeSM },
}));

/** Card width of the panel's grids: two side by side in a panel about 320 px wide. */
const CARD_WIDTH = 130;

export interface PanelListViewProps<T, Id extends EntityId> {
  readonly list: PanelListSlice<T, Id>;
  /** Accessible name of the list. */
  readonly label: string;
  /** Accessible name (and placeholder) of the search box. */
  readonly searchLabel: string;
  readonly getKey: (item: T) => string;
  readonly renderItem: (item: T) => ReactNode;
  readonly empty: EmptyStateProps;
  /** Shown instead of the list while the search has no words (a search that needs them). */
  readonly prompt?: EmptyStateProps;
  /** A line above the list (how to use its items). */
  readonly intro?: ReactNode;
  readonly cardWidth?: number;
}

/**
 * One list of the side panel: a search box (the saga waits 500 ms after the last key), then
 * the items as a grid of cards that loads its next page when its end comes within 50 px
 * (001 §9), with an empty state, and a prompt when a search needs words first.
 */
export function PanelListView<T, Id extends EntityId>(props: PanelListViewProps<T, Id>): ReactElement {
  const { list, label, searchLabel, getKey, renderItem, empty, prompt, intro, cardWidth = CARD_WIDTH } = props;
  const { opened, queryChanged, pageRequested } = list.actions;
  const { selectQuery, selectItems, selectStatus, selectHasMore, selectError } = list.selectors;
  const dispatch = useDispatch();
  const query = useSelector(selectQuery);
  const items = useSelector(selectItems);
  const status = useSelector(selectStatus);
  const hasMore = useSelector(selectHasMore);
  const error = useSelector(selectError);
  const classes = useStyles();

  useEffect(() => {
    dispatch(opened());
  }, [dispatch, opened]);
  const onLoadMore = useCallback((from: number) => dispatch(pageRequested({ from })), [dispatch, pageRequested]);

  return (
    <>
      <Input
        type="search"
        value={query}
        aria-label={searchLabel}
        placeholder={searchLabel}
        prefix={<SearchOutlined aria-hidden="true" />}
        onChange={(e) => dispatch(queryChanged({ query: e.target.value }))}
        className={classes.search}
      />
      {intro ? <div className={classes.intro}>{intro}</div> : null}
      {prompt && query.trim() === '' ? (
        <EmptyState {...prompt} />
      ) : (
        <InfiniteList
          label={label}
          layout="grid"
          minCardWidth={cardWidth}
          items={items}
          getKey={getKey}
          renderItem={renderItem}
          status={status}
          hasMore={hasMore}
          error={error ?? undefined}
          onLoadMore={onLoadMore}
          empty={empty}
        />
      )}
    </>
  );
}
