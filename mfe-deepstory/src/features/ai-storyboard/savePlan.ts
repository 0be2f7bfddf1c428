import { AI_REQUEST_TYPES } from '@portal/shared-contracts/core';
import { type AiMetadata, type AiShot, type ImageRegenerationItem, type UpdateAiStoryboard } from '@portal/shared-contracts/deepstory';
import { placeUpload, type DraftShot, type PendingMedia, type StoryboardDraft } from './draft';

/*
 * What a save sends (002 §4 "Editing (storyboard)"): the files chosen for shots go up
 * first (upload tickets), then POST /ai/updateAIStoryboard with the title, description,
 * tags and the shots in their order, then the image prompts that changed as type 1
 * regeneration items. Pure: the saga runs the plan, the tests read it.
 *
 * Regeneration comes after the update (the spec lists it before): a new shot exists on
 * the api only once the update is saved, and a regeneration job that finished before the
 * update would have its image overwritten by the update's older image_asset_id.
 */

/** A shot's file to upload before the update. */
export interface MediaUpload {
  readonly shotId: string;
  /** The shot's number after the save (for the error texts of 002 §8). */
  readonly shotNumber: number;
  readonly media: PendingMedia;
}

export interface SavePlan {
  readonly uploads: readonly MediaUpload[];
  /** The update, before the uploaded files' keys are put in (see withUploads). */
  readonly update: UpdateAiStoryboard;
  /** One item per shot whose image prompt changed (a new shot's counts as changed), in shot order. */
  readonly regenerations: readonly ImageRegenerationItem[];
}

/** A shot as the update sends it: the draft's fields without the client-only ones, texts trimmed. */
function savedShot(shot: DraftShot, number: number): AiShot {
  const { isNew: _isNew, media: _media, ...fields } = shot;
  return {
    ...fields,
    shot_number: number,
    title: fields.title.trim(),
    description: fields.description.trim(),
    story_guide: fields.story_guide.trim(),
    film_guide: fields.film_guide.trim(),
    shot_image_prompt: fields.shot_image_prompt.trim(),
  };
}

/** The fields of a shot the storyboard page changes, to compare a draft shot with its saved one. */
const EDITABLE: ReadonlyArray<keyof AiShot> = [
  'title',
  'description',
  'type',
  'duration_seconds',
  'story_guide',
  'film_guide',
  'shot_image_prompt',
  'ugc',
  'image_asset_id',
  'video_asset_id',
  'media_type',
];

const sameTags = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((tag, i) => tag === b[i]);

function shotChanged(saved: AiShot | undefined, shot: AiShot): boolean {
  if (!saved) return true;
  return EDITABLE.some((field) => saved[field] !== shot[field]) || !sameTags(saved.tags, shot.tags);
}

/**
 * The save of `draft` over `metadata`, or null when nothing changed ("No changes detected
 * to save."): same title, description and tags, the same shots in the same order with
 * the same fields, and no file chosen.
 */
export function planSave(metadata: AiMetadata, draft: StoryboardDraft, userId: number): SavePlan | null {
  const savedById = new Map(metadata.shots.map((shot) => [shot.shot_id, shot]));
  const shots = draft.shots.map((shot, i) => savedShot(shot, i + 1));
  const uploads: MediaUpload[] = draft.shots.flatMap((shot, i) => (shot.media ? [{ shotId: shot.shot_id, shotNumber: i + 1, media: shot.media }] : []));
  const title = draft.title.trim();
  const description = draft.description.trim();
  const changed =
    uploads.length > 0 ||
    title !== metadata.title ||
    description !== metadata.description ||
    !sameTags(draft.tags, metadata.tags) ||
    shots.length !== metadata.shots.length ||
    shots.some((shot, i) => shot.shot_id !== metadata.shots[i]?.shot_id || shotChanged(savedById.get(shot.shot_id), shot));
  if (!changed) return null;

  const regenerations: ImageRegenerationItem[] = draft.shots.flatMap((shot, i) => {
    const saved = savedById.get(shot.shot_id);
    // A new image of the person's own (chosen, or uploaded by an earlier try) replaces what the prompt would make.
    if (shot.media?.kind === 'image' || (saved && shot.image_asset_id !== saved.image_asset_id)) return [];
    const prompt = shot.shot_image_prompt.trim();
    const before = saved?.shot_image_prompt.trim();
    if (before === prompt || prompt === '') return [];
    return [{ type: AI_REQUEST_TYPES.IMAGE_REGENERATION_ITEM, shot_number: i + 1, prompt, shot_id: shot.shot_id }];
  });

  return { uploads, update: { id: metadata.id, user_id: userId, title, description, tags: [...draft.tags], shots }, regenerations };
}

/** Where an uploaded file went: its storage key and kind. */
export interface UploadedMedia {
  readonly key: string;
  readonly kind: PendingMedia['kind'];
}

/** The update with the files this save uploaded in their shots (placeUpload). */
export function withUploads(update: UpdateAiStoryboard, uploaded: ReadonlyMap<string, UploadedMedia>): UpdateAiStoryboard {
  return {
    ...update,
    shots: update.shots.map((shot) => {
      const file = uploaded.get(shot.shot_id);
      return file ? placeUpload(shot, file.key, file.kind) : shot;
    }),
  };
}
