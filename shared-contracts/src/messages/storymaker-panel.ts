import { SIDE_PANEL_LABELS } from './library';
import { MARKETPLACE_TEXTS } from './marketplace';

/**
 * The storymaker's side panel (001 §2 "Storymaker side panel"): the spec names its tools
 * (Director's Guide, Photos, Upload file, Storyboards, Market Place) and says the panel
 * can be collapsed; the control labels, search boxes and empty states are ours.
 */
export const STORYMAKER_PANEL_TEXTS = {
  /** Accessible name of the panel. */
  panel: 'Storymaker side panel',
  /** Accessible name of the group of tool buttons. */
  tools: 'Storymaker tools',
  collapse: 'Collapse side panel',
  expand: 'Expand side panel',
  /** The tools, as the spec names them. */
  directorsGuide: SIDE_PANEL_LABELS.directorsGuide,
  photos: SIDE_PANEL_LABELS.photos,
  uploadFile: SIDE_PANEL_LABELS.uploadFile,
  storyboards: SIDE_PANEL_LABELS.storyboards,
  marketplace: SIDE_PANEL_LABELS.marketPlace,
  /** Says what the Upload file tool opens. */
  uploadHint: SIDE_PANEL_LABELS.uploadModalTitle,
  /** Search boxes, one per list. */
  searchReusableAssets: 'Search reusable assets',
  searchPhotos: 'Search photos',
  searchStoryboards: 'Search storyboards',
  searchMarketplace: MARKETPLACE_TEXTS.searchLabel,
  /** Accessible names of the lists. */
  reusableAssetList: 'Reusable assets',
  photoList: 'Stock photos',
  storyboardList: 'Storyboards',
  listingList: MARKETPLACE_TEXTS.gridLabel,
  /** Empty states. */
  noReusableAssets: 'No reusable assets found',
  noReusableAssetsHint: 'Upload an image, video or audio file as an asset to keep it here.',
  noPhotos: 'No photos found',
  noStoryboards: 'No storyboards found',
  noListings: MARKETPLACE_TEXTS.noneFoundTitle,
  tryOtherWords: 'Try other words.',
  /** A page of a list that failed (the storyboard and listing searches have the spec's own texts). */
  reusableAssetsFailed: 'Reusable assets could not be loaded.',
  photosFailed: 'Photos could not be loaded.',
  /** Photos before anything is typed (the stock photo search needs words). */
  photosPrompt: 'Search for photos',
  photosPromptHint: 'Type what the photo should show, e.g. "stadium".',
  /** How assets get onto the storyboard. */
  dragHint: 'Drag an asset onto the cover or a shot of the storyboard.',
  /** Screen-reader description of a draggable tile. */
  draggable: 'Can be dragged onto the cover or a shot.',
  /** A stock photo: its credit (also its text alternative when it has no description), its pick button and what picking did. */
  photoBy: (name: string): string => `Photo by ${name}`,
  choosePhoto: 'Use photo',
  choosePhotoNamed: (name: string): string => `Use photo: ${name}`,
  addingPhoto: 'Adding photo...',
  photoAdded: 'Added to your assets. Drag it onto the cover or a shot.',
  photoFailed: 'The photo could not be added to your assets.',
} as const;
