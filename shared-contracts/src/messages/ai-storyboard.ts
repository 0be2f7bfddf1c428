import { DEEPSTORY_LABELS } from './deepstory';
import { LABELS } from './headings';
import { STORYBOARD_DETAIL_TEXTS } from './storyboard-detail';

/**
 * Texts of the AI storyboard page (002 §2 "Storyboard details", §4 "Editing") that the
 * spec names but does not word (ours): labels, accessible names, the breadcrumb's steps
 * as 002 §2 writes them, and what a screen reader hears while shots move. The spec's own
 * texts (validation, errors, notices) are in DEEPSTORY_MESSAGES.
 */
export const AI_STORYBOARD_TEXTS = {
  /** The breadcrumb "deepstory > discovery > series > storyboard" (002 §2). */
  crumbs: { deepStory: 'deepstory', discovery: 'discovery', series: 'series', storyboard: 'storyboard' },
  back: DEEPSTORY_LABELS.back,
  summary: 'Summary',
  title: 'Title',
  description: 'Description',
  tags: 'Tags',
  noTags: 'No tags',
  addStoryboardTag: STORYBOARD_DETAIL_TEXTS.addTag,
  totalDuration: 'Total duration',
  seconds: (n: number): string => `${n} seconds`,
  format: 'Format',
  brief: 'Brief',
  objectives: 'Objectives',
  thumbnail: (title: string): string => `Thumbnail of ${title}`,
  edit: LABELS.edit,
  save: LABELS.save,
  cancel: LABELS.cancel,
  delete: LABELS.delete,
  deleteTitle: 'Delete this storyboard?',
  deleteBody: 'The storyboard and its shots are deleted for good.',
  /** The film action (002 §2 "A film action button leads to the film step"). */
  film: 'Film Ai',
  cancelPostProduction: 'Cancel post-production',
  postProductionActive: 'Post-production of this storyboard is under way.',
  shots: 'Shots',
  noShots: STORYBOARD_DETAIL_TEXTS.noShots,
  addShot: 'Add shot',
  shotLabel: STORYBOARD_DETAIL_TEXTS.shotLabel,
  removeShot: (n: number): string => `Remove shot ${n}`,
  shotImage: (n: number, title: string): string => (title ? `Shot ${n}: ${title}` : `Shot ${n}`),
  type: 'Type',
  duration: STORYBOARD_DETAIL_TEXTS.shotDuration,
  ugc: 'UGC',
  storyGuide: 'Story Guide',
  filmGuide: 'Film Guide',
  imagePrompt: 'Image Prompt',
  addShotTag: (n: number): string => `Add a tag to shot ${n}`,
  /** A shot field's accessible name: "Title of shot 2". */
  fieldOf: (field: string, n: number): string => `${field} of shot ${n}`,
  chooseMedia: (n: number): string => `Choose an image or video for shot ${n}`,
  newFile: (name: string): string => `New file: ${name}`,
  regenerating: 'Making a new image from the prompt...',
  /** Moving shots reads as on the classic storyboard page (the move button, what a screen reader hears). */
  reorder: STORYBOARD_DETAIL_TEXTS.reorder,
  reorderInstructions: STORYBOARD_DETAIL_TEXTS.reorderInstructions,
  reorderPickedUp: STORYBOARD_DETAIL_TEXTS.reorderPickedUp,
  reorderOver: STORYBOARD_DETAIL_TEXTS.reorderOver,
  reorderDropped: STORYBOARD_DETAIL_TEXTS.reorderDropped,
  reorderCancelled: STORYBOARD_DETAIL_TEXTS.reorderCancelled,
} as const;

/**
 * Texts of the film step (002 §2 "Film step") that the spec names but does not word
 * (ours). The spec's own texts (file types, the loader, the leave prompt) are in
 * DEEPSTORY_MESSAGES and LOADER_MESSAGES.
 */
export const FILM_STEP_TEXTS = {
  back: 'Back to the storyboard',
  loading: 'Loading the film step',
  globalSettings: 'Post-production settings',
  shots: 'Shots',
  ugcOf: (n: number): string => `UGC for shot ${n}`,
  transition: 'Transition',
  transitionOf: (n: number): string => `Transition after shot ${n}`,
  settingOf: (description: string): string => description,
  chooseShotMedia: (n: number): string => `Choose an image or video for shot ${n}`,
  uploading: 'Uploading...',
  readOnlyShot: 'Not user-generated: this shot is used as it is.',
  watermark: 'Watermark',
  closingLogo: 'Closing logo',
  backgroundAudio: 'Background audio',
  chooseFile: (item: string): string => `Choose a file for the ${item.toLowerCase()}`,
  removeFile: (item: string): string => `Remove the ${item.toLowerCase()}`,
  noFile: 'None',
  edit: LABELS.edit,
  save: LABELS.save,
  cancel: LABELS.cancel,
  postProductionFailed: 'Post-production did not finish.',
  tryAgain: 'Try again',
  addToAccount: DEEPSTORY_LABELS.addToAccount,
  addToAccountTitle: 'Add this storyboard to your account?',
  addToAccountBody: 'It becomes a storyboard of your Live project, with its shots, images and durations.',
  addingToAccount: 'Adding the storyboard to your account...',
  openingStoryboard: 'Opening your new storyboard...',
  stay: 'Stay',
  leave: 'Leave',
  downloadKden: DEEPSTORY_LABELS.downloadKden,
  downloadTitle: 'Download editing-project file',
  downloadBody: 'The Kdenlive project of this storyboard with its media, as output.tar.gz.',
  download: LABELS.download,
  preparingDownload: 'Preparing the editing-project file...',
  dgVideo: 'Director Guide video',
  beta: 'Beta',
  dgBody: 'A short video of the shots with their story and film guides, to brief a filmmaker.',
  dgMake: 'Make the Director Guide video',
  dgMaking: 'Making the Director Guide video...',
  close: LABELS.close,
} as const;
