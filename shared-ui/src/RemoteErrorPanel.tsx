import type { ReactElement } from 'react';
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
        title={`${area} is unavailable right now`}
        subTitle={
          detail ??
          'This part of the portal could not be loaded. The rest of the portal keeps working; try again in a moment.'
        }
        extra={
          <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </div>
  );
}
