/**
 * Texts of this remote that the spec does not word (001 §2 names the controls, not their
 * labels or the empty grid). Ours, kept here until they move to shared-contracts' messages.
 */
export const STORYBOARD_LIST_TEXTS = {
  /** Accessible name of the card grid. */
  gridLabel: 'Storyboards',
  /** Accessible name of the "by keys" / "by tags" select. */
  searchMode: 'Search mode',
  /** Accessible name (and placeholder) of the keys input. */
  searchKeys: 'Search storyboards',
  /** Accessible name of the tag input in "by tags" mode. */
  searchTags: 'Search tags',
  /** The button that opens the filter drop-down, and the drop-down's name. */
  filters: 'Filters',
  /** Heading of the selected tags in the drop-down. */
  selectedTags: 'Selected tags',
  /** Shown in the drop-down while no tag is selected. */
  noTagsSelected: 'No tags selected',
  /** Label of the project filter group. */
  project: 'Project',
  /** Label of the predefined tag buttons. */
  predefinedTags: 'Tags',
  /** Empty grid. */
  noneFoundTitle: 'No storyboards found',
  noneFoundHint: 'Try other keys or tags, or reset the filters.',
  /** The live/draft indicator of a card (001 §1: Published shows as live). */
  live: 'Live',
  draft: 'Draft',
} as const;
