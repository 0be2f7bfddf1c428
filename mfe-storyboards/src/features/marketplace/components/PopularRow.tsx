import { useId, type ReactElement } from 'react';
import { SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { MARKETPLACE_TEXTS, type Listing } from '@portal/shared-contracts/storyboards';
import { Button, CardGridSkeleton, Flex, Typography, createStyles, type PageStatus } from '@portal/shared-ui';
import { SectionTitle } from './SectionTitle';

/** The narrowest a tile is, in the row as in the grid. */
export const TILE_MIN_WIDTH = 240;

const useStyles = createStyles('marketplace-popular', (token) => ({
  section: { marginBlockEnd: token.marginXL },
  row: {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: `minmax(${TILE_MIN_WIDTH}px, 280px)`,
    gap: token.margin,
    margin: 0,
    padding: `0 0 ${token.paddingXS}px`,
    overflowX: 'auto',
    listStyle: 'none',
  },
}));

export interface PopularRowProps {
  readonly listings: readonly Listing[];
  readonly status: PageStatus;
  readonly error: string | null;
  readonly onRetry: () => void;
  readonly renderTile: (listing: Listing) => ReactElement;
}

/**
 * The Popular row: the listings tagged 'Popular' (001 §7), scrolling sideways. It shows a
 * skeleton while they load, the error with Retry, and nothing at all when there are none.
 */
export function PopularRow({ listings, status, error, onRetry, renderTile }: PopularRowProps): ReactElement | null {
  const classes = useStyles();
  const headingId = useId();
  if (status === 'succeeded' && listings.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <SectionTitle id={headingId}>{MARKETPLACE_TEXTS.popularHeading}</SectionTitle>
      {status === 'loading' || status === 'idle' ? <CardGridSkeleton cards={3} minCardWidth={TILE_MIN_WIDTH} label={MARKETPLACE_TEXTS.popularLabel} /> : null}
      {status === 'failed' ? (
        <Flex role="alert" align="center" gap="middle" wrap>
          <Typography.Text type="danger">{error}</Typography.Text>
          <Button onClick={onRetry}>{SHELL_MESSAGES.retry}</Button>
        </Flex>
      ) : null}
      {status === 'succeeded' ? (
        <ul aria-label={MARKETPLACE_TEXTS.popularLabel} className={classes.row}>
          {listings.map((listing) => (
            <li key={listing.listingId}>{renderTile(listing)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
