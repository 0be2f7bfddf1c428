import type { CSSProperties, ReactElement } from 'react';
import { BLOCK_LABELS } from '@portal/shared-contracts/core';
import { Skeleton } from '../antd';
import { createStyles, overAntd } from '../styles';

const useStyles = createStyles('card-grid-skeleton', (token) => ({
  // antd sizes the node with `.ant-skeleton.ant-skeleton-element .ant-skeleton-node`.
  image: overAntd({ width: '100%', height: 140 }),
  text: { marginBlockStart: token.marginSM },
}));

export interface CardGridSkeletonProps {
  /** How many placeholder cards to show. */
  readonly cards?: number;
  /** The narrowest a card may be; the grid fits as many columns as the width allows. */
  readonly minCardWidth?: number;
  /** Accessible name of the busy region; defaults to "Loading". */
  readonly label?: string;
}

/** A grid with as many columns of at least `minCardWidth` px as the width allows. */
export function cardGridStyle(minCardWidth: number): CSSProperties {
  return { display: 'grid', gap: 16, gridTemplateColumns: `repeat(auto-fill, minmax(${minCardWidth}px, 1fr))` };
}

/** Placeholder cards (image, title, line) for a grid that is loading, e.g. storyboard cards. */
export function CardGridSkeleton({ cards = 6, minCardWidth = 240, label = BLOCK_LABELS.loading }: CardGridSkeletonProps): ReactElement {
  const classes = useStyles();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      style={cardGridStyle(minCardWidth)}
    >
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} data-testid="card-skeleton">
          <Skeleton.Node active classNames={{ content: classes.image }} />
          <Skeleton active title paragraph={{ rows: 1 }} className={classes.text} />
        </div>
      ))}
    </div>
  );
}
