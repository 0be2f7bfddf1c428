import { useId, type ReactElement, type ReactNode } from 'react';
import { RECOMMENDER_TEXTS as T, type RecommenderItem } from '@portal/shared-contracts/insights';
import { EmptyState, Flex, Typography } from '@portal/shared-ui';
import { ItemCard } from './ItemCard';
import { useRecommenderStyles } from './styles';

export interface CarouselProps {
  readonly title: string;
  /** The id of the section (an in-page link's target). */
  readonly id?: string;
  readonly items: readonly RecommenderItem[];
  readonly onOpen: (item: RecommenderItem) => void;
  /** Controls beside the heading (the storyboard / video toggle). */
  readonly actions?: ReactNode;
  /** The heading's level: 2 on the page, 3 inside a modal. */
  readonly level?: 2 | 3;
}

/**
 * A carousel of the recommender (002 §2): a labelled region whose row of cards scrolls
 * sideways freely from the left, with no page dots; its empty state when it has nothing.
 */
export function Carousel({ title, id, items, onOpen, actions, level = 2 }: CarouselProps): ReactElement {
  const classes = useRecommenderStyles();
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Title level={level} id={headingId} className={classes.heading}>
          {title}
        </Typography.Title>
        {actions}
      </Flex>
      {items.length === 0 ? (
        <EmptyState title={T.empty} description={T.emptyHint} />
      ) : (
        <ul className={classes.track}>
          {items.map((item) => (
            <li key={`${item.kind}:${item.id}`}>
              <ItemCard item={item} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
