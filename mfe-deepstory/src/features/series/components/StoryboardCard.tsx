import type { ReactElement } from 'react';
import { DEEPSTORY_MESSAGES, href } from '@portal/shared-contracts/core';
import { type AiStoryboardRecord } from '@portal/shared-contracts/deepstory';
import { Flex, Skeleton, Typography, createStyles } from '@portal/shared-ui';
import { Checkbox } from '@portal/shared-ui/forms';
import { Link } from '@portal/shared-ui/router';
import { DEEPSTORY_UI } from '../../../texts';
import { CardThumbnail } from './CardThumbnail';
import { TitleField } from './TitleField';

const useStyles = createStyles('series-card', (token) => ({
  card: {
    flex: '0 0 240px',
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    overflow: 'hidden',
    background: token.colorBgContainer,
  },
  body: { padding: token.paddingSM },
  title: { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
}));

export interface StoryboardCardProps {
  readonly record: AiStoryboardRecord;
  readonly userId: number;
  readonly selected: boolean;
  readonly onSelect: (id: number, selected: boolean) => void;
  /** The title being edited; undefined while the page is not in edit mode. */
  readonly draftTitle?: string;
  readonly onTitleChange: (id: number, title: string) => void;
}

/** One generated storyboard of a series: cover, select checkbox, and its title linking to the storyboard (or its title field while editing). */
export function StoryboardCard({ record, userId, selected, onSelect, draftTitle, onTitleChange }: StoryboardCardProps): ReactElement {
  const classes = useStyles();
  return (
    <li className={classes.card}>
      <CardThumbnail record={record} userId={userId} />
      <Flex vertical gap="small" className={classes.body}>
        <Flex gap="small" align="flex-start">
          <Checkbox aria-label={DEEPSTORY_UI.selectStoryboard(record.title)} checked={selected} onChange={(e) => onSelect(record.id, e.target.checked)} />
          {draftTitle !== undefined ? (
            <TitleField
              size="small"
              label={DEEPSTORY_UI.storyboardTitleInput(record.title)}
              value={draftTitle}
              onChange={(title) => onTitleChange(record.id, title)}
              requiredText={DEEPSTORY_MESSAGES.storyboardTitleRequired}
              errorId={`storyboard-title-${record.id}-error`}
              className={classes.title}
            />
          ) : (
            <Link to={href.aiStoryboard(userId, record.id)} className={classes.title}>
              {record.title}
            </Link>
          )}
        </Flex>
      </Flex>
    </li>
  );
}

const usePlaceholderStyles = createStyles('series-card-generating', (token) => ({
  card: { flex: '0 0 240px', padding: token.paddingSM, border: `1px dashed ${token.colorBorder}`, borderRadius: token.borderRadiusLG },
}));

/** A storyboard still being generated (002 §2: a loading placeholder). */
export function GeneratingCard(): ReactElement {
  const classes = usePlaceholderStyles();
  return (
    <li className={classes.card}>
      <Flex vertical gap="small" role="status">
        <span aria-hidden="true">
          <Skeleton.Image active />
        </span>
        <Typography.Text type="secondary">{DEEPSTORY_UI.generatingStoryboard}</Typography.Text>
      </Flex>
    </li>
  );
}
