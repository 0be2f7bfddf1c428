import { PROJECT_TYPES, SEARCH_PAGE_SIZES, SEARCH_LABELS, type ProjectType } from '@portal/shared-contracts/storyboards';

/** How the search bar reads what is typed (001 §2 "Mode select: by keys or by tags"). */
export const SEARCH_MODES = { keys: 'keys', tags: 'tags' } as const;
export type SearchMode = (typeof SEARCH_MODES)[keyof typeof SEARCH_MODES];

/** The project filter (001 §2): every storyboard, or those of the Live or the Dev project. */
export type ProjectFilter = 'All' | ProjectType;

export const PROJECT_FILTER_OPTIONS: readonly { readonly value: ProjectFilter; readonly label: string }[] = [
  { value: 'All', label: SEARCH_LABELS.projectAll },
  { value: PROJECT_TYPES.Live, label: SEARCH_LABELS.projectLive },
  { value: PROJECT_TYPES.Dev, label: SEARCH_LABELS.projectDev },
];

export const SEARCH_MODE_OPTIONS: readonly { readonly value: SearchMode; readonly label: string }[] = [
  { value: SEARCH_MODES.keys, label: SEARCH_LABELS.byKeys },
  { value: SEARCH_MODES.tags, label: SEARCH_LABELS.byTags },
];

/** What the search bar asks for. */
export interface SearchCriteria {
  readonly mode: SearchMode;
  /** The keys typed in "by keys" mode. */
  readonly text: string;
  /** Tags typed in "by tags" mode or toggled in the filter drop-down. */
  readonly tags: readonly string[];
  readonly project: ProjectFilter;
}

export const INITIAL_CRITERIA: SearchCriteria = { mode: SEARCH_MODES.keys, text: '', tags: [], project: 'All' };

/** The query string of GET /search/scripts (001 §7); absent parameters are undefined. */
export interface ScriptSearchParams {
  readonly q: string | undefined;
  /** Comma-separated. */
  readonly tags: string | undefined;
  readonly projectType: ProjectType | undefined;
  /** The number of storyboards already loaded (001 §9). */
  readonly from: number;
  readonly size: number;
  readonly [name: string]: string | number | undefined;
}

/**
 * The query for a page of results. The keys count only in "by keys" mode (in "by tags"
 * mode the input holds tags); the tags count in both, as the drop-down adds them in both.
 */
export function toSearchParams(criteria: SearchCriteria, from: number): ScriptSearchParams {
  const q = criteria.mode === SEARCH_MODES.keys ? criteria.text.trim() : '';
  return {
    q: q === '' ? undefined : q,
    tags: criteria.tags.length > 0 ? criteria.tags.join(',') : undefined,
    projectType: criteria.project === 'All' ? undefined : criteria.project,
    from,
    size: SEARCH_PAGE_SIZES.SCRIPTS,
  };
}

/** Whether two criteria ask the api the same question (a mode switch with no text does not). */
export function sameSearch(a: SearchCriteria, b: SearchCriteria): boolean {
  const x = toSearchParams(a, 0);
  const y = toSearchParams(b, 0);
  return x.q === y.q && x.tags === y.tags && x.projectType === y.projectType;
}

/** A predefined tag button (001 §2): adds the tag, or removes it when it is already chosen. */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
}
