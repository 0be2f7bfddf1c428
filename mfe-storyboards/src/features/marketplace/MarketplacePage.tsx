import { useCallback, useEffect, useId, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FEATURES } from '@portal/shared-contracts/core';
import { MARKETPLACE_TEXTS, type Listing } from '@portal/shared-contracts/storyboards';
import { InfiniteList, useMountProps, useSessionSnapshot } from '@portal/shared-ui';
import { useLocation, useSearchParams } from '@portal/shared-ui/router';
import { ProgressModal } from '@portal/shared-ui/widgets';
import { CopyNotice } from './components/CopyNotice';
import { ListingModal } from './components/ListingModal';
import { ListingTile } from './components/ListingTile';
import { MarketplaceSearch } from './components/MarketplaceSearch';
import { PopularRow, TILE_MIN_WIDTH } from './components/PopularRow';
import { SectionTitle } from './components/SectionTitle';
import type { MarketplaceCriteria } from './criteria';
import { addToAccountClicked, copyNoticeDismissed, listingClosed, listingOpened } from './listingSlice';
import * as select from './selectors';
import { criteriaChanged, marketplaceOpened, pageRequested, popularRequested } from './slice';

/** The query parameter that names the listing whose modal is open, so it survives a reload. */
export const LISTING_PARAM = 'listing';

const keyOf = (listing: Listing): string => String(listing.listingId);

/** The listing id in the URL, or null when there is none (or it is no id). */
function listingIdIn(params: URLSearchParams): number | null {
  const raw = params.get(LISTING_PARAM) ?? '';
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/** The current URL with the listing modal of `listingId` open (search only: same path). */
function useListingHref(): (listingId: number) => string {
  const { search } = useLocation();
  return useCallback(
    (listingId: number) => {
      const params = new URLSearchParams(search);
      params.set(LISTING_PARAM, String(listingId));
      return `?${params}`;
    },
    [search],
  );
}

/**
 * The marketplace (001 §1 "reuse storyboards from the marketplace"): the Popular row, then
 * every listing in a grid that searches by keys and tags and loads 100 more on scroll.
 * A tile opens the listing's modal (named in the URL), whose "Add to account" copies the
 * listing into the caller's account and opens the copy once the copy request completes.
 */
export function MarketplacePage(): ReactElement {
  const dispatch = useDispatch();
  const { navigate } = useMountProps();
  const { features } = useSessionSnapshot();
  const [params, setParams] = useSearchParams();
  const listingHref = useListingHref();
  const allId = useId();

  const criteria = useSelector(select.selectCriteria);
  const listings = useSelector(select.selectListings);
  const status = useSelector(select.selectStatus);
  const hasMore = useSelector(select.selectHasMore);
  const error = useSelector(select.selectError);
  const popular = useSelector(select.selectPopular);
  const popularStatus = useSelector(select.selectPopularStatus);
  const popularError = useSelector(select.selectPopularError);
  const opened = useSelector(select.selectOpened);
  const refusedByPlan = useSelector(select.selectRefusedByPlan);
  const copyBlocking = useSelector(select.selectCopyBlocking);
  const copyError = useSelector(select.selectModalCopyError);
  const notice = useSelector(select.selectPageCopyNotice);

  useEffect(() => {
    dispatch(marketplaceOpened());
  }, [dispatch]);
  const listingId = listingIdIn(params);
  useEffect(() => {
    dispatch(listingId === null ? listingClosed() : listingOpened({ listingId }));
  }, [dispatch, listingId]);
  useEffect(() => () => void dispatch(listingClosed()), [dispatch]);

  const onChange = useCallback((change: Partial<MarketplaceCriteria>) => dispatch(criteriaChanged(change)), [dispatch]);
  const onLoadMore = useCallback((from: number) => dispatch(pageRequested({ from })), [dispatch]);
  const onCloseListing = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(LISTING_PARAM);
        return next;
      }),
    [setParams],
  );
  const renderTile = useCallback((listing: Listing) => <ListingTile listing={listing} to={listingHref(listing.listingId)} />, [listingHref]);

  return (
    <>
      {notice ? <CopyNotice copy={notice} onDismiss={() => dispatch(copyNoticeDismissed())} /> : null}
      <PopularRow listings={popular} status={popularStatus} error={popularError} onRetry={() => dispatch(popularRequested())} renderTile={renderTile} />
      <section aria-labelledby={allId}>
        <SectionTitle id={allId}>{MARKETPLACE_TEXTS.allHeading}</SectionTitle>
        <MarketplaceSearch criteria={criteria} onChange={onChange} />
        <InfiniteList
          label={MARKETPLACE_TEXTS.gridLabel}
          layout="grid"
          minCardWidth={TILE_MIN_WIDTH}
          items={listings}
          getKey={keyOf}
          renderItem={renderTile}
          status={status}
          hasMore={hasMore}
          error={error ?? undefined}
          onLoadMore={onLoadMore}
          empty={{ title: MARKETPLACE_TEXTS.noneFoundTitle, description: MARKETPLACE_TEXTS.noneFoundHint }}
        />
      </section>
      <ListingModal
        opened={opened}
        canCopy={features.includes(FEATURES.customiseStoryboard) && !refusedByPlan}
        copying={copyBlocking}
        copyError={copyError}
        onAddToAccount={(id) => dispatch(addToAccountClicked({ listingId: id }))}
        onClose={onCloseListing}
        onNavigate={(to) => navigate(to)}
      />
      <ProgressModal open={copyBlocking} message={MARKETPLACE_TEXTS.addingToAccount} />
    </>
  );
}
