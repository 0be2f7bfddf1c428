import type { ReactElement } from 'react';
import { Space, Spin, Typography } from './antd';
import { Modal, Progress } from './widgetsAntd';

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
      <Space orientation="vertical" align="center" style={{ width: '100%', padding: 16 }}>
        <Spin size="large" />
        <Typography.Text strong role="status">
          {message}
        </Typography.Text>
        {percent === undefined ? null : <Progress percent={clampPercent(percent)} aria-label={message} style={{ width: 240 }} />}
      </Space>
    </Modal>
  );
}
