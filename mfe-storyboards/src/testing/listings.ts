import type { Listing } from '@portal/shared-contracts/storyboards';

/** A marketplace listing as GET /search/listings answers it; `n` makes its ids and title unique. */
export function listingHit(n: number, overrides: { readonly script?: Partial<Listing['script']> } & Partial<Omit<Listing, 'script'>> = {}): Listing {
  const { script, ...rest } = overrides;
  return {
    id: n,
    listingId: n,
    scriptId: 1000 + n,
    script: {
      scriptId: 1000 + n,
      scriptTitle: `Listing ${n}`,
      title: `Listing ${n}`,
      description: `About listing ${n}`,
      landScapeImageAssetId: null,
      portraitImageAssetId: null,
      thumbnailAssetId: null,
      explanationAssetId: null,
      projectId: 1,
      numberOfShots: 2,
      tags: ['Sports'],
      duration: 30,
      shootingMode: 'Landscape',
      storyboardType: 'Classic',
      aiSearch: false,
      denoisingMode: 'Off',
      autoAdjustmentMode: 'Off',
      ...script,
    },
    shots: [
      { id: n * 10 + 1, imageAssetId: null, explanationAssetId: null },
      { id: n * 10 + 2, imageAssetId: null, explanationAssetId: null },
    ],
    author: { name: `Author ${n}`, description: `Films for listing ${n}` },
    ...rest,
  };
}

/** `count` listings numbered from `first`. */
export function listingHits(first: number, count: number): Listing[] {
  return Array.from({ length: count }, (_, i) => listingHit(first + i));
}
