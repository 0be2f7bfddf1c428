/** Discovery video length bounds in seconds (002 §5, §9): hint "Min 30s", error over 120. */
export const DISCOVERY_LENGTH_S = {
  MIN: 30,
  MAX: 120,
} as const;

/**
 * Error codes of the AI area (002 §4, §7, §9). Codes are strings, as in the api error
 * body (`error_code`).
 */
export const ERROR_CODES = {
  /** Default error_code when an AI call error carries none. */
  DEFAULT: '500',
  /** Storyboard generation reported status 4 ("Failed to fetch the statuses."). */
  STATUS_FETCH_FAILED: '22003',
  /** Image regeneration reported status 4 ("Failed to regenerate the AI storyboard."). */
  IMAGE_REGENERATION_FAILED: '22033',
} as const;

/** Fixed `type` values of AI requests (002 §3, §4). */
export const AI_REQUEST_TYPES = {
  /** Discovery request type. */
  DISCOVERY: 0,
  /** Image regeneration item type (shot_number, prompt, shot_id). */
  IMAGE_REGENERATION_ITEM: 1,
} as const;

/** Editing-project (Kden) file (002 §5, §7). */
export const KDEN_FILE = {
  /** The result is good only when code is '0' and path is not null. */
  SUCCESS_CODE: '0',
  DOWNLOAD_NAME: 'output.tar.gz',
} as const;

/** Generic AI post helper: expected status by default; 204 is always accepted (002 §7). */
export const AI_POST_STATUS = {
  DEFAULT_EXPECTED: 200,
  ALWAYS_ACCEPTED: 204,
} as const;

/**
 * Local storage keys of the Deep Story area (002 §4, §9). The spec names the active-id
 * keys; the names of the series listing, discovery form and edited-flag keys are ours.
 */
export const LOCAL_STORAGE_KEYS = {
  SERIES_LISTING: 'aiStoryboardSeries',
  DISCOVERY_FORM: 'discoveryForm',
  ACTIVE_STORYBOARD_IDS: 'activeStoryboardIds',
  ACTIVE_POST_PRODUCTION_ID: 'activePostProductionId',
  ACTIVE_ADD_TO_ACCOUNT_ID: 'activeAddToAccountId',
  ACTIVE_ADD_TO_ACCOUNT: 'activeAddToAccount',
  ACTIVE_ADD_TO_ACCOUNT_USER_ID: 'activeAddToAccountUserId',
  /** Prefix of the per-storyboard "edited" flags; see `storyboardEditedKey`. */
  EDITED_PREFIX: 'aiStoryboardEdited:',
} as const;

/** Local storage key of the "edited" flag of one AI storyboard (002 §4). */
export function storyboardEditedKey(storyboardId: string | number): string {
  return `${LOCAL_STORAGE_KEYS.EDITED_PREFIX}${storyboardId}`;
}

/** Hard-coded recommender sample content (002 §2, §9). */
export const RECOMMENDER_SAMPLE = {
  VIDEOS_ANALYSED: 3_000,
  TOP_USERS: 6,
  TOP_USER_MATCH_MIN: 91,
  TOP_USER_MATCH_MAX: 98,
  TOP_VIDEOS: 10,
  /** Storyboards lettered A to O. */
  STORYBOARDS: 15,
  THEMED_CAROUSELS: 9,
  ITEMS_PER_THEMED_CAROUSEL: 6,
  RATING_MAX: 5,
} as const;

/** Static insights demo figures (002 §2). */
export const INSIGHTS_SAMPLE = {
  VIDEOS_ANALYSED: 1_200,
  WOMEN: 700,
  MEN: 500,
  CARDS: 9,
} as const;
