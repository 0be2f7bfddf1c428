/**
 * Texts the spec uses in more than one area, defined once. The domain objects
 * (UPLOAD_MESSAGES, PROXY_MESSAGES, AUTH_MESSAGES, ...) keep their names and point here,
 * so a wording fix is made in one place.
 */
export const COMMON_MESSAGES = {
  /** Said after a link that opens a new tab (ours). */
  opensInNewTab: '(opens in a new tab)',
  /** Upload and proxy errors (001 §8, 002 §8). */
  unexpectedErrorStop: 'Unexpected error.',
  /** Sign-in and upload errors (000 §8, 001 §8). */
  unexpectedError: 'Unexpected Error',
  /** Warning when leaving during an upload (001 §4, 002 §8). */
  uploadInProgress: 'Upload in progress. Please do not navigate away.',
  /** Success toast of a plan change (000 §2, 001 §4). */
  subscriptionProcessing:
    'We are processing your subscription and will update your subscription level once completed.',
  /** Sign-up password rule (000 §5); also shown for a weak new password. */
  passwordRule:
    'Password must be at least 8 characters long and include 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character.',
  /** Login and admin confirmation with an empty field (000 §5, 002 §5). */
  fieldsCannotBeEmpty: '*Fields cannot be empty',
  /** Shot duration and discovery length above the limit (002 §5). */
  max120Seconds: 'Max 120 seconds',
  /** Identity throttling (not worded by the spec; ours). */
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  /** While the plan catalogue loads (not worded by the spec; ours). */
  loadingPlans: 'Loading plans...',
} as const;

/**
 * Texts of the shared building blocks (lists, tables, tags, media, charts) that the
 * spec does not word: ours, written for screen-reader users as much as for the eye.
 */
export const BLOCK_LABELS = {
  /** Accessible name of a page's breadcrumb navigation. */
  breadcrumb: 'Breadcrumb',
  /** Accessible name of a skeleton or a loading area. */
  loading: 'Loading',
  /** A list whose next page failed to load; a Retry button follows. */
  loadMoreFailed: 'More items could not be loaded.',
  /** Accessible name of the tag input. */
  addTag: 'Add a tag',
  /** Column filter drop-down: search and reset buttons. */
  search: 'Search',
  /** Row selection checkbox in the header of a table. */
  selectAll: 'Select all rows',
  /** Drop zone: the button that opens the file picker. */
  chooseFiles: 'Choose files',
  /** Heading of the table that describes a chart to screen readers. */
  chartData: 'Chart data',
} as const;

/** "Remove tag {tag}": accessible name of a tag's close button. */
export function removeTagLabel(tag: string): string {
  return `Remove tag ${tag}`;
}

/** "Filter {column}": accessible name of a table column's filter button and input. */
export function filterColumnLabel(column: string): string {
  return `Filter ${column}`;
}

/** "Select row {name}": accessible name of a table row's selection checkbox. */
export function selectRowLabel(name: string): string {
  return `Select row ${name}`;
}

/** "Drop files here or choose files. Accepted: Image, Video." */
export function dropZoneHint(accepted: readonly string[]): string {
  return `Drop files here or choose files. Accepted: ${accepted.join(', ')}.`;
}
