import { AI_MEDIA_TYPES, AI_SHOT_TYPES, UGC_VALUES } from '@portal/shared-contracts/storyboards';
import { type AiMetadata, type AiShot } from '@portal/shared-contracts/deepstory';

/*
 * The AI storyboard editor's draft (002 §4 "Editing (storyboard)"): the title, the
 * description, the tags and the shots in their order, with the file chosen for a shot
 * waiting for the save. Pure functions: the slice applies them, the tests read them.
 */

/** A file chosen for a shot (on the page's file shelf under `fileId`), uploaded on save. */
export interface PendingMedia {
  readonly fileId: string;
  readonly name: string;
  readonly contentType: string;
  readonly kind: 'image' | 'video';
}

/** A shot of the draft: the saved fields, whether it is new (client only, 002 §3) and its chosen file. */
export interface DraftShot extends AiShot {
  readonly isNew: boolean;
  readonly media: PendingMedia | null;
}

export interface StoryboardDraft {
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly shots: readonly DraftShot[];
}

/** The fields of a shot the editor changes by typing or choosing. */
export type ShotEdit = Partial<
  Pick<AiShot, 'title' | 'description' | 'type' | 'duration_seconds' | 'story_guide' | 'film_guide' | 'shot_image_prompt' | 'tags'>
>;

/** The draft of a saved storyboard: nothing changed yet. */
export function draftOf(metadata: AiMetadata): StoryboardDraft {
  return {
    title: metadata.title,
    description: metadata.description,
    tags: metadata.tags,
    shots: metadata.shots.map((shot) => ({ ...shot, isNew: false, media: null })),
  };
}

/** The sum of the shots' durations in seconds (the summary's total duration). */
export const totalDuration = (shots: readonly Pick<AiShot, 'duration_seconds'>[]): number =>
  shots.reduce((sum, shot) => sum + shot.duration_seconds, 0);

/** Numbers the shots 1..n in their order (after a move or a removal). */
const renumbered = (shots: readonly DraftShot[]): DraftShot[] =>
  shots.map((shot, i) => (shot.shot_number === i + 1 ? shot : { ...shot, shot_number: i + 1 }));

/**
 * Appends an empty shot (002 §4): duration 0, UGC Yes, number = count + 1, an id of the
 * portal's making (`shotId`, crypto.randomUUID() on the page), flagged new.
 */
export function addShot(draft: StoryboardDraft, shotId: string): StoryboardDraft {
  const shot: DraftShot = {
    shot_id: shotId,
    shot_number: draft.shots.length + 1,
    title: '',
    description: '',
    type: AI_SHOT_TYPES.interview,
    duration_seconds: 0,
    ugc: UGC_VALUES.Yes,
    story_guide: '',
    film_guide: '',
    shot_image_prompt: '',
    image_asset_id: null,
    video_asset_id: null,
    media_type: AI_MEDIA_TYPES.image,
    tags: [],
    kdenlive_ids: [],
    isNew: true,
    media: null,
  };
  return { ...draft, shots: [...draft.shots, shot] };
}

/** Removes a shot: the total duration drops by its duration; the others are numbered again. */
export function removeShot(draft: StoryboardDraft, shotId: string): StoryboardDraft {
  if (!draft.shots.some((s) => s.shot_id === shotId)) return draft;
  return { ...draft, shots: renumbered(draft.shots.filter((s) => s.shot_id !== shotId)) };
}

/** Moves shot `from` to where shot `to` is (a drag or the keyboard), numbering them in their new order. */
export function moveShot(draft: StoryboardDraft, from: string, to: string): StoryboardDraft {
  const fromIndex = draft.shots.findIndex((s) => s.shot_id === from);
  const toIndex = draft.shots.findIndex((s) => s.shot_id === to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return draft;
  const shots = [...draft.shots];
  const [moved] = shots.splice(fromIndex, 1);
  shots.splice(toIndex, 0, moved!);
  return { ...draft, shots: renumbered(shots) };
}

const updateShot = (draft: StoryboardDraft, shotId: string, change: (shot: DraftShot) => DraftShot): StoryboardDraft => ({
  ...draft,
  shots: draft.shots.map((shot) => (shot.shot_id === shotId ? change(shot) : shot)),
});

/** Applies typed fields to one shot. */
export const editShot = (draft: StoryboardDraft, shotId: string, edit: ShotEdit): StoryboardDraft =>
  updateShot(draft, shotId, (shot) => ({ ...shot, ...edit }));

/** Puts a chosen file on a shot (it replaces one chosen before). */
export const chooseShotMedia = (draft: StoryboardDraft, shotId: string, media: PendingMedia): StoryboardDraft =>
  updateShot(draft, shotId, (shot) => ({ ...shot, media }));

/**
 * A shot with an uploaded file in place (002 §3): an image becomes its image, a video its
 * video with media type 0 ("0 when a video asset exists, else 1").
 */
export function placeUpload<S extends Pick<AiShot, 'image_asset_id' | 'video_asset_id' | 'media_type'>>(shot: S, key: string, kind: PendingMedia['kind']): S {
  if (kind === 'video') return { ...shot, video_asset_id: key, media_type: AI_MEDIA_TYPES.video };
  return { ...shot, image_asset_id: key, media_type: shot.video_asset_id ? AI_MEDIA_TYPES.video : AI_MEDIA_TYPES.image };
}

/** A shot's chosen file is uploaded: the shot names its key, so a retried save does not upload it again. */
export const mediaUploaded = (draft: StoryboardDraft, shotId: string, key: string, kind: PendingMedia['kind']): StoryboardDraft =>
  updateShot(draft, shotId, (shot) => ({ ...placeUpload(shot, key, kind), media: null }));

/** The shelf ids of the files the draft holds (the page lets go of the others). */
export const pendingFileIds = (draft: StoryboardDraft | null): string[] =>
  draft ? draft.shots.flatMap((shot) => (shot.media ? [shot.media.fileId] : [])) : [];

/** Whether a shot shows its video rather than its image (002 §3: media type 0 with a video). */
export const showsVideo = (shot: Pick<AiShot, 'media_type' | 'video_asset_id'>): boolean => shot.media_type === AI_MEDIA_TYPES.video && shot.video_asset_id !== null;
