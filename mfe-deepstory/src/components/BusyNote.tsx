import type { ReactElement } from 'react';
import { Flex, Spin, Typography } from '@portal/shared-ui';

/** A small spinner with what is going on (a status region, so it is announced): an image made again, a file going up. */
export function BusyNote({ text }: { text: string }): ReactElement {
  return (
    <Flex gap="small" align="center" role="status">
      <Spin size="small" />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}
