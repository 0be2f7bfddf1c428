import type { ReactElement } from 'react';
import { Alert, Button } from '@portal/shared-ui';

export interface LoadFailureProps {
  /** The page's own line, e.g. "The users could not be loaded." */
  readonly title: string;
  /** The api's error_message, when it sent one. */
  readonly message: string | null;
  readonly retryLabel: string;
  readonly onRetry: () => void;
}

/** A failed admin load: the page's line, the api's message under it, and Retry (an alert, so it is announced). */
export function LoadFailure({ title, message, retryLabel, onRetry }: LoadFailureProps): ReactElement {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={message ?? undefined}
      action={
        <Button size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
