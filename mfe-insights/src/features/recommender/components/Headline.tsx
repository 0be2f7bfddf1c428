import type { ReactElement } from 'react';
import { ROUTES } from '@portal/shared-contracts/core';
import {
  RECOMMENDER_LABELS as L,
  RECOMMENDER_TEXTS as T,
  recommenderSummary,
  type Recommender,
  type RecommenderItem,
} from '@portal/shared-contracts/insights';
import { Button, Flex, Typography, createStyles, overAntd } from '@portal/shared-ui';
import { PlayCircleOutlined } from '@portal/shared-ui/icons';
import { LinkButton } from '../../../components/LinkButton';

const useStyles = createStyles('recommender-headline', (token) => ({
  title: overAntd({ margin: 0, fontSize: token.fontSizeHeading3 }),
  summary: overAntd({ margin: 0, fontSize: token.fontSizeLG }),
}));

/**
 * The headline (002 §2): "why I want to become a PT" with the number of videos analysed,
 * Play (the best-matching video in the video modal) and More Info (the insights report).
 */
export function Headline({ result, onPlay }: { readonly result: Recommender; readonly onPlay: (item: RecommenderItem) => void }): ReactElement {
  const classes = useStyles();
  const best = result.topVideos.find((v) => v.videoUrl !== null) ?? null;
  return (
    <Flex vertical gap="small">
      <Typography.Title level={2} className={classes.title}>
        {L.headline}
      </Typography.Title>
      <Typography.Paragraph className={classes.summary}>{recommenderSummary(result.headline)}</Typography.Paragraph>
      <Flex gap="small" wrap>
        <Button icon={<PlayCircleOutlined aria-hidden />} disabled={best === null} title={best === null ? T.noVideo : undefined} onClick={() => best && onPlay(best)}>
          {L.play}
        </Button>
        <LinkButton to={ROUTES.insightsReport}>{L.moreInfo}</LinkButton>
      </Flex>
    </Flex>
  );
}
