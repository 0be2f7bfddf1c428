import { useState, type ReactElement, type ReactNode } from 'react';
import { DEEPSTORY_LABELS, DEEPSTORY_MESSAGES, DISCOVERY_MESSAGES as D } from '@portal/shared-contracts/core';
import { AI_FORMATS } from '@portal/shared-contracts/storyboards';
import {
  AI_LIMITS,
  AI_STORYBOARD_TEXTS as T,
  splitObjectives,
  type AiMetadata,
  type StoryboardRequestDetail,
} from '@portal/shared-contracts/deepstory';
import { Typography, createStyles } from '@portal/shared-ui';
import { Input, TagInput } from '@portal/shared-ui/forms';
import { Collapse } from '@portal/shared-ui/widgets';
import { totalDuration, type StoryboardDraft } from '../draft';
import type { DraftErrors } from '../validation';
import { EditField, wiring } from './EditField';
import { Facts, TagList } from './Facts';

const useStyles = createStyles('ai-storyboard-summary', (token) => ({
  edit: { display: 'flex', flexDirection: 'column', gap: token.marginSM, marginBlockEnd: token.margin },
  brief: { marginBlockStart: token.margin },
}));

const TAG_MESSAGES = { blank: DEEPSTORY_MESSAGES.blankTag, duplicate: DEEPSTORY_MESSAGES.duplicateTag };
const formatLabel = (format: number): string => (format === AI_FORMATS.portrait ? D.portrait : D.landscape);

/** The brief the storyboard was made from (GET /ai/getStoryboardRequestDetail). */
function Brief({ brief }: { brief: StoryboardRequestDetail }): ReactElement {
  const classes = useStyles();
  return (
    <section aria-label={T.brief} className={classes.brief}>
      <Typography.Title level={3}>{T.brief}</Typography.Title>
      <Facts
        rows={[
          [D.purpose, brief.purpose],
          [D.objectives, splitObjectives(brief.objectives).join(', ')],
          [D.keyTopics, brief.topic],
          [D.storyteller, brief.storyteller],
          [D.targetAudience, brief.target_audience],
          [D.orientation, formatLabel(brief.orientation)],
          [D.length, String(brief.video_length)],
        ]}
      />
    </section>
  );
}

export interface StoryboardSummaryProps {
  readonly metadata: AiMetadata;
  readonly brief: StoryboardRequestDetail | null;
  /** The draft while editing (its title, description and tags are edited here). */
  readonly draft: StoryboardDraft | null;
  readonly errors: DraftErrors | null;
  readonly onChange: (fields: Partial<Pick<StoryboardDraft, 'title' | 'description' | 'tags'>>) => void;
}

/**
 * The collapsible summary (002 §2): title, description, tags, total duration, format and
 * the brief; while editing, the title, description and tags are fields here and the panel
 * stays open. The total follows the draft (a removed shot's duration goes).
 */
export function StoryboardSummary({ metadata, brief, draft, errors, onChange }: StoryboardSummaryProps): ReactElement {
  const classes = useStyles();
  const [open, setOpen] = useState(true);
  const total = draft ? totalDuration(draft.shots) : metadata.total_duration_seconds;
  const common: ReadonlyArray<readonly [string, ReactNode]> = [
    [T.totalDuration, T.seconds(total)],
    [T.format, formatLabel(metadata.format)],
  ];
  const body = draft ? (
    <>
      <div className={classes.edit}>
        <EditField id="ai-storyboard-title" label={T.title} error={errors?.title}>
          <Input {...wiring('ai-storyboard-title', errors?.title)} value={draft.title} maxLength={AI_LIMITS.SHORT_TEXT_MAX_LENGTH} onChange={(e) => onChange({ title: e.target.value })} />
        </EditField>
        <EditField id="ai-storyboard-description" label={T.description} error={errors?.description}>
          <Input.TextArea
            {...wiring('ai-storyboard-description', errors?.description)}
            value={draft.description}
            rows={4}
            maxLength={AI_LIMITS.LONG_TEXT_MAX_LENGTH}
            onChange={(e) => onChange({ description: e.target.value })}
          />
        </EditField>
        <TagInput value={draft.tags} onChange={(tags) => onChange({ tags })} label={T.addStoryboardTag} caseInsensitive messages={TAG_MESSAGES} addLabel={DEEPSTORY_LABELS.add} />
      </div>
      <Facts rows={common} />
    </>
  ) : (
    <Facts rows={[[T.title, metadata.title], [T.description, metadata.description], [T.tags, <TagList key="tags" tags={metadata.tags} />], ...common]} />
  );
  return (
    <Collapse
      activeKey={draft || open ? ['summary'] : []}
      onChange={(keys) => setOpen(keys.includes('summary'))}
      items={[
        {
          key: 'summary',
          label: T.summary,
          children: (
            <>
              {body}
              {brief ? <Brief brief={brief} /> : null}
            </>
          ),
        },
      ]}
    />
  );
}
