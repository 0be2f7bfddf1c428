import { LABELS } from './headings';

/**
 * Texts of the storyboard detail page (001 §2 "Storyboard detail view", §4 "Saving a
 * storyboard", "Shots") that the spec names but does not word: field labels, the save
 * queue's step messages, empty states. The spec's own texts (the save failure, the shot
 * loading error, "(unsaved)") are in STORYBOARD_MESSAGES.
 */
export const STORYBOARD_DETAIL_TEXTS = {
  /** Empty state on a storyboard route without data (001 §2). */
  notAvailable: LABELS.storyboardNotAvailable,
  detailsTab: 'Details',
  renderTab: 'Render',
  cover: 'Cover media',
  coverHint: 'Drop an image, video or audio file or asset here, choose a file, or use "Use as cover" on an asset.',
  /** The file picker of the cover and of each shot panel while editing (the keyboard's way to drop a file). */
  chooseFile: 'Choose a file',
  chooseCoverFile: 'Choose a file for the cover media',
  chooseShotFile: (n: number): string => `Choose a file for shot ${n}`,
  /** A file from the computer waiting in the draft, uploaded when the storyboard is saved. */
  newFile: (name: string): string => `New file: ${name}`,
  useAsCover: 'Use as cover',
  noCover: 'No cover media yet',
  status: 'Status',
  projectCode: 'Project code',
  filmmaker: 'Filmmaker',
  about: 'About',
  tags: 'Tags',
  noTags: 'No tags',
  denoising: 'Audio denoising',
  variableShotLength: 'Variable shot length',
  title: 'Title',
  titleRequired: 'Please enter a title.',
  editForm: 'Edit storyboard',
  addTag: 'Add a tag to the storyboard',
  description: 'Description',
  shots: 'Shots',
  noShots: 'This storyboard has no shots yet.',
  addShot: 'Add shot',
  newShotTitle: 'New shot',
  shotTitle: 'Shot title',
  shotDescription: 'Shot description',
  shotDuration: 'Duration (seconds)',
  shotType: 'Shot type',
  ugv: 'UGV',
  reorder: (n: number): string => `Move shot ${n}`,
  /** What a screen reader hears while a shot is moved (drag or keyboard). */
  reorderInstructions: 'To move a shot, press Space or Enter on its move button, use the arrow keys to choose its place, then press Space or Enter again. Escape cancels.',
  reorderPickedUp: (n: number): string => `Picked up shot ${n}.`,
  reorderOver: (n: number, place: number): string => `Shot ${n} is over place ${place}.`,
  reorderDropped: (n: number, place: number): string => `Shot ${n} dropped at place ${place}.`,
  reorderCancelled: (n: number): string => `Moving shot ${n} was cancelled.`,
  shotLabel: (n: number): string => `Shot ${n}`,
  offAsset: 'Asset not in a shot',
  convertHint: 'Turn UGV on to make this video a shot.',
  duration: (seconds: number): string => `${seconds} s`,
  /** Why the last release went back to Draft (the api's reason), under the spec's release failure text. */
  lastReleaseFailed: (reason: string): string => `The last release did not go through: ${reason}.`,
  /** The save queue's step messages in the "Updating Storyboard..." dialog (001 §4). */
  saveSteps: {
    summary: 'Saving title, description and tags',
    updateShot: (n: number): string => `Updating shot ${n}`,
    createShot: (n: number): string => `Creating shot ${n}`,
    deleteShot: (title: string): string => `Removing shot "${title}"`,
    /** Upload or replace an asset file (the cover's or a saved shot's), and upload a new shot's asset. */
    uploadFile: (name: string): string => `Uploading file ${name}...`,
    progress: (step: number, of: number): string => `Step ${step} of ${of}`,
  },
} as const;
