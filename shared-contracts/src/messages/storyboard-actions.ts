import { LABELS } from './headings';
import { STORYBOARD_MESSAGES } from './storyboards';

const MOVE_TO_MARKETPLACE = 'Move to marketplace';
const MOVE_TO_CUSTOMER = 'Move to customer';

/**
 * The storyboard action bar (001 §2, §4, §6): labels, dialogs and progress steps the spec
 * names but does not word. The spec's own texts (errors of 001 §8, "Processing
 * Storyboard...", the confirm prompts) stay in STORYBOARD_MESSAGES and CONFIRM_DIALOG_TEXTS.
 */
export const STORYBOARD_ACTION_TEXTS = {
  /** Accessible name of the toolbar. */
  toolbar: 'Storyboard actions',
  edit: LABELS.edit,
  save: LABELS.save,
  cancelEdit: LABELS.cancel,
  release: 'Release',
  suspend: 'Suspend',
  delete: LABELS.delete,
  clone: 'Clone',
  moveToLive: 'Move to live',
  backToDev: 'Back to dev',
  moveToMarketplace: MOVE_TO_MARKETPLACE,
  unlist: 'Unlist',
  moveToCustomer: MOVE_TO_CUSTOMER,

  /** Release dialog: the render quality choice (001 §4 "asks for a high resolution choice"). */
  releaseTitle: 'Release storyboard',
  releaseQuality: 'Render quality',
  releaseHigh: 'High resolution',
  releaseLow: 'Low resolution',
  releaseConfirm: 'Release',

  /** Clone dialog. */
  cloneTitle: 'Clone storyboard',
  cloneConfirm: 'Clone',
  titleLabel: 'Title',
  titleRequired: 'Enter a title',
  titleTooLong: (max: number): string => `The title can have at most ${max} characters`,

  /** Move to marketplace dialog. */
  marketplaceTitle: 'Move storyboard to marketplace',
  authorLabel: 'Author',
  authorRequired: "Enter the author's name",
  authorDescriptionLabel: 'About the author',
  marketplaceConfirm: MOVE_TO_MARKETPLACE,

  /** Move to customer storyboard dialog (admins). */
  moveToCustomerTitle: 'Move to customer storyboard',
  searchUsers: 'Search users',
  searchUsersHint: 'Type a name or an e-mail address',
  searchingUsers: 'Searching users...',
  noUsersFound: 'No users found',
  usersFound: 'Users',
  chooseUser: 'Choose the customer to move the storyboard to',
  moveToCustomerConfirm: MOVE_TO_CUSTOMER,

  /** Progress dialog steps (every long action shows one; release uses STORYBOARD_MESSAGES). */
  releasing: STORYBOARD_MESSAGES.processingStoryboard,
  suspending: 'Suspending storyboard...',
  deleting: 'Deleting storyboard...',
  deleted: 'Storyboard deleted. Returning to your storyboards...',
  cloning: 'Cloning storyboard...',
  movingToLive: 'Moving storyboard to live...',
  movingToDev: 'Moving storyboard back to dev...',
  movingToMarketplace: 'Moving storyboard to marketplace...',
  unlisting: 'Unlisting storyboard...',
  movingToCustomer: 'Moving storyboard to customer...',

  /** The upgrade path (002 §1: customising marketplace storyboards needs Starter and above). */
  upgradeEditTitle: 'Upgrade to customise this storyboard',
  upgradeEditDescription: 'Customising storyboards from the marketplace needs a paid plan (Starter and above).',
  upgradeMarketplaceTitle: 'Upgrade to list in the marketplace',
  upgradeMarketplaceDescription: 'Moving storyboards to the marketplace needs a paid plan (Starter and above).',
  /** Dismisses an action failure shown in the bar. */
  dismissError: 'Dismiss',
} as const;
