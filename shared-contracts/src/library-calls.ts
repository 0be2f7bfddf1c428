import { z } from 'zod';
import { ASSET_DOWNLOAD, SEARCH_PAGE_SIZES } from './constants/storyboards';
import { MEDIA_PROCESSING_STATUSES, REGISTERED_MEDIA_TYPES } from './media-calls';
import { commaListSchema } from './storyboard-calls';
import {
  ASSET_KIND_FILTERS,
  ASSET_SOURCE_FILTERS,
  ASSET_TYPES,
  PROJECT_TYPES,
  projectTypeSchema,
  type AssetKindFilter,
  type AssetType,
} from './storyboards';
import { deferred } from './deferred';

/*
 * The videos library (001 §2 Videos page, §3 "Asset search row", §7 GET /search/assets):
 * what end users filmed for a customer's storyboards in the mobile app, searched in
 * Elasticsearch's shape, plus the nav badge's unseen count and the delete of an own asset:
 *   GET    /search/assets
 *   GET    /proxy/v1/customers/{customerId}/library-assets/unseen-count
 *   POST   /proxy/v1/customers/{customerId}/library-assets/seen
 *   DELETE /proxy/v1/customers/{customerId}/library-assets/{assetId}   (the key, URL-encoded)
 *
 * A library asset id is a storage key whose path segments 3 to 5 (counted from 0) are the
 * day it was filmed, UTC: `private/{identity}/library/{yyyy}/{mm}/{dd}/{id}/{file}` for
 * an end user's upload (the upload keys, `private/{identity}/uploads/{yyyy}/{mm}/{dd}/...`,
 * have the same shape), `protected/library/{project code}/{yyyy}/{mm}/{dd}/{id}/{file}`
 * for the demo seed's. An asset stored without a date takes that day (001 §7).
 */

/** The radio filter "asset" (Movie, Shot) as the asset types it covers (001 §2, §3). */
export const ASSET_KIND_TYPES: Readonly<Record<AssetKindFilter, readonly AssetType[]>> = {
  /** The film as a whole: the end user's movie and its stills, the storyboard's own media. */
  Movie: [
    ASSET_TYPES.Flic,
    ASSET_TYPES.FlicThumbnail,
    ASSET_TYPES.FlicLandscapeStill,
    ASSET_TYPES.ScriptExplanation,
    ASSET_TYPES.ScriptThumbnail,
    ASSET_TYPES.ScriptPortraitImage,
    ASSET_TYPES.ScriptLandscapeImage,
  ],
  /** One shot: what was filmed for it, its director's guide clip and images. */
  Shot: [ASSET_TYPES.FlicShot, ASSET_TYPES.ShotExplanation, ASSET_TYPES.ShotImage, ASSET_TYPES.ShotThumbnail],
};

/** The asset types an `assetType` filter value stands for: a type itself, or a kind's (Movie, Shot). */
export function assetTypesOf(filter: AssetType | AssetKindFilter): readonly AssetType[] {
  return Object.hasOwn(ASSET_KIND_TYPES, filter) ? ASSET_KIND_TYPES[filter as AssetKindFilter] : [filter as AssetType];
}

/** What the table sorts by (001 §2 columns); ties go by date, then by id, the same way. */
export const ASSET_SORT_KEYS = {
  date: 'date',
  userEmail: 'userEmail',
  projectType: 'projectType',
  flicTitle: 'flicTitle',
  scriptTitle: 'scriptTitle',
  shotNumber: 'shotNumber',
  shotTitle: 'shotTitle',
  assetType: 'assetType',
} as const;
export type AssetSortKey = (typeof ASSET_SORT_KEYS)[keyof typeof ASSET_SORT_KEYS];

/** Field limits of a library asset. */
export const LIBRARY_ASSET_LIMITS = {
  TITLE_MAX_LENGTH: 100,
  NAME_MAX_LENGTH: 255,
  /** The folder after the owner in a library key (`.../library/{yyyy}/{mm}/{dd}/...`). */
  KEY_FOLDER: 'library',
} as const;

/** `error_code`s of the library calls (with FORBIDDEN_CUSTOMER of STORYBOARD_ERROR_CODES). */
export const LIBRARY_ERROR_CODES = {
  /** No library asset under that id: 404. */
  LIBRARY_ASSET_NOT_FOUND: 'LIBRARY_ASSET_NOT_FOUND',
  /** The asset is another customer's than the path's: 403. */
  FOREIGN_LIBRARY_ASSET: 'FOREIGN_LIBRARY_ASSET',
} as const;

const isDigits = (s: string | undefined, n: number): s is string => s !== undefined && s.length === n && /^[0-9]+$/.test(s);

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The day (`yyyy-mm-dd`) an asset id's path segments 3 to 5 name (001 §7), or null when
 * they name none: `private/abc/library/2026/05/04/x/clip.mp4` is 2026-05-04.
 */
export function assetDateFromKey(assetId: string): string | null {
  const [y, m, d] = assetId.split('/').slice(ASSET_DOWNLOAD.DATE_SEGMENT_FROM, ASSET_DOWNLOAD.DATE_SEGMENT_TO + 1);
  if (!isDigits(y, 4) || !isDigits(m, 2) || !isDigits(d, 2)) return null;
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${y}-${m}-${d}`;
}

const id = deferred(() => z.number().int().positive());
const key = deferred(() => z.string().min(1).max(1024));

/** One library asset as GET /search/assets answers it (001 §3 "Asset search row", with its media). */
export const assetHitSchema = deferred(() => z.object({
  /** The library row (an asset id may be long; this is short). */
  id,
  assetId: key,
  /** Whose library it is (an admin's search covers every customer's). */
  customerId: id,
  /** When it was filmed, ISO 8601; midnight UTC of the key's day when the app sent none. */
  date: z.string(),
  userEmail: z.string(),
  project: z.object({ id, code: z.string(), projectType: projectTypeSchema }),
  /** The end user's film ("Project Name" in the table). */
  flicTitle: z.string(),
  scriptId: id.nullable(),
  /** The storyboard's title ("Storyboard"). */
  scriptTitle: z.string(),
  shotId: id.nullable(),
  shotNumber: z.number().int().positive().nullable(),
  /** The shot's place in the end user's film. */
  flicShotNumber: z.number().int().positive().nullable(),
  shotTitle: z.string(),
  /** The file's name as filmed. */
  name: z.string(),
  assetType: z.enum(ASSET_TYPES),
  mediaType: z.enum(REGISTERED_MEDIA_TYPES),
  source: z.enum(ASSET_SOURCE_FILTERS),
  subtitleAssetId: key.nullable(),
  tags: z.array(z.string()),
  /** How far processing got (docs/adr/024); null when the media was never registered. */
  status: z.enum(MEDIA_PROCESSING_STATUSES).nullable(),
  durationMillis: z.number().int().nonnegative().nullable(),
  /** A JPEG still of images and videos, and the HLS playlist of videos, once processed. */
  thumbnailAssetId: key.nullable(),
  streamAssetId: key.nullable(),
}));
export type AssetHit = z.infer<typeof assetHitSchema>;

/**
 * A search with words, tags, titles, storyboard or shot counts its matches up to this
 * many (or up to the page asked for, past it); beyond, the total says "at least"
 * (Elasticsearch's `track_total_hits`, relation `gte`). Paging is unaffected: the total
 * is always above what the pages so far hold while more remain.
 */
export const ASSET_SEARCH_EXACT_TOTAL_UP_TO = 1000;

/** Elasticsearch-shaped (001 §7): result.hits and result.total.value, with ES's relation. */
export const assetSearchResponseSchema = deferred(() => z.object({
  result: z.object({
    hits: z.array(assetHitSchema),
    total: z.object({ value: z.number().int().nonnegative(), relation: z.enum(['eq', 'gte']) }),
  }),
}));

/** A column's text filter: every word must start a word of that field, any case. */
const fieldText = deferred(() => z.string().trim().max(200).optional());

/**
 * GET /search/assets (001 §7): 20 a page from `from`; every filter narrows (source is the
 * tools panel's DG / UGV / Stock); `assetType` takes a type or a kind (Movie, Shot).
 */
/**
 * The Date column's filter (ours: 001 §7 names no date parameter): a year, a month or a day,
 * `yyyy`, `yyyy-mm` or `yyyy-mm-dd`, as the UTC days it covers (`to` excluded), or null
 * when it names none.
 */
export function assetDateRange(text: string): { readonly from: string; readonly to: string } | null {
  const match = /^([0-9]{4})(?:-([0-9]{2})(?:-([0-9]{2}))?)?$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), match[2] === undefined ? null : Number(match[2]), match[3] === undefined ? null : Number(match[3])];
  if (year < 1 || (month !== null && (month < 1 || month > 12))) return null;
  if (day !== null && month !== null && (day < 1 || day > daysInMonth(year, month))) return null;
  const at = (y: number, m: number, d: number): string => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
  if (month === null) return { from: at(year, 1, 1), to: at(year + 1, 1, 1) };
  if (day === null) return { from: at(year, month, 1), to: at(year, month + 1, 1) };
  return { from: at(year, month, day), to: at(year, month, day + 1) };
}

export const assetSearchQuerySchema = deferred(() => z.object({
  q: fieldText,
  tags: commaListSchema.optional(),
  from: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZES.LISTINGS).default(SEARCH_PAGE_SIZES.ASSETS),
  userEmail: fieldText,
  projectType: z.enum(PROJECT_TYPES).optional(),
  flicTitle: fieldText,
  scriptId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  scriptTitle: fieldText,
  shotNumber: z.coerce.number().int().positive().max(10_000).optional(),
  shotTitle: fieldText,
  mediaType: z.enum(REGISTERED_MEDIA_TYPES).optional(),
  assetType: z.union([z.enum(ASSET_TYPES), z.enum(ASSET_KIND_FILTERS)]).optional(),
  source: z.enum(ASSET_SOURCE_FILTERS).optional(),
  /** A year, month or day (assetDateRange): the assets filmed then. */
  date: z
    .string()
    .refine((t) => assetDateRange(t) !== null, 'date must be yyyy, yyyy-mm or yyyy-mm-dd')
    .optional(),
  sortBy: z.enum(ASSET_SORT_KEYS).default(ASSET_SORT_KEYS.date),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
}));
export type AssetSearchQuery = z.infer<typeof assetSearchQuerySchema>;

/** The extension of a file name or key, when it is shorter than 5 characters (001 §7). */
export function shortExtension(name: string): string | null {
  const file = name.slice(name.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  if (dot <= 0) return null;
  const ext = file.slice(dot + 1);
  return ext.length >= 1 && ext.length <= ASSET_DOWNLOAD.MAX_EXTENSION_LENGTH ? ext : null;
}

/**
 * An asset's download file name (001 §7): date, project code, e-mail, titles, shot number,
 * name and type joined by underscores, spaces replaced by underscores, with the extension
 * when it is shorter than 5 characters; `2026-05-04_demo-pro_sam@x.test_Training_Season_launch_2_clip_FlicShot.mp4`.
 */
export function assetDownloadFileName(
  hit: Pick<AssetHit, 'date' | 'project' | 'userEmail' | 'flicTitle' | 'scriptTitle' | 'shotNumber' | 'name' | 'assetType' | 'assetId'>,
): string {
  const ext = shortExtension(hit.name) ?? shortExtension(hit.assetId);
  const name = ext && hit.name.endsWith(`.${ext}`) ? hit.name.slice(0, -(ext.length + 1)) : hit.name;
  const parts = [hit.date.slice(0, 10), hit.project.code, hit.userEmail, hit.flicTitle, hit.scriptTitle, hit.shotNumber, name, hit.assetType];
  const base = parts
    .filter((p) => p !== null && p !== '')
    .map((p) => String(p).trim().replace(/\s+/g, '_').replace(/[/\\]/g, '-'))
    .join('_');
  return ext ? `${base}.${ext}` : base;
}
