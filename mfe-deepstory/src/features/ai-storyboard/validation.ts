import { DEEPSTORY_MESSAGES as M } from '@portal/shared-contracts/core';
import { AI_LIMITS, type AiShot } from '@portal/shared-contracts/deepstory';
import type { StoryboardDraft } from './draft';

/*
 * Storyboard save rules (002 §5): every text required, a shot's duration 1 to 120 s,
 * at least one shot. The texts are the spec's; the page shows each under its field and
 * the summary above the form.
 */

/** The shot fields that carry a message. */
export type ShotField = 'title' | 'description' | 'story_guide' | 'film_guide' | 'shot_image_prompt' | 'duration_seconds';
export type ShotErrors = Partial<Record<ShotField, string>>;

export interface DraftErrors {
  readonly title: string | null;
  readonly description: string | null;
  /** Field messages by shot id (shots without any are left out). */
  readonly shots: Readonly<Record<string, ShotErrors>>;
  /** "Please fill in all required fields" when a field has a message. */
  readonly summary: string | null;
  /** EMPTY_SHOTS_ERROR when the storyboard has no shot. */
  readonly emptyShots: string | null;
}

const blank = (text: string): boolean => text.trim() === '';

/** "Duration is required" at 0 (or nothing), "Max 120 seconds" past 120, else null. */
export function durationError(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < AI_LIMITS.SHOT_DURATION_MIN_S) return M.durationRequired;
  if (seconds > AI_LIMITS.SHOT_DURATION_MAX_S) return M.max120Seconds;
  return null;
}

const REQUIRED_TEXTS: ReadonlyArray<readonly [Exclude<ShotField, 'duration_seconds'>, string]> = [
  ['title', M.titleRequired],
  ['description', M.descriptionRequired],
  ['story_guide', M.storyGuideRequired],
  ['film_guide', M.filmGuideRequired],
  ['shot_image_prompt', M.imagePromptRequired],
];

/** The messages of one shot (empty when it may be saved). */
export function shotErrors(shot: Pick<AiShot, ShotField>): ShotErrors {
  const errors: ShotErrors = {};
  for (const [field, message] of REQUIRED_TEXTS) if (blank(shot[field])) errors[field] = message;
  const duration = durationError(shot.duration_seconds);
  if (duration) errors.duration_seconds = duration;
  return errors;
}

/** Every message of the draft. */
export function validateDraft(draft: StoryboardDraft): DraftErrors {
  const shots: Record<string, ShotErrors> = {};
  for (const shot of draft.shots) {
    const errors = shotErrors(shot);
    if (Object.keys(errors).length > 0) shots[shot.shot_id] = errors;
  }
  const title = blank(draft.title) ? M.titleRequired : null;
  const description = blank(draft.description) ? M.descriptionRequired : null;
  const anyField = title !== null || description !== null || Object.keys(shots).length > 0;
  return {
    title,
    description,
    shots,
    summary: anyField ? M.fillRequiredFields : null,
    emptyShots: draft.shots.length === 0 ? M.emptyShots : null,
  };
}

/** Whether the draft may be saved. */
export const isValid = (errors: DraftErrors): boolean => errors.summary === null && errors.emptyShots === null;
