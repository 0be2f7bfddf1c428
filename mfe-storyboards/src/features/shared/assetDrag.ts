import type { DragEvent } from 'react';
import { DROP_ACCEPTS, type ScriptAsset } from '@portal/shared-contracts/storyboards';

/*
 * Dragging one of the customer's own assets (a storyboard asset, a shot's media) onto the
 * cover or a shot (001 §2, §5). The asset travels as JSON under a type of its own, so a
 * drop of files or text is told apart; files arrive with the media issue's uploads.
 */

export const ASSET_DRAG_TYPE = 'application/x-portal-asset';

export interface DraggedAsset {
  readonly assetId: string;
  readonly mediaType: ScriptAsset['mediaType'];
}

export function startAssetDrag(event: DragEvent, asset: DraggedAsset): void {
  event.dataTransfer.setData(ASSET_DRAG_TYPE, JSON.stringify(asset));
  event.dataTransfer.effectAllowed = 'copy';
}

/** True while something is dragged over a target: our asset, or anything else (refused on drop). */
export const isAssetDrag = (event: DragEvent): boolean => Array.from(event.dataTransfer.types).includes(ASSET_DRAG_TYPE);

/**
 * The dropped asset when the target accepts its media type; null when the drop is not one
 * of the customer's assets or its type is refused ("Asset is not supported or invalid").
 */
export function droppedAsset(event: DragEvent, accept: (typeof DROP_ACCEPTS)[keyof typeof DROP_ACCEPTS]): DraggedAsset | null {
  const raw = event.dataTransfer.getData(ASSET_DRAG_TYPE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<DraggedAsset>;
    if (typeof value.assetId !== 'string' || !value.assetId || !value.mediaType || !accept.includes(value.mediaType)) return null;
    return { assetId: value.assetId, mediaType: value.mediaType };
  } catch {
    return null;
  }
}
