import { EMAIL_PATTERN } from '@portal/shared-contracts/core';
import {
  BRIEF_FLAGS,
  BRIEF_LIMITS,
  BRIEF_TEXTS as T,
  type BriefFlag,
  type BriefGenre,
  type BriefInput,
  type BriefLength,
} from '@portal/shared-contracts/storyboards';

/** The Create Brief form's values as the form holds them: a select left empty is undefined. */
export type BriefFormValues = Omit<Required<BriefInput>, 'length' | 'genre'> & {
  readonly length: BriefLength | undefined;
  readonly genre: BriefGenre | undefined;
};

const noFlags = Object.fromEntries(BRIEF_FLAGS.map((key) => [key, false])) as Record<BriefFlag, boolean>;

/** Every field empty and every box unticked: each opening of the modal starts here. */
export const EMPTY_BRIEF: BriefFormValues = {
  outcome: '',
  insights: '',
  title: '',
  about: '',
  length: undefined,
  genre: undefined,
  tone: '',
  callToAction: '',
  users: '',
  addPersona: '',
  addDemographic: '',
  email: '',
  startdate: '',
  enddate: '',
  ...noFlags,
};

/** The brief to send: the whole form (001 §5), an empty select as null. */
export function toBrief(values: Partial<BriefFormValues>): BriefInput {
  const all = { ...EMPTY_BRIEF, ...values };
  return { ...all, length: all.length ?? null, genre: all.genre ?? null };
}

/** Why a contact email cannot be used, or null: it may be left empty. */
export function emailProblem(value: string | undefined): string | null {
  const email = (value ?? '').trim();
  return email === '' || EMAIL_PATTERN.test(email) ? null : T.emailInvalid;
}

/** Why an end date cannot follow `start`, or null (either may be left empty; ISO days compare as text). */
export function endDateProblem(start: string | undefined, end: string | undefined): string | null {
  return start && end && end < start ? T.endBeforeStart : null;
}

/** Field bounds the form's inputs carry (the api holds the same ones). */
export const BRIEF_INPUT_LIMITS = {
  title: BRIEF_LIMITS.TITLE_MAX_LENGTH,
  long: BRIEF_LIMITS.LONG_TEXT_MAX_LENGTH,
  short: BRIEF_LIMITS.SHORT_TEXT_MAX_LENGTH,
  email: BRIEF_LIMITS.EMAIL_MAX_LENGTH,
} as const;
