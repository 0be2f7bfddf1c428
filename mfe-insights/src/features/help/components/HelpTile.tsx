import type { ReactElement } from 'react';
import { Link } from '@portal/shared-ui/router';
import { BLOCK_LINK_CLASS, createStyles, Flex, Typography, overAntd } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import type { HelpTopic } from '../types';
import { TopicIcon } from './TopicIcon';

const useStyles = createStyles('insights-help-tile', (token) => ({
  // The focus ring follows the card's corners.
  link: { display: 'block', height: '100%', borderRadius: token.borderRadiusLG, color: 'inherit' },
  card: { height: '100%' },
  body: overAntd({ padding: token.paddingMD }),
  // Lowered a little to sit level with the title's first line.
  icon: overAntd({ fontSize: token.fontSizeHeading3, color: token.colorPrimary, marginTop: token.marginXXS }),
  title: overAntd({ fontSize: token.fontSizeHeading5, margin: 0 }),
  summary: overAntd({ margin: 0, marginTop: token.marginXS }),
}));

/**
 * One help index tile. The whole card is a single link (one tab stop, Enter opens
 * it); the topic title is an h2 so the tiles can be browsed by heading.
 */
export function HelpTile({ topic }: { topic: HelpTopic }): ReactElement {
  const classes = useStyles();
  return (
    <Link to={topic.path} className={`${BLOCK_LINK_CLASS} ${classes.link}`}>
      <Card hoverable className={classes.card} classNames={{ body: classes.body }}>
        <Flex gap="middle" align="flex-start">
          <TopicIcon slug={topic.slug} className={classes.icon} />
          <div>
            <Typography.Title level={2} className={classes.title}>
              {topic.title}
            </Typography.Title>
            <Typography.Paragraph type="secondary" className={classes.summary}>
              {topic.summary}
            </Typography.Paragraph>
          </div>
        </Flex>
      </Card>
    </Link>
  );
}
