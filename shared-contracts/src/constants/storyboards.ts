import type { CalendarDate } from '../messages/format';
import { MEDIA_TYPES, type MediaType } from '../storyboards';

/** Storyboard field limits (001 §5, §9). */
export const STORYBOARD_LIMITS = {
  TITLE_MAX_LENGTH: 50,
  DESCRIPTION_MAX_LENGTH: 280,
} as const;

/** Shot duration input bounds in seconds, classic and AI editors (001 §9, 002 §9). */
export const SHOT_DURATION_S = {
  MIN: 1,
  MAX: 120,
} as const;

/** Page sizes of the search calls (001 §7, §9; 002 §9). */
export const SEARCH_PAGE_SIZES = {
  ASSETS: 20,
  SCRIPTS: 20,
  REUSABLE_ASSETS: 20,
  STOCK_PHOTOS: 20,
  LISTINGS: 100,
  USERS: 10,
  /** size=1&sortBy=lastUpdated&sortOrder=desc gives the latest storyboard. */
  LATEST_STORYBOARD: 1,
} as const;

/** Drag behaviour (001 §4, 002 §2, §9). */
export const DRAG = {
  /** Shot reordering starts after a 10 px move. */
  ACTIVATION_DISTANCE_PX: 10,
  /** Series row drag-scroll speed factor. */
  SCROLL_FACTOR: 2,
} as const;

/** QR code defaults and sizes (001 §4, §7, §9). */
export const QR_CODE = {
  DEFAULT_EXPIRY_DAYS: 7,
  /** The expiry is 23:59:59 UTC on the chosen date. */
  EXPIRY_UTC_HOUR: 23,
  EXPIRY_UTC_MINUTE: 59,
  EXPIRY_UTC_SECOND: 59,
  PREVIEW_SIZE_PX: 200,
  DOWNLOAD_SIZE_PX: 1000,
} as const;

const pad2 = (n: number): string => String(Math.abs(Math.trunc(n)) % 100).padStart(2, '0');

/**
 * The instant a QR link chosen for `date` expires (001 §4): 23:59:59 UTC that day, in
 * epoch milliseconds, as POST /ai/generateUrl takes it. Years below 100 stay as written
 * (Date.UTC would read 25 as 1925).
 */
export function qrExpiryEpochMs(date: CalendarDate): number {
  const at = new Date(0);
  at.setUTCFullYear(date.year, date.month - 1, date.day);
  at.setUTCHours(QR_CODE.EXPIRY_UTC_HOUR, QR_CODE.EXPIRY_UTC_MINUTE, QR_CODE.EXPIRY_UTC_SECOND, 0);
  return at.getTime();
}

/** QR download file name (001 §7): qr-code-exp{dd}-{mm}-{yy}.png. */
export function qrDownloadFileName(date: CalendarDate): string {
  return `qr-code-exp${pad2(date.day)}-${pad2(date.month)}-${pad2(date.year)}.png`;
}

/** The sector tags among the predefined ones; listing in the marketplace needs one. */
export const SECTOR_TAGS: readonly string[] = ['Social', 'Sports', 'Brand', 'Government', 'Education', 'Media & Entertainment', 'Agency'];
/** The region tags among the predefined ones. */
export const REGION_TAGS: readonly string[] = ['QLD', 'NSW', 'ACT', 'VIC', 'WA', 'NT', 'SA'];

/** Predefined tag buttons of the search filter (001 §2). */
export const PREDEFINED_TAGS: readonly string[] = [...SECTOR_TAGS, ...REGION_TAGS];

/** Tag of popular marketplace listings (001 §7). */
export const POPULAR_LISTING_TAG = 'Popular';

/** Default suffix of a clone's title (001 §4). */
export const CLONE_TITLE_SUFFIX = ' (copy)';

/**
 * Media types each drop area accepts (001 §5): the cover Image, Video or Audio, a shot
 * Video, Audio or Image, the shot-render panel Video only. Anything else is refused
 * with STORYBOARD_MESSAGES.assetNotSupported.
 */
export const DROP_ACCEPTS: Readonly<Record<'COVER' | 'SHOT' | 'SHOT_RENDER', readonly MediaType[]>> = {
  COVER: [MEDIA_TYPES.Image, MEDIA_TYPES.Video, MEDIA_TYPES.Audio],
  SHOT: [MEDIA_TYPES.Video, MEDIA_TYPES.Audio, MEDIA_TYPES.Image],
  SHOT_RENDER: [MEDIA_TYPES.Video],
};

/** Words the user must type to confirm (001 §4, §5). */
export const CONFIRM_WORDS = {
  DELETE: 'delete',
  UNLIST: 'unlist',
} as const;

/** Defaults of a newly created reusable asset (001 §3). */
export const REUSABLE_ASSET_DEFAULTS = {
  TITLE: 'Asset Title',
  DESCRIPTION: 'Asset Description',
  TAGS: ['Sports', 'Social'],
} as const;

/** A new shot's image is one of this many default images (001 §4). */
export const DEFAULT_SHOT_IMAGE_COUNT = 3;

/** The default shot images' public asset references, taken in turn by new shots. */
export const DEFAULT_SHOT_IMAGES: readonly string[] = Array.from(
  { length: DEFAULT_SHOT_IMAGE_COUNT },
  (_, i) => `public/defaults/shot-${i + 1}.png`,
);

/** Asset download naming (001 §7). */
export const ASSET_DOWNLOAD = {
  ZIP_NAME: 'asset.zip',
  /** Extensions must be shorter than 5 characters. */
  MAX_EXTENSION_LENGTH: 4,
  /** A missing date is derived from path segments 3 to 5 of the assetId. */
  DATE_SEGMENT_FROM: 3,
  DATE_SEGMENT_TO: 5,
} as const;
