import type { ReactElement, ReactNode } from 'react';
import { Col, Row } from '@portal/shared-ui';

export interface StorymakerLayoutProps {
  /**
   * The side column (001 §2: the Storymaker's side panel, which is its own landmark);
   * without it the content takes the width.
   */
  readonly side?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The Storymaker's frame (/storymaker, /storymaker/:storyboardId): the page, and beside
 * it on wide screens (under it on narrow ones) a side column for the side panel of
 * 001 §2 (StorymakerSide).
 */
export function StorymakerLayout({ side, children }: StorymakerLayoutProps): ReactElement {
  if (!side) return <>{children}</>;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={17}>
        {children}
      </Col>
      <Col xs={24} xl={7}>
        {side}
      </Col>
    </Row>
  );
}
