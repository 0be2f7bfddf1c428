import { COMMON_MESSAGES } from './common';

/** Deep Story errors, notices and validation texts (002 §4, §5, §8). */
export const DEEPSTORY_MESSAGES = {
  /** Default error_message when an AI call error carries none (002 §7). */
  defaultErrorMessage: 'An error occurred',
  /** Generic post helper: answer status neither the expected one nor 204 (002 §7). */
  statusCodeIncorrect: 'Status code incorrect',
  /** Default message of code 22003 (storyboard generation failed). */
  statusFetchFailed: 'Failed to fetch the statuses.',
  /** Default message of code 22033 (image regeneration failed). */
  imageRegenerationFailed: 'Failed to regenerate the AI storyboard.',
  /** EMPTY_SHOTS_ERROR: saving a storyboard without shots. */
  emptyShots: 'Requires at least 1 shot in the storyboard.',
  kdenFileFailed: 'Failed to retrieve Kden file',
  userIdNotInState: 'User ID not found in state.',
  invalidUserId: 'Invalid user ID.',
  signedUrlFailed: 'Error fetching signed URL. Please try again.',
  invalidStoryboardId: 'Failed to navigate. Invalid storyboard ID.',
  unexpectedSaveError: 'An unexpected error occurred. Please try again.',
  seriesSaveError: 'An error occurred while saving changes. Please try again.',
  saveError: 'An error occurred while saving changes.',
  invalidData: 'Invalid data detected. Please check your inputs and try again.',
  noChanges: 'No changes detected.',
  noChangesToSave: 'No changes detected to save.',
  changesSaved: 'Changes saved successfully.',
  storyboardDeleted: 'Storyboard deleted successfully',
  storyboardsDeleted: 'Storyboard(s) deleted successfully',
  watermarkImageOnly: 'The watermark must be an Image File only',
  closingLogoImageOnly: 'The closing logo must be an Image File only',
  backgroundAudioOnly: 'The background audio must be an Audio File only',
  imageOrAudioOnly: 'Only image or audio files are allowed.',
  imageOrVideoOnly: 'Only image or video files are allowed.',
  moveToFilmAi: 'Move to FilmAi Section to Update PostProcessing Assets',
  uploadInProgress: COMMON_MESSAGES.uploadInProgress,
  storyboardInProgress: "You're Storyboard is in progress. Please do not refresh the page or navigate away.",
  leaveAddToAccount: 'Adding the storyboard to your account is in progress. Are you sure you want to leave?',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  storyGuideRequired: 'Story Guide is required',
  filmGuideRequired: 'Film Guide is required',
  imagePromptRequired: 'Image Prompt is required',
  durationRequired: 'Duration is required',
  max120Seconds: COMMON_MESSAGES.max120Seconds,
  fillRequiredFields: 'Please fill in all required fields',
  blankTag: 'Cannot add blank tags.',
  duplicateTag: 'Tags must be unique. Duplicates are not allowed.',
  titlesNeedText: 'Please make sure all titles contain text.',
  seriesTitleRequired: 'Series title is required',
  storyboardTitleRequired: 'Storyboard title is required',
  /** Marker inside a shot's film_guide that starts its tip part (002 §3). */
  filmmakingTipMarker: 'Filmmaking Tip:',
} as const;

/** Discovery form labels, placeholders and validation (002 §2, §5). */
export const DISCOVERY_MESSAGES = {
  purpose: 'Purpose',
  objectives: 'Objectives',
  keyTopics: 'Key topics or question(s)',
  storyteller: 'Storyteller(s)',
  targetAudience: 'Target audience',
  orientation: 'Orientation',
  selectOrientation: 'Select Orientation',
  landscape: 'Landscape',
  portrait: 'Portrait',
  length: 'Length in seconds',
  lengthPlaceholder: 'Min 30s - Max 120s.',
  purposeRequired: 'Purpose is required',
  objectiveRequired: 'At least one objective is required',
  orientationRequired: 'Orientation is required',
  lengthRequired: 'Length is required',
  lengthMax: COMMON_MESSAGES.max120Seconds,
  /** Length under 30 s (ours: 002 §5 shows the minimum only in the field hint). */
  lengthMin: 'Min 30 seconds',
  storytellerRequired: 'Storyteller is required',
} as const;

/** Deep Story landing, series and film step buttons (002 §2). */
export const DEEPSTORY_LABELS = {
  fast: 'Fast',
  comprehensive: 'Comprehensive',
  interactive: 'Interactive',
  /** Fast and Interactive panels (002 §2 writes "coming soon"; capitalisation ours). */
  comingSoon: 'Coming soon',
  letsDoThis: "Let's do this!",
  viewSeriesHistory: 'View series history',
  goBack: 'Go Back',
  back: 'Back',
  next: 'Next',
  reset: 'Reset',
  add: 'Add',
  addToAccount: 'Add to Account',
  downloadKden: 'Download Kden',
  ugcYes: 'Yes',
  ugcNo: 'No',
} as const;

/**
 * Film step loader texts (002 §2, §8). The slow-down messages appear at 180, 300 and
 * 420 s (see `LOADER_TIMING`). The rotating texts are not shown in the spec: ours.
 */
export const LOADER_MESSAGES = {
  rotating: [
    'Preparing your storyboard...',
    'Setting up the post-production settings...',
    'Packaging your shots...',
    'Almost there...',
  ],
  slowTakingLonger: "Okay, I know it's taking a bit longer, please be patient...",
  slowPackaging:
    'Something might be going wrong with my packaging, please hold on while I check the status...',
  slowRefresh: 'Please refresh your browser or contact our support team if the issue persists.',
} as const;

/** The slow-down messages in the order they appear (180 s, 300 s, 420 s). */
export const LOADER_SLOW_MESSAGES: readonly string[] = [
  LOADER_MESSAGES.slowTakingLonger,
  LOADER_MESSAGES.slowPackaging,
  LOADER_MESSAGES.slowRefresh,
];

/**
 * Toast of a server error from the AI area (002 §8): "Error (Code: {code}): {message}".
 * @param code the error_code, e.g. '22003'.
 * @param message the error_message.
 */
export function aiServerError(code: string | number, message: string): string {
  return `Error (Code: ${code}): ${message}`;
}

/** "Failed to upload the asset for shot {n}." (002 §8; saving stops). */
export function uploadAssetFailedForShot(n: number): string {
  return `Failed to upload the asset for shot ${n}.`;
}

/** "Error uploading asset for shot {n}." (002 §8; saving stops). */
export function uploadAssetErrorForShot(n: number): string {
  return `Error uploading asset for shot ${n}.`;
}

/** "Failed to upload the new image for shot {n}." (002 §8; saving stops). */
export function uploadImageFailedForShot(n: number): string {
  return `Failed to upload the new image for shot ${n}.`;
}

/** "Error uploading new image for shot {n}." (002 §8; saving stops). */
export function uploadImageErrorForShot(n: number): string {
  return `Error uploading new image for shot ${n}.`;
}

/** Film step variant: "Failed to upload asset for item {name}." (002 §8). */
export function uploadAssetFailedForItem(name: string): string {
  return `Failed to upload asset for item ${name}.`;
}

/** Film step variant: "Error uploading asset for item {name}." (002 §8). */
export function uploadAssetErrorForItem(name: string): string {
  return `Error uploading asset for item ${name}.`;
}
