import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssetUrl } from '@portal/shared-contracts/storyboards';

/** Where the signed URLs of one asset stand. */
export type SignedAsset =
  /** Asked for by a component, not sent yet (the saga gathers these into one request). */
  | { readonly status: 'wanted'; readonly customerId: string }
  | { readonly status: 'signing'; readonly customerId: string }
  | { readonly status: 'signed'; readonly customerId: string; readonly urls: AssetUrl }
  /** The api would not sign it (not the customer's, gone): a placeholder shows instead. */
  | { readonly status: 'failed'; readonly customerId: string };

/**
 * Signed URLs of private and protected media (POST .../asset-urls), by asset id, for every
 * component of the remote that shows such media: asked for once, kept until they are
 * about to expire, then asked for again.
 */
export interface AssetUrlsState {
  readonly byAssetId: Readonly<Record<string, SignedAsset>>;
}

/** A signed URL this close to its expiry is asked for again (it may be used for a while: a video plays on). */
export const RESIGN_BEFORE_EXPIRY_MS = 5 * 60 * 1000;

/** Whether `entry` has URLs good for a while after `now`. */
export function isFresh(entry: SignedAsset | undefined, now: number): boolean {
  return entry?.status === 'signed' && Date.parse(entry.urls.expiresAt) - now > RESIGN_BEFORE_EXPIRY_MS;
}

/** Whether an asset still needs asking for: never asked, or its URLs are (nearly) stale. Failures are not asked again. */
export function needsSigning(entry: SignedAsset | undefined, now: number): boolean {
  if (!entry) return true;
  return entry.status === 'signed' && !isFresh(entry, now);
}

const initialState: AssetUrlsState = { byAssetId: {} };

export const assetUrlsSlice = createSlice({
  name: 'assetUrls',
  initialState,
  reducers: {
    /** Components show these assets of `customerId`; those not signed (or nearly stale) are asked for. */
    urlsWanted: {
      reducer: (state, { payload }: PayloadAction<{ customerId: string; assetIds: readonly string[]; now: number }>) => {
        for (const assetId of payload.assetIds) {
          if (needsSigning(state.byAssetId[assetId], payload.now)) state.byAssetId[assetId] = { status: 'wanted', customerId: payload.customerId };
        }
      },
      prepare: (payload: { customerId: string; assetIds: readonly string[] }) => ({ payload: { ...payload, now: Date.now() } }),
    },
    urlsRequested: (state, { payload }: PayloadAction<{ assetIds: readonly string[] }>) => {
      for (const assetId of payload.assetIds) {
        const entry = state.byAssetId[assetId];
        if (entry) state.byAssetId[assetId] = { status: 'signing', customerId: entry.customerId };
      }
    },
    /** The api's answer; asked ids it left out could not be signed. */
    urlsSigned: (state, { payload }: PayloadAction<{ assetIds: readonly string[]; urls: readonly AssetUrl[] }>) => {
      const answered = new Map(payload.urls.map((urls) => [urls.assetId, urls]));
      for (const assetId of payload.assetIds) {
        const customerId = state.byAssetId[assetId]?.customerId ?? '';
        const urls = answered.get(assetId);
        state.byAssetId[assetId] = urls ? { status: 'signed', customerId, urls } : { status: 'failed', customerId };
      }
    },
    urlsFailed: (state, { payload }: PayloadAction<{ assetIds: readonly string[] }>) => {
      for (const assetId of payload.assetIds) {
        state.byAssetId[assetId] = { status: 'failed', customerId: state.byAssetId[assetId]?.customerId ?? '' };
      }
    },
  },
  selectors: {
    selectSignedAsset: (state, assetId: string | null): SignedAsset | undefined => (assetId ? state.byAssetId[assetId] : undefined),
    selectWanted: (state): Array<{ assetId: string; customerId: string }> =>
      Object.entries(state.byAssetId)
        .filter(([, entry]) => entry.status === 'wanted')
        .map(([assetId, entry]) => ({ assetId, customerId: entry.customerId })),
  },
});

export const { urlsWanted, urlsRequested, urlsSigned, urlsFailed } = assetUrlsSlice.actions;
export const { selectSignedAsset, selectWanted } = assetUrlsSlice.selectors;
