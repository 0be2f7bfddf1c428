import type { ReactElement } from 'react';
import { RECOMMENDER_TEXTS as T } from '@portal/shared-contracts/insights';
import { Alert, Skeleton } from '@portal/shared-ui';
import type { Detail } from '../slice';

/** A modal's loading or failed state; null once its answer is there. */
export function DetailState({ detail }: { readonly detail: Detail<unknown> }): ReactElement | null {
  if (detail.status === 'loading') {
    return (
      <div role="status" aria-label={T.detailLoading}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (detail.status === 'failed') return <Alert type="error" showIcon role="alert" title={T.detailFailed} description={detail.error ?? undefined} />;
  return null;
}
