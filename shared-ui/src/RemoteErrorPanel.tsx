import type { ReactElement } from 'react';
import { SHELL_MESSAGES, areaUnavailable } from '@portal/shared-contracts';
import { Button, Result } from './antd';
import { ReloadOutlined } from './icons';

export interface RemoteErrorPanelProps {
  /** Human name of the area that failed, e.g. "Storyboards". */
  readonly area: string;
  readonly detail?: string;
  readonly onRetry: () => void;
  readonly retrying?: boolean;
}

/** The panel that replaces an area whose remote could not load, mount or render. */
export function RemoteErrorPanel({ area, detail, onRetry, retrying = false }: RemoteErrorPanelProps): ReactElement {
  return (
    <div role="alert" data-testid="remote-error-panel">
      <Result
        status="warning"
        title={areaUnavailable(area)}
        subTitle={detail ?? SHELL_MESSAGES.areaUnavailableText}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
            {SHELL_MESSAGES.retry}
          </Button>
        }
      />
    </div>
  );
}
