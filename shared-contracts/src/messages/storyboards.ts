import { COMMON_MESSAGES } from './common';
import { HEADINGS, LABELS } from './headings';

/** Storyboard action errors, progress dialogs and editor notes (001 §2, §4, §5, §8). */
export const STORYBOARD_MESSAGES = {
  inMarketplace: 'Storyboard in marketplace. Please unlist storyboard first.',
  requiredTags: 'Please include required tag(s) to storyboard',
  updateProjectFailed: 'Failed to update the storyboard project',
  releaseFailed: 'Failed to release, please check trailer video is uploaded.',
  suspendFailed: 'Failed to suspend the storyboard',
  deleteFailed: 'Failed to delete the storyboard',
  cloneFailed: 'Failed to clone the storyboard',
  addToAccountFailed: 'Failed to add storyboard to account',
  moveToMarketplaceFailed: 'Failed to move storyboard to marketplace',
  saveFailed: 'Failed to save Storyboard',
  bulkUploadFailed: 'Failed bulk upload assets',
  cloneUnexpected: 'An unexpected error ocurred while cloning.',
  /**
   * The spec writes 'Unexpected error when searching storyboards/listings/popular
   * listings': three messages, one per search.
   */
  searchStoryboardsUnexpected: 'Unexpected error when searching storyboards',
  searchListingsUnexpected: 'Unexpected error when searching listings',
  searchPopularListingsUnexpected: 'Unexpected error when searching popular listings',
  unlistUnexpected: 'Unexpected error when unlisting storyboard',
  updatingStoryboard: 'Updating Storyboard...',
  updatingReusableAsset: 'Updating Reusable Asset...',
  processingStoryboard: 'Processing Storyboard...',
  shotLoadError: 'There was an error loading the shot. Please try refreshing the page',
  /** Flag next to a changed UGV status or shot number. */
  unsaved: '(unsaved)',
  assetNotSupported: 'Asset is not supported or invalid',
  typeDeleteToConfirm: "Type 'delete' to confirm deletion.",
  searchUsersFailed: 'Search users failed',
  searchUsersUnexpected: 'Unexpected error searching users',
} as const;

/**
 * Confirm-by-typing dialogs (001 §2, §4, §5): deleting a storyboard or a reusable asset
 * needs the word 'delete', unlisting the word 'unlist' (CONFIRM_WORDS). The spec words
 * only the delete prompt; the titles, the unlist prompt and the buttons are ours.
 */
export const CONFIRM_DIALOG_TEXTS = {
  deleteStoryboardTitle: 'Delete storyboard',
  deleteReusableAssetTitle: 'Delete reusable asset',
  unlistTitle: 'Unlist storyboard',
  deletePrompt: STORYBOARD_MESSAGES.typeDeleteToConfirm,
  unlistPrompt: "Type 'unlist' to confirm unlisting.",
  deleteButton: LABELS.delete,
  unlistButton: 'Unlist',
} as const;

/** Upload, script creation and enrichment texts (001 §4, §8). */
export const UPLOAD_MESSAGES = {
  assetUploadErrors: 'Errors were encountered uploading the asset',
  unexpectedError: COMMON_MESSAGES.unexpectedError,
  storyboardUploadFailed: 'Failed to upload storyboard.',
  unexpected: COMMON_MESSAGES.unexpectedErrorStop,
  statusFetchError: 'Error fetching storyboards status',
  statusFetchUnexpected: 'Unexpected error fetching storyboard upload status',
  assetsNotSynced: 'Not all assets were correctly synced',
  defaultImageFailed: 'The storyboard could not be correctly updated with a default image.',
  assetsDefaultImagesFailed: 'Not all assets were correctly updated with default images.',
  enrichError: 'Error enriching storyboard.',
  enrichUnexpected: 'Unexpected error enriching storyboard.',
  enrichShotsUnexpected: 'An unexpected error ocurred while enriching storyboard and shots.',
  uploadUnexpected: 'An unexpected error ocurred while uploading.',
  uploadFailed: 'Upload failed',
  fileUploaded: 'File Uploaded',
  /** Warning when leaving during an upload (001 §4, 002 §8). */
  uploadInProgress: COMMON_MESSAGES.uploadInProgress,
  processingProgress: 'Processing storyboard ...',
  enrichingProgress: 'Enriching storyboard ...',
} as const;

/** Proxy call errors (001 §7, §8; 002 §8). */
export const PROXY_MESSAGES = {
  createReusableAssetFailed: 'Failed to create reusable asset.',
  unexpected: COMMON_MESSAGES.unexpectedErrorStop,
  fetchReusableAssetError: 'Error fetching reusable asset',
  fetchStoryboardsError: 'Error fetching storyboards',
  fetchStoryboardDetailError: 'Error fetching storyboard detail.',
  fetchLatestStoryboardFailed: 'Failed to fetch the latest storyboard.',
  deleteShotError: 'Error deleting shot',
  unlistError: 'Error unlist storyboards',
  cloneStatusError: 'Error fetching clone status',
  listingCopyStatusError: 'Error fetching listing copy status',
  searchAssetsUnexpected: 'Unexpected error when searching assets',
  createReusableAssetUnexpected: 'Unexpected error when creating reusable asset',
  fetchReusableAssetUnexpected: 'Unexpected error when fetching reusable asset',
  updateReusableAssetUnexpected: 'Unexpected error when updating reusable asset',
  deleteReusableAssetUnexpected: 'Unexpected error when deleting reusable asset',
  renderUnexpected: 'Unexpected error when rendering storyboard project',
  /** GET /proxy/v1/current-user/projects answered other than 200 (000 §7). */
  projectsFetchError: 'Error fetching projects information.',
  projectsFetchUnexpected: 'Unexpected error fetching projects information.',
} as const;

/** Render dialog, progress tab and test render texts (001 §2, §4, §8). */
export const RENDER_MESSAGES = {
  renderFailed: 'Failed To Render Video',
  shotsAssetsMismatch: 'You have not filled all UGV shots with assets! Refresh the page and try again',
  noVideosRendering: 'There are currently no videos being rendered!',
  dialogTitle: HEADINGS.renderVideo,
  startRender: 'Start Render',
  cancel: 'Cancel',
  /** Status label while a storyboard renders. */
  renderStatus: 'Render',
  projectName: 'Project Name',
} as const;

