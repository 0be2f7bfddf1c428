import type { ReactElement } from 'react';
import { Link } from '@portal/shared-ui/router';
import { BLOCK_LINK_CLASS, BRAND, Flex, Typography } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/widgets';
import type { HelpTopic } from '../types';
import { TopicIcon } from './TopicIcon';

/**
 * One help index tile. The whole card is a single link (one tab stop, Enter opens
 * it); the topic title is an h2 so the tiles can be browsed by heading.
 */
export function HelpTile({ topic }: { topic: HelpTopic }): ReactElement {
  return (
    <Link to={topic.path} className={BLOCK_LINK_CLASS} style={{ display: 'block', height: '100%', borderRadius: 8, color: 'inherit' }}>
      <Card hoverable style={{ height: '100%' }} styles={{ body: { padding: 20 } }}>
        <Flex gap={14} align="flex-start">
          <TopicIcon slug={topic.slug} style={{ fontSize: 26, color: BRAND.primary, marginTop: 2 }} />
          <div>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {topic.title}
            </Typography.Title>
            <Typography.Paragraph style={{ margin: '6px 0 0', color: BRAND.muted }}>{topic.summary}</Typography.Paragraph>
          </div>
        </Flex>
      </Card>
    </Link>
  );
}
