import { HEADINGS, LABELS } from './headings';
import { SIDE_PANEL_LABELS } from './library';
import { STORYBOARD_MESSAGES, UPLOAD_MESSAGES } from './storyboards';

/** "20 MB", "1 GB": a size limit as the upload texts show it (binary units, as UPLOAD_KINDS counts them). */
export function fileSizeText(bytes: number): string {
  const units: ReadonlyArray<readonly [string, number]> = [
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
    ['KB', 1024],
  ];
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} B`;
}

/**
 * An image added from a web address (001 §2 "Upload Storyboard or Asset": images may also
 * come from a URL; POST .../assets/imports): why the api or the portal refuses it, as
 * error_message and under the field. Ours: the spec names the feature, not these words.
 */
export const URL_IMPORT_MESSAGES = {
  notWebAddress: 'Enter a web address that starts with http:// or https://',
  credentials: 'The address must not contain a user name or password',
  privateAddress: 'The address leads to a private network, which cannot be used',
  unreachable: 'The address could not be reached',
  timedOut: 'The address took too long to answer',
  failedStatus: (status: number): string => `The address answered with an error (HTTP ${status})`,
  tooManyRedirects: (max: number): string => `The address redirected more than ${max} times`,
  notAnImage: 'The address did not answer with an image',
  imageTypeNotAllowed: (type: string, accepted: readonly string[]): string => `Images of type ${type} cannot be added; accepted: ${accepted.join(', ')}`,
  tooLarge: (maxBytes: number): string => `The image is larger than ${fileSizeText(maxBytes)}`,
  cutOff: 'The image stopped arriving before it was complete',
} as const;

/**
 * The Storymaker's uploads (001 §2 "Upload Storyboard or Asset", §4 "Adding a script from
 * an upload", "Upload states"): the spec's own texts (UPLOAD_MESSAGES, the headings)
 * first, then the labels, refusals and notes it names but does not word.
 */
export const UPLOAD_TEXTS = {
  /** Page title of the Storymaker routes (the route table's). */
  storymaker: 'Storymaker',
  modalTitle: HEADINGS.uploadStoryboardOrAsset,
  uploadYourStoryboard: HEADINGS.uploadYourStoryboard,
  /** Opens the upload modal. */
  openUpload: SIDE_PANEL_LABELS.uploadFile,
  fileUploaded: UPLOAD_MESSAGES.fileUploaded,
  uploadFailed: UPLOAD_MESSAGES.uploadFailed,
  uploadInProgress: UPLOAD_MESSAGES.uploadInProgress,
  processingStoryboard: STORYBOARD_MESSAGES.processingStoryboard,
  bulkUploadFailed: STORYBOARD_MESSAGES.bulkUploadFailed,

  /** Under "Upload your Storyboard". */
  uploaderIntro:
    'A storyboard document (.json), an editing project (.tar.gz, .kdenlive) or a video becomes a new storyboard; images, audio and videos can also be added to your assets. You can upload several files at once.',
  /** Accessible name of the drop areas. */
  dropZone: 'Files to upload',
  /** What the drop areas take, listed in their hint. */
  accepted: ['Storyboard document (.json)', 'Editing project (.tar.gz, .kdenlive)', 'Video', 'Image', 'Audio'] as readonly string[],
  /** The kind of a chosen file. */
  kinds: { StoryboardDocument: 'Storyboard document', EditingProject: 'Editing project', Video: 'Video', Image: 'Image', Audio: 'Audio' },
  /** Accessible name of the list of chosen files. */
  chosenFiles: 'Chosen files',
  /** A chosen file's line: "clip.mp4, Video, 12 MB". */
  chosenFile: (name: string, kind: string, size: number): string => `${name}, ${kind}, ${fileSizeText(size)}`,
  /** The question asked of each video (001 §2: a new storyboard or an asset). */
  videoUse: (name: string): string => `Upload ${name} as`,
  asNewStoryboard: 'A new storyboard',
  asAsset: 'An asset',
  /** Shown while a video has no answer; Upload stays disabled. */
  chooseVideoUse: 'Choose for each video whether it makes a new storyboard or is added to your assets.',
  removeButton: 'Remove',
  /** The Remove button's accessible name: "Remove clip.mp4". */
  remove: (name: string): string => `Remove ${name}`,
  upload: 'Upload',
  cancel: LABELS.cancel,
  /** Files refused before anything is sent (the api refuses the same: UPLOAD_KINDS). */
  refusedTitle: 'Some files were not added',
  notAllowed: (name: string): string => `${name}: this type of file cannot be uploaded. Choose a storyboard document (.json), an editing project (.tar.gz, .kdenlive), a video, an image or an audio file.`,
  tooLarge: (name: string, kind: string, maxBytes: number): string => `${name}: ${kind} files can be at most ${fileSizeText(maxBytes)}.`,
  empty: (name: string): string => `${name}: the file is empty.`,
  /** An image the api fetches from a web address, beside the file chooser. */
  imageFromUrl: 'Image from URL',
  addUrl: 'Add',
  invalidUrl: URL_IMPORT_MESSAGES.notWebAddress,
  /** A chosen address's line: "https://example.com/cover.png, Image from URL". */
  chosenUrl: (url: string): string => `${url}, Image from URL`,

  /** The progress area (one bar per file). */
  progressRegion: 'Uploads',
  progressLabel: (name: string): string => `Upload of ${name}`,
  /** A file's state, next to its bar. */
  waiting: 'Waiting',
  uploading: (percent: number): string => `Uploading ${percent}%`,
  /** An image from a web address while the api fetches it (its size is unknown until then). */
  fetching: 'Fetching the image',
  targetStoryboard: 'New storyboard',
  targetAsset: 'Asset',
  /** The batch: "2 of 3 files uploaded". */
  summary: (done: number, total: number): string => `${done} of ${total} ${total === 1 ? 'file' : 'files'} uploaded`,
  /** bulk_completed: every file of the batch has its outcome. */
  allFinished: 'Uploads finished',
  clear: 'Clear',
  /** A storyboard being made from an upload, under its file. */
  processing: (step: string | null): string => (step ? `${STORYBOARD_MESSAGES.processingStoryboard} ${step}` : STORYBOARD_MESSAGES.processingStoryboard),
  storyboardReady: 'Storyboard ready',
  /**
   * The storyboard was not ready after the portal's wait (ours: the spec polls until
   * Completed or Failed); it goes on in the api and shows in the storyboards when done.
   */
  stillProcessing: 'The storyboard is still being processed. It will appear in your storyboards when it is ready.',

  /** The leave warning's dialog (001 §4: 'Upload in progress. Please do not navigate away.'). */
  leaveTitle: 'Leave this page?',
  stay: 'Stay',
  leaveAnyway: 'Leave anyway',
} as const;
