import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/*
 * Signed URLs of the private files Deep Story shows (AI shot images, thumbnails, uploaded
 * media, the Director Guide video; 002 §8): asked for once per key, batched, and asked
 * again shortly before they expire.
 */

export type SignedKey =
  | { readonly status: 'wanted' | 'signing'; readonly customerId: number }
  | { readonly status: 'signed'; readonly customerId: number; readonly url: string; readonly expiresAt: string }
  /** The api would not sign it: the fallback image shows with "Error fetching signed URL. Please try again." */
  | { readonly status: 'failed'; readonly customerId: number };

export interface SignedUrlsState {
  readonly byKey: Readonly<Record<string, SignedKey>>;
}

/** URLs this close to expiring are asked for again (a video may play on for a while). */
export const RESIGN_BEFORE_MS = 5 * 60 * 1000;

/** Whether a key should be asked for (never asked, or its URL nearly stale); a failure waits for a retry. */
export const shouldSign = (entry: SignedKey | undefined, now: number): boolean =>
  !entry || (entry.status === 'signed' && Date.parse(entry.expiresAt) - now <= RESIGN_BEFORE_MS);

const initialState: SignedUrlsState = { byKey: {} };

export const signedUrlsSlice = createSlice({
  name: 'signedUrls',
  initialState,
  reducers: {
    /** A component shows these keys of `customerId`. */
    signingWanted: {
      reducer: (state, { payload }: PayloadAction<{ customerId: number; keys: readonly string[]; now: number }>) => {
        for (const key of payload.keys) if (shouldSign(state.byKey[key], payload.now)) state.byKey[key] = { status: 'wanted', customerId: payload.customerId };
      },
      prepare: (payload: { customerId: number; keys: readonly string[] }) => ({ payload: { ...payload, now: Date.now() } }),
    },
    /** Try the failed ones again (the person's Retry). */
    signingRetried: (state, { payload }: PayloadAction<{ keys: readonly string[] }>) => {
      for (const key of payload.keys) {
        const entry = state.byKey[key];
        if (entry?.status === 'failed') state.byKey[key] = { status: 'wanted', customerId: entry.customerId };
      }
    },
    signingSent: (state, { payload }: PayloadAction<{ keys: readonly string[] }>) => {
      for (const key of payload.keys) {
        const entry = state.byKey[key];
        if (entry) state.byKey[key] = { status: 'signing', customerId: entry.customerId };
      }
    },
    /** The answer; a key it leaves out could not be signed. */
    urlsSigned: (state, { payload }: PayloadAction<{ keys: readonly string[]; urls: ReadonlyArray<{ assetId: string; url: string; expiresAt: string }> }>) => {
      const byKey = new Map(payload.urls.map((u) => [u.assetId, u]));
      for (const key of payload.keys) {
        const customerId = state.byKey[key]?.customerId ?? 0;
        const signed = byKey.get(key);
        state.byKey[key] = signed ? { status: 'signed', customerId, url: signed.url, expiresAt: signed.expiresAt } : { status: 'failed', customerId };
      }
    },
    signingFailed: (state, { payload }: PayloadAction<{ keys: readonly string[] }>) => {
      for (const key of payload.keys) state.byKey[key] = { status: 'failed', customerId: state.byKey[key]?.customerId ?? 0 };
    },
  },
  selectors: {
    selectSignedKey: (state, key: string | null): SignedKey | undefined => (key ? state.byKey[key] : undefined),
    selectWantedKeys: (state): Array<{ key: string; customerId: number }> =>
      Object.entries(state.byKey).flatMap(([key, entry]) => (entry.status === 'wanted' ? [{ key, customerId: entry.customerId }] : [])),
  },
});

export const { signingWanted, signingRetried, signingSent, urlsSigned, signingFailed } = signedUrlsSlice.actions;
export const { selectSignedKey, selectWantedKeys } = signedUrlsSlice.selectors;
