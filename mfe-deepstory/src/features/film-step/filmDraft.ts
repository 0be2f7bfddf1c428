import { type UgcValue } from '@portal/shared-contracts/storyboards';
import {
  AI_STORYBOARD_TEXTS,
  FILM_STEP_TEXTS as T,
  type AiAssetRef,
  type AiMetadata,
  type KdenliveSetting,
  type UpdateStoryboardMetadata,
} from '@portal/shared-contracts/deepstory';

/*
 * The film step's draft (002 §2 "Film step"): the post-production settings, per shot its
 * UGC flag, transition and media, and the watermark, closing logo and background audio,
 * with the files chosen for them waiting for the save. Pure functions: the slice applies
 * them, the save plan reads them, the tests check them.
 */

/** The three files of the film step (002 §3 watermark_image, last_logo_image, background_audio). */
export type FilmItem = 'watermark' | 'closingLogo' | 'backgroundAudio';
export const FILM_ITEMS: readonly FilmItem[] = ['watermark', 'closingLogo', 'backgroundAudio'];
export const ITEM_FIELDS = { watermark: 'watermark_image', closingLogo: 'last_logo_image', backgroundAudio: 'background_audio' } as const;
export const ITEM_LABELS: Readonly<Record<FilmItem, string>> = { watermark: T.watermark, closingLogo: T.closingLogo, backgroundAudio: T.backgroundAudio };

/** Where a chosen file goes: an item, or a shot's media. */
export type FileTarget = { readonly kind: 'item'; readonly item: FilmItem } | { readonly kind: 'shot'; readonly shotId: string };
/** The key of a target in the draft's `files` (and of its upload spinner). */
export const targetKey = (target: FileTarget): string => (target.kind === 'item' ? target.item : `shot:${target.shotId}`);

/** A chosen file on the uploads shelf, uploaded on save. */
export interface ChosenFile {
  readonly fileId: string;
  readonly name: string;
  readonly contentType: string;
  /** An image or a video (a shot's); the items take one kind each. */
  readonly media: 'image' | 'video' | 'audio';
}

export type FilmShot = UpdateStoryboardMetadata['shots'][number];

export interface FilmDraft {
  readonly settings: readonly KdenliveSetting[];
  readonly shots: readonly FilmShot[];
  readonly items: Readonly<Record<FilmItem, readonly AiAssetRef[]>>;
  /** Files chosen, by target key. */
  readonly files: Readonly<Record<string, ChosenFile>>;
}

/** The draft of the saved metadata: nothing changed yet. */
export function filmDraftOf(metadata: AiMetadata): FilmDraft {
  return {
    settings: metadata.post_production_global_settings.video.kdenlive_ids,
    shots: metadata.shots.map(({ shot_id, ugc, image_asset_id, video_asset_id, kdenlive_ids }) => ({ shot_id, ugc, image_asset_id, video_asset_id, kdenlive_ids })),
    items: { watermark: metadata.watermark_image, closingLogo: metadata.last_logo_image, backgroundAudio: metadata.background_audio },
    files: {},
  };
}

const withValue = (settings: readonly KdenliveSetting[], id: string, value: string): KdenliveSetting[] =>
  settings.map((setting) => (setting.id === id ? { ...setting, value } : setting));

/** A post-production setting's new value. */
export const settingChanged = (draft: FilmDraft, id: string, value: string): FilmDraft => ({ ...draft, settings: withValue(draft.settings, id, value) });

const onShot = (draft: FilmDraft, shotId: string, change: (shot: FilmShot) => FilmShot): FilmDraft => ({
  ...draft,
  shots: draft.shots.map((shot) => (shot.shot_id === shotId ? change(shot) : shot)),
});

/** A shot's UGC flag; a shot set to No keeps no chosen file (its fields are read-only). */
export function ugcChanged(draft: FilmDraft, shotId: string, ugc: UgcValue): FilmDraft {
  const next = onShot(draft, shotId, (shot) => ({ ...shot, ugc }));
  if (ugc === 'Yes') return next;
  const { [targetKey({ kind: 'shot', shotId })]: _dropped, ...files } = next.files;
  return { ...next, files };
}

/** A value of a shot's transition. */
export const transitionChanged = (draft: FilmDraft, shotId: string, id: string, value: string): FilmDraft =>
  onShot(draft, shotId, (shot) => ({ ...shot, kdenlive_ids: withValue(shot.kdenlive_ids, id, value) }));

/** A file chosen for a target (replacing one chosen before). */
export const fileChosen = (draft: FilmDraft, target: FileTarget, file: ChosenFile): FilmDraft => ({ ...draft, files: { ...draft.files, [targetKey(target)]: file } });

/** An item emptied: its saved file and any chosen one go. */
export function itemCleared(draft: FilmDraft, item: FilmItem): FilmDraft {
  const { [item]: _dropped, ...files } = draft.files;
  return { ...draft, items: { ...draft.items, [item]: [] }, files };
}

/** A chosen file is uploaded: its target names the key, so a retried save does not upload it again. */
export function fileUploaded(draft: FilmDraft, target: FileTarget, key: string, media: ChosenFile['media']): FilmDraft {
  const { [targetKey(target)]: _done, ...files } = draft.files;
  if (target.kind === 'item') return { ...draft, items: { ...draft.items, [target.item]: [{ asset_id: key }] }, files };
  const field = media === 'video' ? 'video_asset_id' : 'image_asset_id';
  return { ...onShot(draft, target.shotId, (shot) => ({ ...shot, [field]: key })), files };
}

/** The shelf ids of the files the draft holds. */
export const chosenFileIds = (draft: FilmDraft | null): string[] => (draft ? Object.values(draft.files).map((file) => file.fileId) : []);

/** One upload of a save: its target, its file and the name the 002 §8 texts give it. */
export interface FilmUpload {
  readonly target: FileTarget;
  readonly file: ChosenFile;
  readonly name: string;
}

/** What a film step save sends: the uploads first, then the metadata (POST /ai/updateStoryboardMetadata). */
export interface FilmSavePlan {
  readonly uploads: readonly FilmUpload[];
  readonly body: UpdateStoryboardMetadata;
}

const targetOfKey = (key: string): FileTarget => (key.startsWith('shot:') ? { kind: 'shot', shotId: key.slice('shot:'.length) } : { kind: 'item', item: key as FilmItem });

/** The body of the metadata update for `draft`. */
export function metadataBody(id: number, userId: number, draft: FilmDraft): UpdateStoryboardMetadata {
  return {
    id,
    user_id: userId,
    watermark_image: [...draft.items.watermark],
    last_logo_image: [...draft.items.closingLogo],
    background_audio: [...draft.items.backgroundAudio],
    post_production_global_settings: { video: { kdenlive_ids: [...draft.settings] } },
    shots: [...draft.shots],
  };
}

/**
 * The save of `draft` over `metadata`, or null when nothing changed ("No changes
 * detected."). Shots are named "Shot n" in the upload texts, the items by their labels.
 */
export function planFilmSave(metadata: AiMetadata, userId: number, draft: FilmDraft): FilmSavePlan | null {
  const body = metadataBody(metadata.id, userId, draft);
  const before = metadataBody(metadata.id, userId, filmDraftOf(metadata));
  const shotIndex = (target: FileTarget): number => (target.kind === 'shot' ? metadata.shots.findIndex((s) => s.shot_id === target.shotId) : -1);
  // The watermark, the closing logo and the audio first (002 §2), then the shots in order.
  const order = (target: FileTarget): number => (target.kind === 'item' ? FILM_ITEMS.indexOf(target.item) : FILM_ITEMS.length + shotIndex(target));
  const uploads: FilmUpload[] = Object.entries(draft.files)
    .map(([key, file]) => {
      const target = targetOfKey(key);
      const name = target.kind === 'item' ? ITEM_LABELS[target.item] : AI_STORYBOARD_TEXTS.shotLabel(shotIndex(target) + 1);
      return { target, file, name };
    })
    .sort((a, b) => order(a.target) - order(b.target));
  if (uploads.length === 0 && JSON.stringify(body) === JSON.stringify(before)) return null;
  return { uploads, body };
}
