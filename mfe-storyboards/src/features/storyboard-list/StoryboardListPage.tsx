import { useCallback, useDeferredValue, useEffect, type ReactElement, type ReactNode } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { StoryboardListItem } from '@portal/shared-contracts/storyboards';
import { InfiniteList } from '@portal/shared-ui';
import { STORYBOARD_LIST_TEXTS } from '../../messages';
import { SearchBar } from './components/SearchBar';
import { FIRST_ROW_CARDS, StoryboardCard } from './components/StoryboardCard';
import type { SearchCriteria } from './criteria';
import { selectCriteria, selectListView, selectStatus } from './selectors';
import { criteriaChanged, criteriaReset, listOpened, pageRequested } from './slice';

/** The page's title: its heading and the manifest's route title (the remote contract test checks both). */
export const STORYBOARDS_TITLE = 'Storyboards';

/** What the grid shows in the page's first paint: the skeleton of a first page on its way. */
const FIRST_PAINT: ReturnType<typeof selectListView> = { storyboards: [], status: 'loading', hasMore: true, error: null };

const keyOf = (item: StoryboardListItem): string => String(item.scriptId);
const renderCard = (item: StoryboardListItem, index: number): ReactElement => <StoryboardCard storyboard={item} firstRow={index < FIRST_ROW_CARDS} />;

export interface StoryboardListPageProps {
  /** Buttons for the search bar's end, from other features (the page composes them). */
  readonly actions?: ReactNode;
}

/**
 * My Storyboards (001 §2), the body of its tab on /storyboards: the search bar, then the storyboards as a grid of cards that
 * loads 20 more whenever its end comes within 50 px (001 §9), with a skeleton while a page
 * loads, the error and Retry when one fails, and an empty state when nothing matches.
 */
export function StoryboardListPage({ actions }: StoryboardListPageProps = {}): ReactElement {
  const dispatch = useDispatch();
  const criteria = useSelector(selectCriteria);
  // While the first page loads, the page paints first (heading, search bar, skeleton) and the
  // cards follow in a render of their own: the search sent at mount (opening.ts) often answers
  // before React has committed the page, and its cards would otherwise hold the first paint
  // back (docs/adr/053). A list already loaded (back from the other tab) shows at once.
  const view = useSelector(selectListView);
  const { storyboards, status, hasMore, error } = useDeferredValue(view, view.status === 'loading' ? FIRST_PAINT : view);

  const store = useStore<Parameters<typeof selectStatus>[0]>();
  useEffect(() => {
    // Opened at mount already (the remote's `opening`): a second open would ask again.
    if (selectStatus(store.getState()) === 'idle') dispatch(listOpened());
  }, [dispatch, store]);
  const onChange = useCallback((change: Partial<SearchCriteria>) => dispatch(criteriaChanged(change)), [dispatch]);
  const onReset = useCallback(() => dispatch(criteriaReset()), [dispatch]);
  const onLoadMore = useCallback((from: number) => dispatch(pageRequested({ from })), [dispatch]);

  return (
    <>
      <SearchBar criteria={criteria} onChange={onChange} onReset={onReset} actions={actions} />
      <InfiniteList
        label={STORYBOARD_LIST_TEXTS.gridLabel}
        layout="grid"
        items={storyboards}
        getKey={keyOf}
        renderItem={renderCard}
        status={status}
        hasMore={hasMore}
        error={error ?? undefined}
        onLoadMore={onLoadMore}
        empty={{
          title: STORYBOARD_LIST_TEXTS.noneFoundTitle,
          description: STORYBOARD_LIST_TEXTS.noneFoundHint,
        }}
      />
    </>
  );
}
