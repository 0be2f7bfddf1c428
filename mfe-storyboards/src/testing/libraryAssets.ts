import type { AssetHit } from '@portal/shared-contracts/storyboards';

/** A library asset as GET /search/assets answers it; `n` makes its row id and key unique. Customer 42 is the signed-in user's. */
export function assetHit(n: number, overrides: Partial<AssetHit> = {}): AssetHit {
  const day = String((n % 28) + 1).padStart(2, '0');
  return {
    id: n,
    assetId: `protected/library/demo-entry/2026/04/${day}/${String(n).padStart(3, '0')}/shot-${n}.mp4`,
    customerId: 42,
    date: `2026-04-${day}T09:30:00.000Z`,
    userEmail: 'mia.chen@fans.test',
    project: { id: 3, code: 'demo-entry', projectType: 'Live' },
    flicTitle: "Mia's Season launch",
    scriptId: 7,
    scriptTitle: 'Season launch',
    shotId: 70 + n,
    shotNumber: 2,
    flicShotNumber: 2,
    shotTitle: 'Training night',
    name: `shot-${n}.mp4`,
    assetType: 'FlicShot',
    mediaType: 'Video',
    source: 'UGV',
    subtitleAssetId: null,
    tags: ['Sports'],
    status: 'Ready',
    durationMillis: 4000,
    thumbnailAssetId: null,
    streamAssetId: null,
    ...overrides,
  };
}

/** `count` library assets numbered from `first`. */
export function assetHits(first: number, count: number): AssetHit[] {
  return Array.from({ length: count }, (_, i) => assetHit(first + i));
}

/** GET /search/assets's answer for `hits` (total defaults to their count). */
export function assetPage(hits: readonly AssetHit[], total = hits.length): { hits: readonly AssetHit[]; total: { value: number; relation: 'eq' } } {
  return { hits, total: { value: total, relation: 'eq' } };
}
