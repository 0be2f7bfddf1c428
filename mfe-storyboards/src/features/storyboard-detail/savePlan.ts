import {
  DEFAULT_SHOT_TYPE,
  type CreateShot,
  type PutScriptAsset,
  type StoryboardDetail,
  type UpdateShot,
  type UpdateStoryboardSummary,
} from '@portal/shared-contracts/storyboards';
import { pendingList, savedShot, willBeShot, type CoverField, type DraftPanel, type PanelField, type PendingFile, type StoryboardDraft } from './draft';

/*
 * The save plan of the storyboard editor (001 §4 "Saving a storyboard"): which calls, in
 * which order, turn the saved storyboard into the draft.
 */

const COVER_FIELDS: readonly CoverField[] = ['landScapeImageAssetId', 'explanationAssetId'];

/**
 * The draft's summary fields as the summary call takes them. A cover field waiting for a
 * file is left out: the api keeps what a summary does not name, and that file's own step
 * writes the field once the file is an asset.
 */
function summaryOf(draft: StoryboardDraft): UpdateStoryboardSummary {
  const body: { -readonly [K in keyof UpdateStoryboardSummary]: UpdateStoryboardSummary[K] } = {
    title: draft.title.trim(),
    description: draft.description,
    tags: [...draft.tags],
    denoisingMode: draft.denoisingMode,
    autoAdjustmentMode: draft.autoAdjustmentMode,
  };
  for (const field of COVER_FIELDS) if (!draft.coverFiles[field]) body[field] = draft[field];
  return body;
}

function summaryChanged(storyboard: StoryboardDetail, draft: StoryboardDraft): boolean {
  return (
    draft.title.trim() !== storyboard.title ||
    draft.description !== storyboard.description ||
    draft.tags.join('\u0000') !== storyboard.tags.join('\u0000') ||
    draft.denoisingMode !== storyboard.information.denoisingMode ||
    draft.autoAdjustmentMode !== storyboard.information.autoAdjustmentMode ||
    COVER_FIELDS.some((field) => !draft.coverFiles[field] && draft[field] !== storyboard[field])
  );
}

/** A file an update of a saved shot writes once the asset file step has uploaded it. */
export interface UploadedField {
  readonly field: PanelField;
  readonly file: PendingFile;
}

/** Where an asset file step puts the uploaded file. */
export type AssetFileTarget =
  /** The cover: the summary is written again with the field (the summary step ran before, without it). */
  | { readonly kind: 'cover'; readonly field: CoverField; readonly summary: UpdateStoryboardSummary }
  /** A saved shot: its update step that follows writes the field. */
  | { readonly kind: 'shot'; readonly shotId: number; readonly field: PanelField };

/** One call of the save queue, with the number or title its progress message names. */
export type SaveStep =
  | { readonly kind: 'summary'; readonly body: UpdateStoryboardSummary }
  | { readonly kind: 'assetFile'; readonly file: PendingFile; readonly target: AssetFileTarget }
  | {
      readonly kind: 'updateShot';
      readonly shotId: number;
      readonly number: number;
      readonly body: UpdateShot;
      readonly link: PutScriptAsset | null;
      /** Fields written with the asset of a file uploaded by an earlier asset file step (a video or audio one is linked too). */
      readonly files: readonly UploadedField[];
    }
  | { readonly kind: 'createShot'; readonly key: string; readonly number: number; readonly body: CreateShot; readonly link: Omit<PutScriptAsset, 'shotId'> | null }
  | { readonly kind: 'newAsset'; readonly key: string; readonly number: number; readonly field: PanelField; readonly file: PendingFile }
  | { readonly kind: 'deleteShot'; readonly shotId: number; readonly title: string };

/**
 * The order of the save queue (001 §4): summary, asset file, update shot, create shot, new
 * asset, delete a user-generated shot.
 *
 * - 'assetFile' uploads (ticket, PUT, register) a file that replaces the media of
 *   something that exists before the save: the cover or a saved shot. For a saved shot
 *   the 'updateShot' after it writes the new asset's id, as the order has it. For the
 *   cover the step comes after 'summary' as the order says, so it writes the cover field
 *   itself once the file is an asset: it sends the summary again with that field (the
 *   'summary' step, when other fields changed, leaves the field out). Uploading before
 *   the summary would have saved one call but run the queue out of the spec's order.
 * - 'newAsset' uploads the file of a shot the save creates: after its 'createShot' (the
 *   shot must exist), it writes the new asset's id to the shot and links a video or audio
 *   asset to it (PUT .../assets/{assetId} with its shotId), as a dropped asset is linked.
 *
 * Each uploaded file becomes an asset id in the draft at once (markUploaded), so a save
 * that fails later plans, on retry, the write of that id and never the upload again.
 */
export const SAVE_STEP_ORDER = ['summary', 'assetFile', 'updateShot', 'createShot', 'newAsset', 'deleteShot'] as const;

/** The changed fields of a saved shot (shotType only when it changed: only admins may). */
function shotChanges(storyboard: StoryboardDetail, panel: DraftPanel): UpdateShot {
  const saved = savedShot(storyboard, panel)!;
  const body: { -readonly [K in keyof UpdateShot]: UpdateShot[K] } = {};
  if (panel.title.trim() !== saved.title) body.title = panel.title.trim();
  if (panel.description !== saved.description) body.description = panel.description;
  if (panel.durationMillis !== saved.durationMillis) body.durationMillis = panel.durationMillis;
  if (panel.shotType !== saved.shotType) body.shotType = panel.shotType;
  if (panel.ugvStatus !== saved.ugvStatus) body.ugvStatus = panel.ugvStatus;
  if (panel.imageAssetId !== saved.imageAssetId) body.imageAssetId = panel.imageAssetId;
  if (panel.assetId !== saved.assetId) body.assetId = panel.assetId;
  return body;
}

/**
 * The calls that make the saved storyboard the draft, in the queue's order. Shot numbers
 * follow the api's move semantics (a shot sent to number n is taken out and put back at n,
 * the others closing up), simulated here so that after the updates the kept shots stand in
 * the draft's order, each new shot is inserted right after its predecessor, and the
 * deletions leave exactly the draft's shots. Planning again against the refetched
 * storyboard after a failed save asks only for what is still missing.
 */
export function planSave(storyboard: StoryboardDetail, draft: StoryboardDraft): SaveStep[] {
  const steps: SaveStep[] = [];
  const summary = summaryOf(draft);
  if (summaryChanged(storyboard, draft)) steps.push({ kind: 'summary', body: summary });
  for (const { field, file } of pendingList(draft.coverFiles)) steps.push({ kind: 'assetFile', file, target: { kind: 'cover', field, summary } });

  const order = [...storyboard.shots].sort((a, b) => a.shotNumber - b.shotNumber).map((s): string => `shot-${s.id}`);
  const finalPanels = draft.panels.filter((p) => willBeShot(storyboard, p));
  const kept = finalPanels.filter((p) => savedShot(storyboard, p) !== undefined);

  // Asset files of saved shots, then the updates (which write the files' asset ids).
  const fileSteps: SaveStep[] = [];
  const updates: SaveStep[] = [];
  // Updates: a kept shot that stands before the kept shot meant to precede it moves right
  // after that one; the others stay (later moves never disturb the order already made).
  kept.forEach((panel, i) => {
    const from = order.indexOf(panel.key) + 1;
    const before = i === 0 ? 0 : order.indexOf(kept[i - 1]!.key) + 1;
    const body: { -readonly [K in keyof UpdateShot]: UpdateShot[K] } = { ...shotChanges(storyboard, panel) };
    if (from < before) {
      order.splice(from - 1, 1);
      order.splice(before - 1, 0, panel.key);
      body.shotNumber = before;
    }
    // A file waiting in a field replaces what the field holds in the draft.
    const files = pendingList(panel.files);
    for (const { field } of files) delete body[field];
    const link = panel.droppedAsset && !panel.files.assetId ? { ...panel.droppedAsset, shotId: panel.shotId } : null;
    const number = finalPanels.indexOf(panel) + 1;
    for (const { field, file } of files) fileSteps.push({ kind: 'assetFile', file, target: { kind: 'shot', shotId: panel.shotId!, field } });
    if (Object.keys(body).length > 0 || link || files.length > 0) {
      updates.push({ kind: 'updateShot', shotId: panel.shotId!, number, body, link, files });
    }
  });

  steps.push(...fileSteps, ...updates);

  // Creates: new shots and converted assets, each right after the shot before it in the
  // draft; then the files of the new shots. A file waiting for the shot's asset replaces
  // the asset the panel had (a converted asset's video, a dropped one).
  const newAssets: SaveStep[] = [];
  finalPanels.forEach((panel, i) => {
    if (savedShot(storyboard, panel) !== undefined) return;
    const before = i === 0 ? 0 : order.indexOf(finalPanels[i - 1]!.key) + 1;
    order.splice(before, 0, panel.key);
    const fileForAsset = panel.files.assetId !== undefined;
    const asset = fileForAsset ? null : (panel.asset ?? (panel.droppedAsset ? { ...panel.droppedAsset, durationMillis: null } : null));
    steps.push({
      kind: 'createShot',
      key: panel.key,
      number: i + 1,
      body: {
        title: panel.title.trim(),
        description: panel.description,
        shotNumber: before + 1,
        durationMillis: panel.durationMillis,
        assetId: fileForAsset ? null : panel.assetId,
        imageAssetId: panel.imageAssetId,
        ...(panel.shotType !== DEFAULT_SHOT_TYPE ? { shotType: panel.shotType } : {}),
      },
      link: asset
        ? { assetId: asset.assetId, mediaType: asset.mediaType, originalFileName: asset.originalFileName ?? null, durationMillis: asset.durationMillis ?? null }
        : null,
    });
    for (const { field, file } of pendingList(panel.files)) newAssets.push({ kind: 'newAsset', key: panel.key, number: i + 1, field, file });
  });
  steps.push(...newAssets);

  // Deletes: saved shots whose UGV was turned off.
  for (const panel of draft.panels) {
    const saved = savedShot(storyboard, panel);
    if (saved && !willBeShot(storyboard, panel)) steps.push({ kind: 'deleteShot', shotId: saved.id, title: saved.title });
  }
  return steps;
}
