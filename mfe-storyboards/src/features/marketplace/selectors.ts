import { createSelector } from '@reduxjs/toolkit';
import type { Listing } from '@portal/shared-contracts/storyboards';
import { selectCopy, selectOpened, type CopyState } from './listingSlice';
import { marketplaceSlice } from './slice';

/** Components and sagas read the marketplace only through these (state is the remote's root state). */
export const {
  selectCriteria,
  selectStatus,
  selectLoadingFrom,
  selectError,
  selectTotal,
  selectPopular,
  selectPopularStatus,
  selectPopularError,
  selectListings,
  selectHasMore,
} = marketplaceSlice.selectors;
export { selectCopy, selectOpened, selectRefusedByPlan } from './listingSlice';

const selectEntities = marketplaceSlice.selectors.selectListingEntities;

/** A listing the grid or the Popular row already holds, so the modal needs no request. */
export function selectKnownListing(state: Parameters<typeof selectEntities>[0], listingId: number): Listing | undefined {
  return selectEntities(state).entities[listingId] ?? selectPopular(state).find((l) => l.listingId === listingId);
}

const busy = (copy: CopyState): boolean => copy.phase === 'starting' || copy.phase === 'polling';

/** The blocking "Adding storyboard..." dialog: a copy this mount started is on its way. */
export const selectCopyBlocking = createSelector([selectCopy], (copy): boolean => busy(copy) && !copy.resumed);

/**
 * The copy whose state the page shows above the grid: one resumed from an earlier mount,
 * or one that ended while its listing's modal was no longer open. Null when none.
 */
export const selectPageCopyNotice = createSelector([selectCopy, selectOpened], (copy, opened): CopyState | null => {
  if (copy.phase === 'idle') return null;
  if (copy.resumed) return copy;
  return !busy(copy) && opened?.listingId !== copy.listingId ? copy : null;
});

/** How this mount's copy of the opened listing ended, for the modal: its error, else null. */
export const selectModalCopyError = createSelector([selectCopy, selectOpened], (copy, opened): string | null =>
  !copy.resumed && opened !== null && copy.listingId === opened.listingId && (copy.phase === 'failed' || copy.phase === 'timedOut') ? copy.error : null,
);
