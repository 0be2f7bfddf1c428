import { LOCAL_STORAGE_KEYS } from '@portal/shared-contracts/core';
import { AI_STATUS, aiStoryboardsResponseSchema, isGenerationComplete, type AiStoryboardRecord } from '@portal/shared-contracts/deepstory';

/** One series of the history (002 §2): its title, creation date and storyboards. */
export interface SeriesGroup {
  readonly seriesId: number;
  readonly title: string;
  /** The earliest creation date of its storyboards (ISO). */
  readonly dateCreated: string;
  readonly storyboards: readonly AiStoryboardRecord[];
}

/** How a storyboard of the listing shows: a card once generated, a placeholder while generating, not at all when it failed. */
export function displayOf(record: Pick<AiStoryboardRecord, 'storyboard_process_status' | 'image_process_status'>): 'card' | 'generating' | 'hidden' {
  if (record.storyboard_process_status === AI_STATUS.Failed) return 'hidden';
  return isGenerationComplete(record) ? 'card' : 'generating';
}

/** The listing by series, in the api's order (newest series first), each series' storyboards by id. */
export function groupBySeries(records: readonly AiStoryboardRecord[]): SeriesGroup[] {
  const groups = new Map<number, { title: string; dateCreated: string; storyboards: AiStoryboardRecord[] }>();
  for (const record of records) {
    if (displayOf(record) === 'hidden') continue;
    const group = groups.get(record.series_id);
    if (!group) groups.set(record.series_id, { title: record.series_title, dateCreated: record.date_created, storyboards: [record] });
    else {
      group.storyboards.push(record);
      if (record.date_created < group.dateCreated) group.dateCreated = record.date_created;
    }
  }
  return [...groups].map(([seriesId, group]) => ({ seriesId, ...group, storyboards: group.storyboards.sort((a, b) => a.id - b.id) }));
}

/** The listing kept in localStorage (002 §2), for the customer it belongs to; null when none is kept or it is unreadable. */
export function readCachedListing(userId: number, storage: Storage = localStorage): AiStoryboardRecord[] | null {
  try {
    const raw = storage.getItem(LOCAL_STORAGE_KEYS.SERIES_LISTING);
    if (!raw) return null;
    const kept: unknown = JSON.parse(raw);
    if (typeof kept !== 'object' || kept === null || (kept as { userId?: unknown }).userId !== userId) return null;
    const parsed = aiStoryboardsResponseSchema.safeParse({ result: (kept as { records?: unknown }).records });
    return parsed.success ? parsed.data.result : null;
  } catch {
    return null;
  }
}

/** Keeps the listing of `userId` (one customer's at a time: a shared browser shows nobody else's). */
export function writeCachedListing(userId: number, records: readonly AiStoryboardRecord[], storage: Storage = localStorage): void {
  try {
    storage.setItem(LOCAL_STORAGE_KEYS.SERIES_LISTING, JSON.stringify({ userId, records }));
  } catch {
    // Storage blocked or full: the page still shows the listing it loaded.
  }
}

/** The titles of an edit of the series page. */
export interface TitleDrafts {
  readonly series: Readonly<Record<number, string>>;
  readonly storyboards: Readonly<Record<number, string>>;
}

/** Ids of the titles left blank (002 §5: every series and storyboard title needs text). */
export function blankTitles(drafts: TitleDrafts): { series: number[]; storyboards: number[] } {
  const blank = (titles: Readonly<Record<number, string>>): number[] =>
    Object.entries(titles)
      .filter(([, title]) => title.trim() === '')
      .map(([id]) => Number(id));
  return { series: blank(drafts.series), storyboards: blank(drafts.storyboards) };
}

/** The drafts of the shown listing, as they stand before any edit. */
export function draftsOf(groups: readonly SeriesGroup[]): TitleDrafts {
  return {
    series: Object.fromEntries(groups.map((g) => [g.seriesId, g.title])),
    storyboards: Object.fromEntries(groups.flatMap((g) => g.storyboards.filter((s) => displayOf(s) === 'card').map((s) => [s.id, s.title]))),
  };
}

/** The titles that changed (trimmed), as updateStoryboardTitle sends them; empty lists when nothing changed. */
export function changedTitles(before: TitleDrafts, after: TitleDrafts): { series: Array<{ series_id: number; series_title: string }>; storyboards: Array<{ id: number; title: string }> } {
  const changed = (was: Readonly<Record<number, string>>, now: Readonly<Record<number, string>>) =>
    Object.entries(now)
      .filter(([id, title]) => title.trim() !== (was[Number(id)] ?? '').trim())
      .map(([id, title]) => [Number(id), title.trim()] as const);
  return {
    series: changed(before.series, after.series).map(([series_id, series_title]) => ({ series_id, series_title })),
    storyboards: changed(before.storyboards, after.storyboards).map(([id, title]) => ({ id, title })),
  };
}
