import { useRef, type ReactElement } from 'react';
import { ROUTES } from '@portal/shared-contracts/core';
import { INSIGHTS_CARDS, INSIGHTS_PAGE_LABELS as L } from '@portal/shared-contracts/insights';
import { BLOCK_LINK_CLASS, Button, Flex, Typography, createStyles, overAntd } from '@portal/shared-ui';
import { LeftOutlined, RightOutlined } from '@portal/shared-ui/icons';
import { Link } from '@portal/shared-ui/router';
import { Card } from '@portal/shared-ui/widgets';

const useStyles = createStyles('insights-carousel', (token) => ({
  // A row of cards that scrolls sideways, each card snapping to the start.
  track: {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'min(80%, 280px)',
    gap: token.margin,
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    scrollBehavior: 'smooth',
    listStyle: 'none',
    margin: 0,
    padding: `${token.paddingXXS}px ${token.paddingXXS}px ${token.paddingSM}px`,
    '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  },
  item: { scrollSnapAlign: 'start', minWidth: 0 },
  link: { display: 'block', height: '100%', borderRadius: token.borderRadiusLG, color: 'inherit' },
  card: { height: '100%' },
  title: overAntd({ fontSize: token.fontSizeHeading5, margin: 0 }),
  summary: overAntd({ margin: 0, marginTop: token.marginXS }),
}));

/** Where a card leads: the report for the first, the block that answers it for the others. */
const hrefOf = (anchor: string | null): string => (anchor ? `${ROUTES.insightsReport}#${anchor}` : ROUTES.insightsReport);

/**
 * The Insights carousel (002 §2): the nine cards in a row that scrolls sideways; each card
 * is one link (a tab stop), the first to the insights report, and the Previous / Next
 * buttons scroll the row by about a card.
 */
export function InsightsCarousel(): ReactElement {
  const classes = useStyles();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1): void => {
    const row = track.current;
    const card = row?.querySelector('li');
    if (!row) return;
    row.scrollBy?.({ left: direction * (card?.getBoundingClientRect().width || row.clientWidth), behavior: 'smooth' });
  };
  return (
    <section aria-label={L.carousel}>
      <Flex justify="flex-end" gap="small">
        <Button aria-label={L.previous} icon={<LeftOutlined aria-hidden />} onClick={() => scroll(-1)} />
        <Button aria-label={L.next} icon={<RightOutlined aria-hidden />} onClick={() => scroll(1)} />
      </Flex>
      <ul ref={track} className={classes.track}>
        {INSIGHTS_CARDS.map((card) => (
          <li key={card.title} className={classes.item}>
            <Link to={hrefOf(card.anchor)} className={`${BLOCK_LINK_CLASS} ${classes.link}`}>
              <Card hoverable className={classes.card}>
                <Typography.Title level={2} className={classes.title}>
                  {card.title}
                </Typography.Title>
                <Typography.Paragraph type="secondary" className={classes.summary}>
                  {card.summary}
                </Typography.Paragraph>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
