import { LABELS } from './headings';
import { SIDE_PANEL_LABELS } from './library';
import { CONFIRM_DIALOG_TEXTS, PROXY_MESSAGES, STORYBOARD_MESSAGES } from './storyboards';

/**
 * The reusable asset page (001 §2 "Reusable asset page", §3, §5, §8): the spec's own texts
 * (errors, the progress dialog, the delete prompt) gathered for the page, then the labels
 * it names but does not word.
 */
export const REUSABLE_ASSET_TEXTS = {
  /** The route's title (the manifest's) and the heading until the asset is there. */
  title: 'Storymaker',
  /** The page's breadcrumb step before the asset's name. */
  breadcrumb: SIDE_PANEL_LABELS.directorsGuide,
  notAvailable: 'Reusable asset not available',
  /** 001 §8. */
  createFailed: PROXY_MESSAGES.createReusableAssetFailed,
  createUnexpected: PROXY_MESSAGES.createReusableAssetUnexpected,
  fetchError: PROXY_MESSAGES.fetchReusableAssetError,
  fetchUnexpected: PROXY_MESSAGES.fetchReusableAssetUnexpected,
  updateUnexpected: PROXY_MESSAGES.updateReusableAssetUnexpected,
  deleteUnexpected: PROXY_MESSAGES.deleteReusableAssetUnexpected,
  /** 001 §2: the progress dialog while saving. */
  updating: STORYBOARD_MESSAGES.updatingReusableAsset,
  /** 001 §5: deleting needs the word 'delete'. */
  deleteTitle: CONFIRM_DIALOG_TEXTS.deleteReusableAssetTitle,
  deletePrompt: STORYBOARD_MESSAGES.typeDeleteToConfirm,
  /** Tools. */
  edit: LABELS.edit,
  save: LABELS.save,
  cancel: LABELS.cancel,
  delete: LABELS.delete,
  /** Facts and fields. */
  name: 'Name',
  nameRequired: 'Please enter a name.',
  mediaType: 'Media type',
  description: 'Description',
  tags: 'Tags',
  noTags: 'No tags',
  noDescription: 'No description',
  addTag: 'Add a tag to the asset',
  editForm: 'Edit reusable asset',
  /** The preview while the media is processed, and when it cannot be shown. */
  preview: 'Preview',
  preparing: 'Preparing the preview...',
  processingFailed: (reason: string | null): string => (reason ? `The media could not be processed: ${reason}` : 'The media could not be processed.'),
  noPreview: 'There is no preview for this asset.',
} as const;
