import {
  ASSET_KIND_FILTERS,
  ASSET_KIND_TYPES,
  ASSET_SORT_KEYS,
  ASSET_TYPES,
  PROJECT_TYPES,
  SEARCH_PAGE_SIZES,
  assetDateRange,
  assetTypesOf,
  type AssetKindFilter,
  type AssetSortKey,
  type AssetSourceFilter,
  type AssetType,
  type ProjectType,
  type RegisteredMediaType,
} from '@portal/shared-contracts/storyboards';

/** The table's columns that filter and sort (001 §2): each key is the api's sort key. */
export const VIDEO_COLUMNS = ASSET_SORT_KEYS;
export type VideoColumn = AssetSortKey;

export type SortOrder = 'asc' | 'desc';

/** What the Videos page asks for: the tools panel's keywords, tags and radios, the table's filters and sort. */
export interface VideosCriteria {
  /** Keywords (q). */
  readonly text: string;
  readonly tags: readonly string[];
  /** The radio filters (001 §2 "Video tools panel"); null is no filter. */
  readonly mediaType: RegisteredMediaType | null;
  readonly source: AssetSourceFilter | null;
  readonly assetKind: AssetKindFilter | null;
  /** A column's text filter by column; columns without one are absent. */
  readonly columns: Readonly<Partial<Record<VideoColumn, string>>>;
  readonly sort: { readonly by: AssetSortKey; readonly order: SortOrder };
}

/** Newest first, as the api answers by default. */
export const DEFAULT_SORT: VideosCriteria['sort'] = { by: ASSET_SORT_KEYS.date, order: 'desc' };

export const INITIAL_CRITERIA: VideosCriteria = {
  text: '',
  tags: [],
  mediaType: null,
  source: null,
  assetKind: null,
  columns: {},
  sort: DEFAULT_SORT,
};

/** The query string of GET /search/assets (001 §7); absent parameters are undefined. */
export interface AssetSearchParams {
  readonly from: number;
  readonly size: number;
  readonly sortBy: AssetSortKey;
  readonly sortOrder: SortOrder;
  readonly [name: string]: string | number | undefined;
}

/**
 * How a page of the criteria is asked for: the query, or why it cannot be asked (a column
 * filter that names no project type or asset type, or not a shot number; an asset type
 * outside the asset radio's kind). `choices` are what the column takes, when it is a list.
 */
export type SearchPlan =
  | { readonly kind: 'search'; readonly params: AssetSearchParams }
  | { readonly kind: 'unaskable'; readonly column: VideoColumn; readonly text: string; readonly choices: readonly string[] | null };

const PROJECT_TYPE_CHOICES: readonly ProjectType[] = Object.values(PROJECT_TYPES);
const ASSET_TYPE_CHOICES: readonly (AssetType | AssetKindFilter)[] = [...Object.values(ASSET_KIND_FILTERS), ...Object.values(ASSET_TYPES)];
const SHOT_NUMBER_MAX = 10_000;

/**
 * The one choice a column's text names: the choice it spells (any case), else the only
 * choice it starts; null when it names none or several.
 */
export function resolveChoice<T extends string>(text: string, choices: readonly T[]): T | null {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return null;
  const exact = choices.find((c) => c.toLowerCase() === wanted);
  if (exact) return exact;
  const starting = choices.filter((c) => c.toLowerCase().startsWith(wanted));
  return starting.length === 1 ? (starting[0] as T) : null;
}

/** A shot number typed in its column: a whole number from 1, or null. */
export function shotNumberOf(text: string): number | null {
  const t = text.trim();
  if (!/^[0-9]+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= SHOT_NUMBER_MAX ? n : null;
}

/**
 * The Date column's text as the api's `date` (yyyy, yyyy-mm or yyyy-mm-dd): typed as the
 * table shows dates (dd/mm/yyyy, or mm/yyyy, or yyyy; / . or - between), or null when it
 * names no day, month or year.
 */
export function dateFilterOf(text: string): string | null {
  const parts = text.trim().split(/[/.-]/);
  if (parts.some((p) => !/^[0-9]+$/.test(p))) return null;
  const pad = (p: string): string => p.padStart(2, '0');
  const [a = '', b = '', c = ''] = parts;
  const iso = parts.length === 1 ? a : parts.length === 2 ? `${b}-${pad(a)}` : parts.length === 3 ? (a.length === 4 ? `${a}-${pad(b)}-${pad(c)}` : `${c}-${pad(b)}-${pad(a)}`) : '';
  return assetDateRange(iso) ? iso : null;
}

const blankToUndefined = (text: string | undefined): string | undefined => {
  const t = text?.trim() ?? '';
  return t === '' ? undefined : t;
};

/**
 * The query for a page of results from `from` (the number already loaded, 001 §9). The
 * text columns go as they are typed; Date must name a day, month or year, Project Type,
 * Shot No. and Asset type a value the api takes; the Asset type column and the asset radio both narrow `assetType`,
 * so they must agree (a type within the kind is the narrower).
 */
export function planSearch(criteria: VideosCriteria, from: number): SearchPlan {
  const { columns } = criteria;
  const unaskable = (column: VideoColumn, choices: readonly string[] | null): SearchPlan => ({ kind: 'unaskable', column, text: columns[column] ?? '', choices });

  const dateText = blankToUndefined(columns.date);
  const date = dateText === undefined ? undefined : dateFilterOf(dateText);
  if (date === null) return unaskable(VIDEO_COLUMNS.date, null);

  const projectText = blankToUndefined(columns.projectType);
  const projectType = projectText === undefined ? undefined : resolveChoice(projectText, PROJECT_TYPE_CHOICES);
  if (projectType === null) return unaskable(VIDEO_COLUMNS.projectType, PROJECT_TYPE_CHOICES);

  const shotText = blankToUndefined(columns.shotNumber);
  const shotNumber = shotText === undefined ? undefined : shotNumberOf(shotText);
  if (shotNumber === null) return unaskable(VIDEO_COLUMNS.shotNumber, null);

  const assetText = blankToUndefined(columns.assetType);
  const typed = assetText === undefined ? undefined : resolveChoice(assetText, ASSET_TYPE_CHOICES);
  if (typed === null) return unaskable(VIDEO_COLUMNS.assetType, ASSET_TYPE_CHOICES);
  const kind = criteria.assetKind;
  if (typed !== undefined && kind !== null && !assetTypesOf(typed).every((t) => ASSET_KIND_TYPES[kind].includes(t))) {
    return unaskable(VIDEO_COLUMNS.assetType, [kind, ...ASSET_KIND_TYPES[kind]]);
  }

  return {
    kind: 'search',
    params: {
      q: blankToUndefined(criteria.text),
      tags: criteria.tags.length > 0 ? criteria.tags.join(',') : undefined,
      userEmail: blankToUndefined(columns.userEmail),
      projectType,
      flicTitle: blankToUndefined(columns.flicTitle),
      scriptTitle: blankToUndefined(columns.scriptTitle),
      shotNumber,
      shotTitle: blankToUndefined(columns.shotTitle),
      mediaType: criteria.mediaType ?? undefined,
      assetType: typed ?? kind ?? undefined,
      source: criteria.source ?? undefined,
      date,
      from,
      size: SEARCH_PAGE_SIZES.ASSETS,
      sortBy: criteria.sort.by,
      sortOrder: criteria.sort.order,
    },
  };
}

/** Whether two criteria ask the api the same question (a blank typed into a filter does not change it). */
export function sameSearch(a: VideosCriteria, b: VideosCriteria): boolean {
  return JSON.stringify(planSearch(a, 0)) === JSON.stringify(planSearch(b, 0));
}
