import type { ReactElement } from 'react';
import { href } from '@portal/shared-contracts/core';
import { MARKETPLACE_TEXTS } from '@portal/shared-contracts/storyboards';
import { Alert, createStyles } from '@portal/shared-ui';
import { Link } from '@portal/shared-ui/router';
import type { CopyState } from '../listingSlice';

const useStyles = createStyles('marketplace-copy-notice', (token) => ({
  notice: { marginBlockEnd: token.margin },
}));

/**
 * A copy the page reports above the listings: one followed again after a reload or a visit
 * elsewhere, or one that ended after its modal closed. Ended ones can be dismissed.
 */
export function CopyNotice({ copy, onDismiss }: { readonly copy: CopyState; readonly onDismiss: () => void }): ReactElement | null {
  const classes = useStyles();
  const closable = { onClose: onDismiss };
  switch (copy.phase) {
    case 'starting':
    case 'polling':
      return <Alert type="info" showIcon title={MARKETPLACE_TEXTS.copyResumed} role="status" className={classes.notice} />;
    case 'completed':
      return (
        <Alert
          type="success"
          showIcon
          role="status"
          closable={closable}
          title={MARKETPLACE_TEXTS.copyResumedDone}
          action={copy.scriptId !== null ? <Link to={href.storyboard(copy.scriptId)}>{MARKETPLACE_TEXTS.openStoryboard}</Link> : null}
          className={classes.notice}
        />
      );
    case 'failed':
    case 'timedOut':
      return <Alert type={copy.phase === 'failed' ? 'error' : 'warning'} showIcon closable={closable} title={copy.error} className={classes.notice} />;
    default:
      return null;
  }
}
