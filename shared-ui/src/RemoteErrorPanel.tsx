import type { ReactElement } from 'react';
import { SHELL_MESSAGES, areaUnavailable, remoteVersionNote } from '@portal/shared-contracts/core';
import { Button, Result, Typography } from './antd';
import { ReloadOutlined } from '@ant-design/icons';
import { createStyles } from './styles';

const useStyles = createStyles('remote-error-panel', () => ({ version: { textAlign: 'center' } }));

export interface RemoteErrorPanelProps {
  /** Human name of the area that failed, e.g. "Storyboards". */
  readonly area: string;
  readonly detail?: string;
  readonly onRetry: () => void;
  readonly retrying?: boolean;
  /** The remote's deployed version from the registry, when known: what support asks first. */
  readonly version?: string | null;
}

/** The panel that replaces an area whose remote could not load, mount or render. */
export function RemoteErrorPanel({ area, detail, onRetry, retrying = false, version = null }: RemoteErrorPanelProps): ReactElement {
  const classes = useStyles();
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
      {version ? (
        <Typography.Paragraph type="secondary" className={classes.version}>
          {remoteVersionNote(version)}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
