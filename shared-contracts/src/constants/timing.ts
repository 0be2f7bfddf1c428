/** Session re-check (000 §2, §9): re-authenticate after 30 minutes; the loop runs every 10 s. */
export const SESSION_TIMING = {
  RECHECK_AFTER_MS: 30 * 60 * 1000,
  CHECK_LOOP_MS: 10_000,
  /**
   * A session check that fails for a reason other than the session itself (no answer, a
   * server error, too many requests) is tried again after each of these waits before the
   * session counts as expired.
   */
  CHECK_RETRY_DELAYS_MS: [1_000, 3_000],
} as const;

/** Every polling interval of the portal, in milliseconds (001 §4, §9; 002 §4, §9). */
export const POLL_INTERVALS_MS = {
  /** After release, until the status is no longer Processing. */
  STORYBOARD_STATUS: 500,
  CLONE_REQUEST: 2_500,
  LISTING_COPY_REQUEST: 2_500,
  /** Script-creation request after an upload ("script job", 2.5 s). */
  SCRIPT_CREATION_REQUEST: 2_500,
  TEST_RENDER: 5_000,
  /** An asset download's packing (001 §7), at the spec's job poll (2.5 s). */
  ASSET_DOWNLOAD: 2_500,
  REUSABLE_ASSET_READINESS: 250,
  /** A file uploaded for a render, until its processing is done (ours: the spec shows none). */
  RENDER_FILE_READINESS: 1_000,
  AI_GENERATION_STATUS: 10_000,
  POST_PRODUCTION_STATUS: 10_000,
  ADD_TO_ACCOUNT_PROGRESS: 10_000,
  IMAGE_REGENERATION_STATUS: 10_000,
  DG_VIDEO_STATUS: 10_000,
  /** The new classic storyboard after an AI add to account. */
  NEW_STORYBOARD_AFTER_ADD_TO_ACCOUNT: 2_500,
} as const;

/** One-off waits and debounces, in milliseconds (001 §9, 002 §4, §9). */
export const DELAYS_MS = {
  SEARCH_DEBOUNCE: 500,
  /** Sign-up project-code availability check after the last keystroke (not shown in the spec; ours). */
  PROJECT_CODE_CHECK_DEBOUNCE: 400,
  /** List refresh after a storyboard delete (classic and AI). */
  DELETE_REFRESH: 3_000,
  /** Before the first post-production status check. */
  POST_PRODUCTION_FIRST_CHECK: 1_000,
  /** After POST /ai/updateStoryboardMetadata. */
  AFTER_METADATA_UPDATE: 1_000,
  /** The film button ignores clicks this soon after one it acted on (002 §4 "debounced"; the wait is ours). */
  FILM_ACTION_DEBOUNCE: 1_000,
  /**
   * How long the portal follows one marketplace copy request before it says it takes long
   * (ours: the spec polls "until Completed or Failed"); the marketplace and the recommender.
   */
  LISTING_COPY_WAIT: 10 * 60_000,
  /**
   * The "Loading Your Account..." modal (000 §2) shows once the payment account has been
   * loading this long (ours): an account that answers sooner, as on most page loads, shows
   * no modal flashing over the page (docs/adr/055).
   */
  LOADING_ACCOUNT_MODAL: 400,
} as const;

/** Film step loader (002 §2, §9): rotate every 10 s; slow messages at 180, 300, 420 s, then stop. */
export const LOADER_TIMING = {
  ROTATE_EVERY_MS: 10_000,
  SLOW_MESSAGE_AFTER_S: [180, 300, 420],
} as const;

/** Render progress bar (001 §4, §9). */
export const RENDER_PROGRESS = {
  /** +1% every second while rendering... */
  STEP_PERCENT: 1,
  STEP_EVERY_MS: 1_000,
  /** ...up to 90%. */
  CAP_PERCENT: 90,
  /** On success it jumps to 100%... */
  DONE_PERCENT: 100,
  /** ...and resets after 5 seconds (project name cleared). */
  RESET_DELAY_MS: 5_000,
  /** On failure it resets to 0. */
  FAILED_PERCENT: 0,
} as const;

/** How old (seconds since its `auth_time`) a re-authentication may be for an admin action (admin-calls.ts). */
export const ADMIN_REAUTH_MAX_AGE_S = 300;
