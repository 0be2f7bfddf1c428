import type { ReactElement } from 'react';
import { Space, Spin, Typography } from './antd';
import { createStyles } from './styles';
import { Modal, Progress } from './widgetsAntd';

const useStyles = createStyles('progress-modal', (token) => ({
  body: { width: '100%', padding: token.padding },
  bar: { width: 240 },
}));

export interface ProgressModalProps {
  readonly open: boolean;
  /** The current step, e.g. "Updating Storyboard..." (001 §2) or a save queue step (001 §4). */
  readonly message: string;
  /** How far the work is (0 to 100), when it is known; a bar then shows under the spinner. */
  readonly percent?: number;
}

const clampPercent = (n: number): number => Math.min(100, Math.max(0, Math.round(n)));

/**
 * A blocking modal with a spinner and the step's message, and a progress bar when the
 * percentage is known. The message is a status region, so each new step is announced.
 * It is not repeated as a (hidden) dialog title: a second copy of the text would be read
 * twice, and antd gives every titled dialog one label id under test.
 */
export function ProgressModal({ open, message, percent }: ProgressModalProps): ReactElement {
  const classes = useStyles();
  return (
    <Modal
      open={open}
      footer={null}
      closable={false}
      centered
      mask={{ closable: false }}
      keyboard={false}
      title={null}
    >
      <Space orientation="vertical" align="center" className={classes.body}>
        <Spin size="large" />
        <Typography.Text strong role="status">
          {message}
        </Typography.Text>
        {percent === undefined ? null : <Progress percent={clampPercent(percent)} aria-label={message} className={classes.bar} />}
      </Space>
    </Modal>
  );
}
