import type { ReactElement } from 'react';
import { SHELL_MESSAGES } from '@portal/shared-contracts/core';
import { Alert, Button } from '../antd';

export interface LoadFailureProps {
  /** The page's own line, e.g. "The users could not be loaded." */
  readonly title: string;
  /** The api's error_message, when it sent one. */
  readonly message: string | null;
  /** Default: SHELL_MESSAGES.retry. */
  readonly retryLabel?: string;
  readonly onRetry: () => void;
}

/** A page's failed load: its line, the api's message under it, and Retry (an alert, so it is announced). */
export function LoadFailure({ title, message, retryLabel = SHELL_MESSAGES.retry, onRetry }: LoadFailureProps): ReactElement {
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
