import type { ReactElement } from 'react';
import { DEEPSTORY_MESSAGES, formatOrdinalDate } from '@portal/shared-contracts/core';
import { Flex, Typography, createStyles, overAntd } from '@portal/shared-ui';
import { DEEPSTORY_UI } from '../../../texts';
import { displayOf, type SeriesGroup, type TitleDrafts } from '../listing';
import { DragScrollRow } from './DragScrollRow';
import { GeneratingCard, StoryboardCard } from './StoryboardCard';
import { TitleField } from './TitleField';

const useStyles = createStyles('series-section', (token) => ({
  section: { marginBlockEnd: token.marginLG },
  heading: overAntd({ margin: 0, fontSize: token.fontSizeHeading4 }),
  titleInput: { flex: '0 1 360px' },
}));

export interface SeriesSectionProps {
  readonly group: SeriesGroup;
  readonly userId: number;
  readonly selected: ReadonlySet<number>;
  readonly onSelect: (id: number, selected: boolean) => void;
  /** The titles being edited; null while the page is not in edit mode. */
  readonly drafts: TitleDrafts | null;
  readonly onSeriesTitleChange: (seriesId: number, title: string) => void;
  readonly onStoryboardTitleChange: (id: number, title: string) => void;
}

/** One series (002 §2): its title and creation date over the drag-scrollable row of its storyboards. */
export function SeriesSection({ group, userId, selected, onSelect, drafts, onSeriesTitleChange, onStoryboardTitleChange }: SeriesSectionProps): ReactElement {
  const classes = useStyles();
  const draft = drafts?.series[group.seriesId];
  return (
    <section aria-label={group.title} className={classes.section}>
      <Flex align="baseline" gap="middle" wrap>
        {draft === undefined ? (
          <Typography.Title level={2} className={classes.heading}>
            {group.title}
          </Typography.Title>
        ) : (
          <TitleField
            label={DEEPSTORY_UI.seriesTitleInput(group.title)}
            value={draft}
            onChange={(title) => onSeriesTitleChange(group.seriesId, title)}
            requiredText={DEEPSTORY_MESSAGES.seriesTitleRequired}
            errorId={`series-title-${group.seriesId}-error`}
            className={classes.titleInput}
          />
        )}
        <Typography.Text type="secondary">{DEEPSTORY_UI.seriesCreated(formatOrdinalDate(new Date(group.dateCreated)))}</Typography.Text>
      </Flex>
      <DragScrollRow label={DEEPSTORY_UI.seriesRow(group.title)}>
        {group.storyboards.map((record) =>
          displayOf(record) === 'card' ? (
            <StoryboardCard
              key={record.id}
              record={record}
              userId={userId}
              selected={selected.has(record.id)}
              onSelect={onSelect}
              draftTitle={drafts?.storyboards[record.id]}
              onTitleChange={onStoryboardTitleChange}
            />
          ) : (
            <GeneratingCard key={record.id} />
          ),
        )}
      </DragScrollRow>
    </section>
  );
}
