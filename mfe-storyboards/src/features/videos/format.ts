import { formatDayMonthYear } from '@portal/shared-contracts/core';
import type { AssetHit } from '@portal/shared-contracts/storyboards';

/** An asset's date as the table and summary show it (dd/mm/yyyy, local time); the ISO text when it is not a date. */
export function formatAssetDate(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : formatDayMonthYear(at);
}

/** The name a row's checkbox and date button go by: the file and its date. */
export function rowName(hit: Pick<AssetHit, 'name' | 'date'>): string {
  return `${hit.name} ${formatAssetDate(hit.date)}`;
}
