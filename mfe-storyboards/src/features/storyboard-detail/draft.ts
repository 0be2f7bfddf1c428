import {
  DEFAULT_SHOT_IMAGES,
  DEFAULT_SHOT_TYPE,
  MEDIA_TYPES,
  SHOT_DURATION_S,
  UGV_STATUSES,
  type ScriptAsset,
  type ShotType,
  type StoryboardDetail,
} from '@portal/shared-contracts/storyboards';

/*
 * The storyboard being edited (001 §2 edit form and shot panels, §4 "Shots" and "Saving a
 * storyboard") as plain data; savePlan.ts turns it into the calls that save it. Pure
 * functions, so the rules are tested without a store.
 */

/** An asset of the customer's dragged onto the cover or a shot. */
export interface DroppedAsset {
  readonly assetId: string;
  readonly mediaType: ScriptAsset['mediaType'];
  /** The name of the file it was uploaded from (kept with the storyboard's asset). */
  readonly originalFileName?: string | null;
}

/**
 * A file from the computer dropped on the cover or a shot (or chosen with its picker),
 * uploaded when the storyboard is saved. The File itself waits on the uploads feature's
 * shelf under `fileId`: it is not serialisable, so neither actions nor the store hold it.
 */
export interface PendingFile {
  readonly fileId: string;
  readonly name: string;
  /** The type declared to the api (UPLOAD_KINDS), and the size checked against its limit. */
  readonly contentType: string;
  readonly size: number;
  readonly mediaType: ScriptAsset['mediaType'];
}

/** The cover's fields a file may fill: an image is the landscape image, a video or audio the explanation media. */
export type CoverField = 'landScapeImageAssetId' | 'explanationAssetId';
/** A panel's fields a file may fill: an image is the shot image, a video or audio the shot's asset. */
export type PanelField = 'imageAssetId' | 'assetId';
/** Pending files by the field each one fills once uploaded. */
export type PendingFiles<F extends string> = Readonly<Partial<Record<F, PendingFile>>>;

export const coverFieldOf = (mediaType: ScriptAsset['mediaType']): CoverField =>
  mediaType === MEDIA_TYPES.Image ? 'landScapeImageAssetId' : 'explanationAssetId';
export const panelFieldOf = (mediaType: ScriptAsset['mediaType']): PanelField => (mediaType === MEDIA_TYPES.Image ? 'imageAssetId' : 'assetId');

/** The files of a PendingFiles, in a fixed order of fields. */
export const pendingList = <F extends string>(files: PendingFiles<F>): { field: F; file: PendingFile }[] =>
  (Object.entries(files) as [F, PendingFile | undefined][])
    .filter((entry): entry is [F, PendingFile] => entry[1] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, file]) => ({ field, file }));

/** `files` without the one filling `field`. */
function without<F extends string>(files: PendingFiles<F>, field: F): PendingFiles<F> {
  if (!(field in files)) return files;
  const rest: Partial<Record<F, PendingFile>> = { ...files };
  delete rest[field];
  return rest;
}

export type UgvStatus = (typeof UGV_STATUSES)[keyof typeof UGV_STATUSES];
type OnOff = StoryboardDetail['information']['denoisingMode'];

/** One panel of the shot list: a saved shot, an asset in no shot (an OFF asset), or a new shot. */
export interface DraftPanel {
  /** Stable across edits: `shot-{id}`, `asset-{id}` or `new-{n}`. */
  readonly key: string;
  /** The saved shot this panel is (null for an OFF asset or a new shot). */
  readonly shotId: number | null;
  /** The storyboard asset this panel stands for when it is in no shot. */
  readonly asset: ScriptAsset | null;
  readonly title: string;
  readonly description: string;
  readonly durationMillis: number;
  readonly shotType: ShotType;
  readonly ugvStatus: UgvStatus;
  readonly imageAssetId: string | null;
  readonly assetId: string | null;
  /** An asset dropped on the shot, linked to it on save. */
  readonly droppedAsset: DroppedAsset | null;
  /** Files from the computer for its image or its asset, uploaded on save. */
  readonly files: PendingFiles<PanelField>;
}

export interface StoryboardDraft {
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly denoisingMode: OnOff;
  readonly autoAdjustmentMode: OnOff;
  readonly landScapeImageAssetId: string | null;
  readonly explanationAssetId: string | null;
  /** Files from the computer for the cover, uploaded on save. */
  readonly coverFiles: PendingFiles<CoverField>;
  /** Shots in their order, then the assets in no shot (001 §4: numbered after the last shot). */
  readonly panels: readonly DraftPanel[];
  /** Counter for the keys of new shots. */
  readonly created: number;
}

const clampDuration = (ms: number | null | undefined): number =>
  Math.min(SHOT_DURATION_S.MAX * 1000, Math.max(SHOT_DURATION_S.MIN * 1000, Math.round(ms ?? 5000)));

const fileTitle = (asset: ScriptAsset): string => asset.originalFileName ?? asset.assetId.split('/').pop() ?? asset.assetId;

/** The draft of a saved storyboard: its fields, its shots in order, then its OFF assets. */
export function draftOf(storyboard: StoryboardDetail): StoryboardDraft {
  const shots = [...storyboard.shots].sort((a, b) => a.shotNumber - b.shotNumber);
  const offAssets = storyboard.assets.filter((a) => a.shotId === null && !shots.some((s) => s.assetId === a.assetId));
  return {
    title: storyboard.title,
    description: storyboard.description,
    tags: [...storyboard.tags],
    denoisingMode: storyboard.information.denoisingMode,
    autoAdjustmentMode: storyboard.information.autoAdjustmentMode,
    landScapeImageAssetId: storyboard.landScapeImageAssetId,
    explanationAssetId: storyboard.explanationAssetId,
    coverFiles: {},
    panels: [
      ...shots.map(
        (s): DraftPanel => ({
          key: `shot-${s.id}`,
          shotId: s.id,
          asset: null,
          title: s.title,
          description: s.description,
          durationMillis: s.durationMillis,
          shotType: s.shotType,
          ugvStatus: s.ugvStatus,
          imageAssetId: s.imageAssetId,
          assetId: s.assetId,
          droppedAsset: null,
          files: {},
        }),
      ),
      ...offAssets.map(
        (a): DraftPanel => ({
          key: `asset-${a.id}`,
          shotId: null,
          asset: a,
          title: fileTitle(a),
          description: '',
          durationMillis: clampDuration(a.durationMillis),
          shotType: DEFAULT_SHOT_TYPE,
          ugvStatus: UGV_STATUSES.OFF,
          imageAssetId: a.mediaType === MEDIA_TYPES.Image ? a.assetId : null,
          assetId: a.assetId,
          droppedAsset: null,
          files: {},
        }),
      ),
    ],
    created: 0,
  };
}

/** The saved shot of a panel, if any. */
export const savedShot = (storyboard: StoryboardDetail, panel: DraftPanel) =>
  panel.shotId === null ? undefined : storyboard.shots.find((s) => s.id === panel.shotId);

/**
 * Whether the panel is a shot once saved: a new shot or a converted asset with UGV on, or
 * a saved shot unless its UGV was turned off (001 §4: "if it turns OFF it is deleted").
 */
export function willBeShot(storyboard: StoryboardDetail, panel: DraftPanel): boolean {
  const saved = savedShot(storyboard, panel);
  if (saved) return !(saved.ugvStatus === UGV_STATUSES.ON && panel.ugvStatus === UGV_STATUSES.OFF);
  return panel.ugvStatus === UGV_STATUSES.ON;
}

/** A video asset in no shot may become one (001 §4); a saved or new shot always toggles. */
export function canToggleUgv(panel: DraftPanel): boolean {
  return panel.asset === null || panel.asset.mediaType === MEDIA_TYPES.Video;
}

export interface PanelView {
  readonly panel: DraftPanel;
  /** The number shown: shots 1..n in order, the others after the last shot. */
  readonly number: number;
  /** The UGV status differs from the saved one ("(unsaved)"). */
  readonly ugvUnsaved: boolean;
  /** The shot number differs from the saved one ("(unsaved)"). */
  readonly numberUnsaved: boolean;
}

/** Numbers and "(unsaved)" flags of every panel, in the draft's order. */
export function panelViews(storyboard: StoryboardDetail, draft: StoryboardDraft): PanelView[] {
  const shots = draft.panels.filter((p) => willBeShot(storyboard, p));
  let off = shots.length;
  return draft.panels.map((panel) => {
    const shotIndex = shots.indexOf(panel);
    const number = shotIndex >= 0 ? shotIndex + 1 : (off += 1);
    const saved = savedShot(storyboard, panel);
    const savedUgv = saved ? saved.ugvStatus : panel.asset ? UGV_STATUSES.OFF : UGV_STATUSES.ON;
    return {
      panel,
      number,
      ugvUnsaved: panel.shotId !== null || panel.asset !== null ? panel.ugvStatus !== savedUgv : false,
      numberUnsaved: saved !== undefined && shotIndex >= 0 && saved.shotNumber !== number,
    };
  });
}

/** A new shot at the end of the shots (before the OFF assets), with a default image (001 §4). */
export function addShot(storyboard: StoryboardDetail, draft: StoryboardDraft, title: string): StoryboardDraft {
  const shots = draft.panels.filter((p) => willBeShot(storyboard, p)).length;
  const panel: DraftPanel = {
    key: `new-${draft.created + 1}`,
    shotId: null,
    asset: null,
    title,
    description: '',
    durationMillis: clampDuration(undefined),
    shotType: DEFAULT_SHOT_TYPE,
    ugvStatus: UGV_STATUSES.ON,
    imageAssetId: defaultShotImage(shots),
    assetId: null,
    droppedAsset: null,
    files: {},
  };
  const lastShot = draft.panels.reduce((at, p, i) => (willBeShot(storyboard, p) ? i : at), -1);
  const panels = [...draft.panels];
  panels.splice(lastShot + 1, 0, panel);
  return { ...draft, panels, created: draft.created + 1 };
}

/** One of the three default images, in turn by the number of shots before it. */
export const defaultShotImage = (shotsBefore: number): string => DEFAULT_SHOT_IMAGES[shotsBefore % DEFAULT_SHOT_IMAGES.length] ?? DEFAULT_SHOT_IMAGES[0]!;

/** Turns the UGV of a panel on or off; an asset turned on becomes a shot with a default image. */
export function toggleUgv(storyboard: StoryboardDetail, draft: StoryboardDraft, key: string, on: boolean): StoryboardDraft {
  const status = on ? UGV_STATUSES.ON : UGV_STATUSES.OFF;
  const shotsBefore = (index: number): number => draft.panels.slice(0, index).filter((p) => willBeShot(storyboard, p)).length;
  return {
    ...draft,
    panels: draft.panels.map((p, i) => {
      if (p.key !== key || !canToggleUgv(p)) return p;
      const imageAssetId = p.asset && on && p.imageAssetId === null ? defaultShotImage(shotsBefore(i)) : p.asset && !on ? null : p.imageAssetId;
      return { ...p, ugvStatus: status, imageAssetId };
    }),
  };
}

/** Moves a panel from one place in the list to another (drag or keyboard sorting). */
export function movePanel(draft: StoryboardDraft, fromKey: string, toKey: string): StoryboardDraft {
  const from = draft.panels.findIndex((p) => p.key === fromKey);
  const to = draft.panels.findIndex((p) => p.key === toKey);
  if (from < 0 || to < 0 || from === to) return draft;
  const panels = [...draft.panels];
  const [moved] = panels.splice(from, 1);
  panels.splice(to, 0, moved!);
  return { ...draft, panels };
}

export type PanelEdit = Partial<Pick<DraftPanel, 'title' | 'description' | 'durationMillis' | 'shotType'>>;

export function editPanel(draft: StoryboardDraft, key: string, edit: PanelEdit): StoryboardDraft {
  return { ...draft, panels: draft.panels.map((p) => (p.key === key ? { ...p, ...edit } : p)) };
}

/** An asset in a panel's field: an image becomes its image, a video or audio its asset, linked on save. */
function withAsset(panel: DraftPanel, asset: DroppedAsset): DraftPanel {
  const field = panelFieldOf(asset.mediaType);
  const files = without(panel.files, field);
  return field === 'imageAssetId'
    ? { ...panel, imageAssetId: asset.assetId, files }
    : { ...panel, assetId: asset.assetId, droppedAsset: { ...asset }, files };
}

/** An asset dropped on a shot: an image becomes its image, a video or audio its asset (001 §5); it replaces a file waiting there. */
export function dropOnPanel(draft: StoryboardDraft, key: string, asset: DroppedAsset): StoryboardDraft {
  return { ...draft, panels: draft.panels.map((p) => (p.key === key ? withAsset(p, { assetId: asset.assetId, mediaType: asset.mediaType }) : p)) };
}

/** An asset dropped on the cover: an image is the landscape image, a video or audio the explanation media; it replaces a file waiting there. */
export function dropOnCover(draft: StoryboardDraft, asset: DroppedAsset): StoryboardDraft {
  const field = coverFieldOf(asset.mediaType);
  return { ...draft, [field]: asset.assetId, coverFiles: without(draft.coverFiles, field) };
}

/** A file dropped on (or chosen for) a shot: it waits in the field its media type fills, replacing what was waiting there. */
export function fileOnPanel(draft: StoryboardDraft, key: string, file: PendingFile): StoryboardDraft {
  return {
    ...draft,
    panels: draft.panels.map((p) => (p.key === key ? { ...p, files: { ...p.files, [panelFieldOf(file.mediaType)]: file } } : p)),
  };
}

/** A file dropped on (or chosen for) the cover. */
export function fileOnCover(draft: StoryboardDraft, file: PendingFile): StoryboardDraft {
  return { ...draft, coverFiles: { ...draft.coverFiles, [coverFieldOf(file.mediaType)]: file } };
}

/**
 * A file the save uploaded: its field now holds the registered asset (a video or audio
 * one to link to the shot, as a dropped asset is), so a retried save plans the write of
 * that id and never uploads the file again.
 */
export function markUploaded(draft: StoryboardDraft, fileId: string, asset: DroppedAsset): StoryboardDraft {
  const cover = pendingList(draft.coverFiles).find((f) => f.file.fileId === fileId);
  if (cover) return { ...draft, [cover.field]: asset.assetId, coverFiles: without(draft.coverFiles, cover.field) };
  return {
    ...draft,
    panels: draft.panels.map((p) => {
      const pending = pendingList(p.files).find((f) => f.file.fileId === fileId);
      if (!pending) return p;
      const files = without(p.files, pending.field);
      return pending.field === 'imageAssetId'
        ? { ...p, imageAssetId: asset.assetId, files }
        : { ...p, assetId: asset.assetId, droppedAsset: { assetId: asset.assetId, mediaType: asset.mediaType, originalFileName: pending.file.name }, files };
    }),
  };
}

/** The shelf ids of every file waiting in the draft. */
export const pendingFileIds = (draft: StoryboardDraft | null): string[] =>
  draft ? [...pendingList(draft.coverFiles), ...draft.panels.flatMap((p) => pendingList(p.files))].map((f) => f.file.fileId) : [];

/**
 * A panel's key after its shot was created (a retried save then updates it instead). The
 * asset the create linked is done; files still waiting stay for the new asset step (or,
 * on a retry, for the steps of a saved shot).
 */
export function markCreated(draft: StoryboardDraft, key: string, shotId: number): StoryboardDraft {
  return {
    ...draft,
    panels: draft.panels.map((p) => (p.key === key ? { ...p, key: `shot-${shotId}`, shotId, asset: null, droppedAsset: null } : p)),
  };
}
