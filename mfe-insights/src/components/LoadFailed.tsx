import type { ReactElement } from 'react';
import { SHELL_MESSAGES } from '@portal/shared-contracts';
import { Alert, Button } from '@portal/shared-ui';

export interface LoadFailedProps {
  /** What could not be loaded (the page's own line). */
  readonly title: string;
  /** The api's message, when it sent one. */
  readonly message: string | null;
  readonly onRetry: () => void;
}

/** A page's failed load: its line, the api's message under it, and Retry. */
export function LoadFailed({ title, message, onRetry }: LoadFailedProps): ReactElement {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={message ?? undefined}
      action={
        <Button size="small" onClick={onRetry}>
          {SHELL_MESSAGES.retry}
        </Button>
      }
    />
  );
}
