import { LABELS } from './headings';
import { PROXY_MESSAGES } from './storyboards';

/** Videos library: table columns, filters, tools and download toasts (001 §2, §5, §8). */
export const VIDEOS_MESSAGES = {
  columnDate: 'Date',
  columnUser: 'User',
  columnProjectType: 'Project Type',
  columnProjectName: 'Project Name',
  columnStoryboard: 'Storyboard',
  columnShotNo: 'Shot No.',
  columnShotTitle: 'Shot Title',
  columnAssetType: 'Asset type',
  columnSelection: 'Selection',
  filterVideo: 'Video',
  filterImage: 'Image',
  filterAudio: 'Audio',
  filterDg: 'DG',
  filterUgv: 'UGV',
  filterStock: 'Stock',
  filterMovie: 'Movie',
  filterShot: 'Shot',
  download: LABELS.download,
  delete: LABELS.delete,
  reset: LABELS.reset,
  /** Error toast: download pressed with nothing selected. */
  selectAssetsToDownload: 'Please select asset(s) to download',
  /** Success toast once a download request is accepted. */
  downloadPacking: 'Start packing the assets at the backend, the download will start once packing is finished',
  /** 001 §8: a search of the library failed. */
  searchUnexpected: PROXY_MESSAGES.searchAssetsUnexpected,
} as const;

/**
 * The Videos page's own labels (001 §2 names the parts, not their words): the summary
 * panel, the tools panel's groups, the empty table, the delete confirmation. Ours.
 */
export const VIDEOS_TEXTS = {
  /** The page's heading and the route's title. */
  title: 'Videos',
  /** Accessible names of the page's three parts. */
  summary: 'Summary',
  tools: 'Video tools',
  table: 'Video assets',
  /** The summary panel with nothing selected: the welcome video and a line under it. */
  welcomeTitle: 'Welcome to your videos',
  welcomeIntro: 'What your community films for your storyboards arrives here. Choose a date in the table to watch it.',
  welcomeVideo: 'Welcome video',
  /** Labels of the selected asset's facts (001 §2: date, user, project type, ...). */
  date: 'Date',
  user: 'User',
  projectType: 'Project type',
  projectName: 'Project name',
  storyboard: 'Storyboard',
  shotTitle: 'Shot title',
  shotNo: 'Shot no',
  mediaType: 'Media type',
  assetType: 'Asset type',
  tags: 'Tags',
  /** A fact the asset does not have (a movie has no shot). */
  none: '—',
  /** The date cell's button, which shows the row in the summary panel: "{date}: show {name}". */
  showAsset: (date: string, name: string): string => `${date}: show ${name}`,
  /** Media that is still being processed or could not be. */
  preparing: 'This asset is still being prepared for viewing.',
  processingFailed: 'This asset could not be prepared for viewing.',
  noPreview: 'There is no preview of this asset.',
  /** The tools panel: keywords or tags, then the radio groups. */
  searchMode: 'Search by',
  searchKeys: 'Search videos',
  searchTags: 'Video tags',
  media: 'Media',
  source: 'Source',
  asset: 'Asset',
  /** How many rows are selected, beside Download and Delete. */
  selectedCount: (n: number): string => `${n} selected`,
  /** The empty table. */
  noneFoundTitle: 'No videos found',
  noneFoundHint: 'Try other keywords, tags or filters, or reset them.',
  /** A column filter the search cannot ask for: a project type or asset type not named, a shot number not a number. */
  unknownFilterTitle: (column: string, text: string): string => `No ${column} is called "${text}"`,
  filterChoices: (choices: readonly string[]): string => `Type one of: ${choices.join(', ')}.`,
  shotNumberHint: 'Type a shot number, such as 2.',
  dateHint: 'Type a day, month or year, such as 04/05/2026, 05/2026 or 2026.',
  /** Delete: the confirmation, its outcome. */
  deleteTitle: 'Delete assets',
  deletePrompt: (n: number): string =>
    n === 1 ? 'Delete the selected asset? Its file is removed and cannot be restored.' : `Delete the ${n} selected assets? Their files are removed and cannot be restored.`,
  selectAssetsToDelete: 'Please select asset(s) to delete',
  deleted: (n: number): string => (n === 1 ? 'The asset was deleted.' : `${n} assets were deleted.`),
  deleteFailed: (failed: number, total: number): string => `${failed} of ${total} selected assets could not be deleted.`,
} as const;
