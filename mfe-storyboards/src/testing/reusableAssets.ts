import type { AssetUrl, MediaAsset, ReusableAsset, StockPhoto } from '@portal/shared-contracts/storyboards';

/** A reusable asset as the api answers it; `n` makes its id and name unique. Customer 42 is the signed-in user's. */
export function reusableAsset(n: number, overrides: Partial<ReusableAsset> = {}): ReusableAsset {
  return {
    id: n,
    reusableAssetId: n,
    assetId: `public/defaults/shot-${(n % 3) + 1}.png`,
    remoteAssetId: null,
    name: `Guide ${n}`,
    description: `About guide ${n}`,
    mediaType: 'Image',
    tags: ['Sports', 'Social'],
    customerId: 42,
    dateCreated: '2025-03-01T00:00:00.000Z',
    lastUpdated: '2025-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** `count` reusable assets numbered from `first`. */
export function reusableAssets(first: number, count: number): ReusableAsset[] {
  return Array.from({ length: count }, (_, i) => reusableAsset(first + i));
}

/** A registered asset's processing record (GET .../assets/{assetId}). */
export function mediaAsset(assetId: string, overrides: Partial<MediaAsset> = {}): MediaAsset {
  return {
    assetId,
    mediaType: 'Video',
    status: 'Processing',
    contentType: 'video/mp4',
    size: 1024,
    originalFileName: 'clip.mp4',
    durationMillis: null,
    width: null,
    height: null,
    thumbnailAssetId: null,
    streamAssetId: null,
    error: null,
    dateCreated: '2025-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Signed URLs of a private asset as POST .../asset-urls answers them. */
export function signedUrls(assetId: string, overrides: Partial<AssetUrl> = {}): AssetUrl {
  return {
    assetId,
    url: `http://api.test/storage/signed/${assetId}?sig=abc`,
    thumbnailUrl: `http://api.test/storage/signed/${assetId}.thumb.jpg?sig=abc`,
    streamUrl: null,
    downloadUrl: `http://api.test/storage/signed/${assetId}?download=1&sig=abc`,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

/** A stock photo as GET /stock-photos answers it; `n` makes it unique. */
export function stockPhoto(n: number, overrides: Partial<StockPhoto> = {}): StockPhoto {
  return {
    id: `local-${String(n).padStart(3, '0')}`,
    urls: { thumb: `http://api.test/storage/public/stock/${n}-thumb.jpg`, small: `http://api.test/storage/public/stock/${n}-small.jpg`, regular: `http://api.test/storage/public/stock/${n}.jpg` },
    alt_description: `Stadium ${n}`,
    links: { html: `https://photos.example/${n}`, download_location: `http://api.test/stock-photos/local-${n}/download` },
    user: { name: `Photographer ${n}` },
    width: 1600,
    height: 900,
    ...overrides,
  };
}

/** `count` stock photos numbered from `first`. */
export function stockPhotos(first: number, count: number): StockPhoto[] {
  return Array.from({ length: count }, (_, i) => stockPhoto(first + i));
}
