import type { ReactElement } from 'react';
import { DEEPSTORY_LABELS, DEEPSTORY_MESSAGES } from '@portal/shared-contracts/core';
import { AI_SHOT_TYPES, AI_SHOT_TYPE_LABELS, type AiShotType } from '@portal/shared-contracts/storyboards';
import { AI_LIMITS, AI_STORYBOARD_TEXTS as T } from '@portal/shared-contracts/deepstory';
import { Input, InputNumber, Radio, TagInput } from '@portal/shared-ui/forms';
import type { DraftShot, ShotEdit } from '../draft';
import type { ShotErrors } from '../validation';
import { EditField, wiring } from './EditField';

const TYPE_OPTIONS = Object.values(AI_SHOT_TYPES).map((value) => ({ value, label: AI_SHOT_TYPE_LABELS[value] }));
const TAG_MESSAGES = { blank: DEEPSTORY_MESSAGES.blankTag, duplicate: DEEPSTORY_MESSAGES.duplicateTag };

type TextField = 'title' | 'description' | 'story_guide' | 'film_guide' | 'shot_image_prompt';
const TEXTS: ReadonlyArray<{ field: TextField; label: string; long: boolean }> = [
  { field: 'title', label: T.title, long: false },
  { field: 'description', label: T.description, long: true },
  { field: 'story_guide', label: T.storyGuide, long: true },
  { field: 'film_guide', label: T.filmGuide, long: true },
  { field: 'shot_image_prompt', label: T.imagePrompt, long: true },
];

export interface ShotEditorProps {
  readonly shot: DraftShot;
  readonly number: number;
  /** The shot's messages, once a save was refused. */
  readonly errors: ShotErrors;
  readonly onEdit: (edit: ShotEdit) => void;
}

/**
 * The fields of a shot while editing (002 §5): every text, the type, the duration (1 to
 * 120 s: 0 or nothing is "Duration is required", more is "Max 120 seconds") and the tags
 * (Enter or Add; blank and case-insensitive duplicates refused with the spec's texts).
 */
export function ShotEditor({ shot, number, errors, onEdit }: ShotEditorProps): ReactElement {
  const idOf = (field: string): string => `shot-${shot.shot_id}-${field}`;
  return (
    <>
      {TEXTS.map(({ field, label, long }) => {
        const props = {
          ...wiring(idOf(field), errors[field]),
          value: shot[field],
          'aria-label': T.fieldOf(label, number),
          maxLength: long ? AI_LIMITS.LONG_TEXT_MAX_LENGTH : AI_LIMITS.SHORT_TEXT_MAX_LENGTH,
        };
        return (
          <EditField key={field} id={idOf(field)} label={label} error={errors[field]}>
            {long ? (
              <Input.TextArea {...props} rows={3} onChange={(e) => onEdit({ [field]: e.target.value })} />
            ) : (
              <Input {...props} onChange={(e) => onEdit({ [field]: e.target.value })} />
            )}
          </EditField>
        );
      })}
      <Radio.Group
        aria-label={T.fieldOf(T.type, number)}
        optionType="button"
        value={shot.type}
        options={TYPE_OPTIONS}
        onChange={(e) => onEdit({ type: e.target.value as AiShotType })}
      />
      <EditField id={idOf('duration')} label={T.duration} error={errors.duration_seconds}>
        <InputNumber<number>
          {...wiring(idOf('duration'), errors.duration_seconds)}
          aria-label={T.fieldOf(T.duration, number)}
          precision={0}
          min={0}
          value={shot.duration_seconds}
          onChange={(value) => onEdit({ duration_seconds: typeof value === 'number' ? value : 0 })}
        />
      </EditField>
      <TagInput
        value={shot.tags}
        onChange={(tags) => onEdit({ tags })}
        label={T.addShotTag(number)}
        caseInsensitive
        messages={TAG_MESSAGES}
        addLabel={DEEPSTORY_LABELS.add}
      />
    </>
  );
}
