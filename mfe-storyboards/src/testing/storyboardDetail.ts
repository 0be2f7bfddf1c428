import { STORYBOARD_STATUSES, allowedActionsFor, type Shot, type StoryboardDetail } from '@portal/shared-contracts/storyboards';

/** A shot as the api answers it; `n` is its id and number. */
export function shotOf(n: number, overrides: Partial<Shot> = {}): Shot {
  return {
    id: n,
    title: `Shot ${n}`,
    description: `What shot ${n} shows`,
    shotNumber: n,
    durationMillis: 5000,
    scriptToken: null,
    imageAssetId: `public/defaults/shot-${((n - 1) % 3) + 1}.png`,
    explanationAssetId: null,
    originalFileName: null,
    shotType: 'VideoAudio',
    ugvStatus: 'ON',
    assetId: null,
    ...overrides,
  };
}

/** A storyboard detail as GET .../storyboards/{id} answers it: a Draft with `shots` shots. */
export function storyboardDetail(overrides: Partial<StoryboardDetail> = {}, shots = 3): StoryboardDetail {
  const status = overrides.status ?? STORYBOARD_STATUSES.Draft;
  const list = overrides.shots ?? Array.from({ length: shots }, (_, i) => shotOf(i + 1));
  return {
    id: 7,
    customerId: 1,
    title: 'Club open day',
    description: 'Meet the players and coaches.',
    tags: ['Sports', 'QLD'],
    status,
    shootingMode: 'Landscape',
    explanationAssetId: null,
    landScapeImageAssetId: 'public/defaults/shot-1.png',
    portraitImageAssetId: null,
    thumbnailAssetId: null,
    projectId: 1,
    project: { id: 1, code: 'acme-dev', projectType: 'Dev' },
    shots: list,
    assets: [],
    information: { duration: list.reduce((s, x) => s + x.durationMillis, 0), storyboardType: 'Normal', aiSearch: false, denoisingMode: 'On', autoAdjustmentMode: 'Off' },
    numberOfShots: list.length,
    dateCreated: '2025-03-01T00:00:00.000Z',
    lastUpdated: '2025-03-02T00:00:00.000Z',
    mltAssetId: null,
    originalMltAssetId: null,
    publishedRenderQuality: null,
    originalScriptId: null,
    mltScriptAssetId: null,
    permittedActions: [...allowedActionsFor(status)],
    listingId: null,
    releaseError: null,
    fromMarketplace: false,
    ...overrides,
  };
}
