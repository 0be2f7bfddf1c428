import { REQUEST_STORY_LIMITS } from '@portal/shared-contracts/core';
import {
  BRIEF_CHOICE_GROUPS,
  BRIEF_LENGTHS_MINUTES,
  STORYBOARD_LIMITS,
  briefLengthLabel,
  type BriefChoiceGroup,
} from '@portal/shared-contracts/storyboards';
import type { StoryRequestValues } from './slice';

/*
 * The /requestform form (001 §2 "a request form with generic key/value fields"; 002 §4
 * "checkboxes hold 'yes' or 'no'"): a short pick of the brief's fields, under the brief's
 * own keys, posted as POST /mail/requestStory. docs/request-form.md lists them.
 */

/** Its text fields, by key, with the characters each takes. */
export const REQUEST_TEXT_FIELDS = {
  title: STORYBOARD_LIMITS.TITLE_MAX_LENGTH,
  about: REQUEST_STORY_LIMITS.maxFieldLength,
  outcome: REQUEST_STORY_LIMITS.maxFieldLength,
  length: REQUEST_STORY_LIMITS.maxFieldLength,
  tone: 200,
  callToAction: 200,
} as const;
type RequestTextField = keyof typeof REQUEST_TEXT_FIELDS;

/** Its checkbox groups: the brief's goals, audience and materials. */
export const REQUEST_CHOICE_GROUPS: Readonly<Record<'goals' | 'audience' | 'materials', BriefChoiceGroup>> = {
  goals: BRIEF_CHOICE_GROUPS.goals,
  audience: BRIEF_CHOICE_GROUPS.audience,
  materials: BRIEF_CHOICE_GROUPS.materials,
};

/** The length choices, sent as the words shown ("3 minutes"): the mail is read by a person. */
export const REQUEST_LENGTH_OPTIONS = BRIEF_LENGTHS_MINUTES.map((minutes) => ({ value: briefLengthLabel(minutes), label: briefLengthLabel(minutes) }));

const TEXT_KEYS = Object.keys(REQUEST_TEXT_FIELDS) as RequestTextField[];
const CHOICE_KEYS = Object.values(REQUEST_CHOICE_GROUPS).flatMap((g) => g.choices.map((c) => c.key));

/** Every text empty and every box 'no'. */
export const EMPTY_REQUEST: StoryRequestValues = {
  ...Object.fromEntries(TEXT_KEYS.map((key) => [key, ''])),
  ...Object.fromEntries(CHOICE_KEYS.map((key) => [key, 'no'])),
};

/** The form to send: every field of the form, a select left empty as ''. */
export function toStoryRequest(values: Readonly<Record<string, string | undefined>>): StoryRequestValues {
  return Object.fromEntries(Object.keys(EMPTY_REQUEST).map((key) => [key, values[key] ?? EMPTY_REQUEST[key] ?? '']));
}
