import type { ReactElement } from 'react';
import { INSIGHTS_REPORT_LABELS as L } from '@portal/shared-contracts/insights';
import { Alert } from '@portal/shared-ui';

/** The visible "Sample data" note over figures the customer's data does not measure. */
export function SampleNote({ detail = L.sampleNoteDetail }: { readonly detail?: string }): ReactElement {
  return <Alert type="info" showIcon role="note" title={L.sampleNote} description={detail} />;
}
