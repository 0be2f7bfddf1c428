import type { ReactElement } from 'react';
import { BLOCK_LABELS, ROUTES } from '@portal/shared-contracts/core';
import { MARKETPLACE_TEXTS } from '@portal/shared-contracts/storyboards';
import { Alert, Button, Flex, Spin, UpgradePanel, createStyles } from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/widgets';
import type { OpenedListing } from '../listingSlice';
import { ListingDetails } from './ListingDetails';

const useStyles = createStyles('marketplace-modal', (token) => ({
  loading: { display: 'flex', justifyContent: 'center', padding: token.paddingXL },
  notice: { marginBlockStart: token.margin },
}));

export interface ListingModalProps {
  /** The listing whose modal is open, or null when it is closed. */
  readonly opened: OpenedListing | null;
  /** The session's plan includes customiseStoryboard (admins have every feature) and the api did not refuse it. */
  readonly canCopy: boolean;
  /** A copy of this mount is on its way. */
  readonly copying: boolean;
  /** How this listing's copy ended, when it failed. */
  readonly copyError: string | null;
  readonly onAddToAccount: (listingId: number) => void;
  readonly onClose: () => void;
  /** Leaves for another page of the portal ("Upgrade Now", "Talk to sales"). */
  readonly onNavigate: (to: string) => void;
}

/**
 * A marketplace listing (001 §3) with "Add to account" and "Close". Users whose plan
 * lacks customiseStoryboard (002 §1: Starter and above) see the upgrade path instead of
 * "Add to account".
 */
export function ListingModal({ opened, canCopy, copying, copyError, onAddToAccount, onClose, onNavigate }: ListingModalProps): ReactElement {
  const classes = useStyles();
  const listing = opened?.listing ?? null;
  const footer = (
    <Flex justify="flex-end" gap="small" wrap>
      {listing && canCopy ? (
        <Button type="primary" loading={copying} onClick={() => onAddToAccount(listing.listingId)}>
          {MARKETPLACE_TEXTS.addToAccount}
        </Button>
      ) : null}
      <Button onClick={onClose}>{MARKETPLACE_TEXTS.close}</Button>
    </Flex>
  );
  return (
    <Modal open={opened !== null} title={listing?.script.scriptTitle ?? MARKETPLACE_TEXTS.marketplaceTab} onCancel={onClose} footer={footer} width={720} centered>
      {opened?.status === 'loading' ? (
        <div role="status" aria-label={BLOCK_LABELS.loading} className={classes.loading}>
          <Spin />
        </div>
      ) : null}
      {opened?.status === 'failed' ? <Alert type="error" showIcon title={opened.error} /> : null}
      {listing ? <ListingDetails listing={listing} /> : null}
      {listing && copyError ? <Alert type="error" showIcon title={copyError} role="alert" className={classes.notice} /> : null}
      {listing && !canCopy ? (
        <UpgradePanel
          title={MARKETPLACE_TEXTS.upgradeTitle}
          description={MARKETPLACE_TEXTS.upgradeDescription}
          upgradeHref={ROUTES.subscription}
          onNavigate={onNavigate}
        />
      ) : null}
    </Modal>
  );
}
