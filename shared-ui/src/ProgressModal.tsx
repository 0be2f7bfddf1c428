import type { ReactElement } from 'react';
import { Space, Spin, Typography } from './antd';
import { Modal } from './widgets';

/** A blocking modal with a spinner and a progress message ("Updating Storyboard...", ...). */
export function ProgressModal({ open, message }: { open: boolean; message: string }): ReactElement {
  return (
    <Modal open={open} footer={null} closable={false} centered maskClosable={false} keyboard={false} title={null}>
      <Space direction="vertical" align="center" style={{ width: '100%', padding: 16 }} role="status">
        <Spin size="large" />
        <Typography.Text strong>{message}</Typography.Text>
      </Space>
    </Modal>
  );
}
