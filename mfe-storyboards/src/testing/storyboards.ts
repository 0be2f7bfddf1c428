import { STORYBOARD_STATUSES, type StoryboardListItem } from '@portal/shared-contracts/storyboards';

/** A search hit as GET /search/scripts answers it; `n` makes id, title and code unique. */
export function storyboardHit(n: number, overrides: Partial<StoryboardListItem> = {}): StoryboardListItem {
  return {
    scriptId: n,
    scriptTitle: `Storyboard ${n}`,
    description: '',
    tags: [],
    landScapeImageAssetId: null,
    status: STORYBOARD_STATUSES.Draft,
    project: { id: 1, code: 'acme-dev', projectType: 'Dev' },
    listingId: null,
    numberOfShots: 3,
    lastUpdated: '2025-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** `count` hits numbered from `first`. */
export function storyboardHits(first: number, count: number): StoryboardListItem[] {
  return Array.from({ length: count }, (_, i) => storyboardHit(first + i));
}
