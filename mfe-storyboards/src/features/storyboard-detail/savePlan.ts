import {
  DEFAULT_SHOT_TYPE,
  type CreateShot,
  type PutScriptAsset,
  type StoryboardDetail,
  type UpdateShot,
  type UpdateStoryboardSummary,
} from '@portal/shared-contracts';
import { savedShot, willBeShot, type DraftPanel, type StoryboardDraft } from './draft';

/*
 * The save plan of the storyboard editor (001 §4 "Saving a storyboard"): which calls, in
 * which order, turn the saved storyboard into the draft.
 */

/** The draft's summary fields as the summary call takes them. */
function summaryOf(draft: StoryboardDraft): UpdateStoryboardSummary {
  return {
    title: draft.title.trim(),
    description: draft.description,
    tags: [...draft.tags],
    landScapeImageAssetId: draft.landScapeImageAssetId,
    explanationAssetId: draft.explanationAssetId,
    denoisingMode: draft.denoisingMode,
    autoAdjustmentMode: draft.autoAdjustmentMode,
  };
}

function summaryChanged(storyboard: StoryboardDetail, draft: StoryboardDraft): boolean {
  return (
    draft.title.trim() !== storyboard.title ||
    draft.description !== storyboard.description ||
    draft.tags.join('\u0000') !== storyboard.tags.join('\u0000') ||
    draft.denoisingMode !== storyboard.information.denoisingMode ||
    draft.autoAdjustmentMode !== storyboard.information.autoAdjustmentMode ||
    draft.landScapeImageAssetId !== storyboard.landScapeImageAssetId ||
    draft.explanationAssetId !== storyboard.explanationAssetId
  );
}

/** One call of the save queue, with the number or title its progress message names. */
export type SaveStep =
  | { readonly kind: 'summary'; readonly body: UpdateStoryboardSummary }
  | { readonly kind: 'updateShot'; readonly shotId: number; readonly number: number; readonly body: UpdateShot; readonly link: PutScriptAsset | null }
  | { readonly kind: 'createShot'; readonly key: string; readonly number: number; readonly body: CreateShot; readonly link: Omit<PutScriptAsset, 'shotId'> | null }
  | { readonly kind: 'deleteShot'; readonly shotId: number; readonly title: string };

/**
 * The order of the save queue (001 §4): summary, asset file, update shot, create shot, new
 * asset, delete a user-generated shot. The two file steps are the media issue's uploads;
 * they slot in here by kind when uploads exist.
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
  if (summaryChanged(storyboard, draft)) steps.push({ kind: 'summary', body: summaryOf(draft) });

  const order = [...storyboard.shots].sort((a, b) => a.shotNumber - b.shotNumber).map((s): string => `shot-${s.id}`);
  const finalPanels = draft.panels.filter((p) => willBeShot(storyboard, p));
  const kept = finalPanels.filter((p) => savedShot(storyboard, p) !== undefined);

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
    const link = panel.droppedAsset ? { ...panel.droppedAsset, shotId: panel.shotId } : null;
    if (Object.keys(body).length > 0 || link) {
      steps.push({ kind: 'updateShot', shotId: panel.shotId!, number: finalPanels.indexOf(panel) + 1, body, link });
    }
  });

  // Creates: new shots and converted assets, each right after the shot before it in the draft.
  finalPanels.forEach((panel, i) => {
    if (savedShot(storyboard, panel) !== undefined) return;
    const before = i === 0 ? 0 : order.indexOf(finalPanels[i - 1]!.key) + 1;
    order.splice(before, 0, panel.key);
    const asset = panel.asset ?? (panel.droppedAsset ? { ...panel.droppedAsset, originalFileName: null, durationMillis: null } : null);
    steps.push({
      kind: 'createShot',
      key: panel.key,
      number: i + 1,
      body: {
        title: panel.title.trim(),
        description: panel.description,
        shotNumber: before + 1,
        durationMillis: panel.durationMillis,
        assetId: panel.assetId,
        imageAssetId: panel.imageAssetId,
        ...(panel.shotType !== DEFAULT_SHOT_TYPE ? { shotType: panel.shotType } : {}),
      },
      link: asset
        ? { assetId: asset.assetId, mediaType: asset.mediaType, originalFileName: asset.originalFileName ?? null, durationMillis: asset.durationMillis ?? null }
        : null,
    });
  });

  // Deletes: saved shots whose UGV was turned off.
  for (const panel of draft.panels) {
    const saved = savedShot(storyboard, panel);
    if (saved && !willBeShot(storyboard, panel)) steps.push({ kind: 'deleteShot', shotId: saved.id, title: saved.title });
  }
  return steps;
}
