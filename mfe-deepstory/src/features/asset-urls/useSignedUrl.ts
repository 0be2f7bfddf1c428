import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ASSET_STORAGE_PREFIXES } from '@portal/shared-contracts/core';
import { useAssetUrl } from '@portal/shared-ui';
import { selectSignedKey, shouldSign, signingRetried, signingWanted, type SignedUrlsState } from './slice';

/** Where a file is loaded from: a URL, still on its way, or not available (the fallback shows). */
export interface SignedUrl {
  readonly url: string | null;
  readonly pending: boolean;
  /** The api would not sign it ("Error fetching signed URL. Please try again."). */
  readonly failed: boolean;
  /** Asks again after a failure. */
  readonly retry: () => void;
}

const needsSigning = (key: string | null | undefined): key is string =>
  !!key && (key.startsWith(ASSET_STORAGE_PREFIXES.PRIVATE) || key.startsWith(ASSET_STORAGE_PREFIXES.PROTECTED));

/**
 * The URL of a storage key of `customerId`'s: a public key's URL on the api, a private or
 * protected key's signed URL (POST /proxy/v1/customers/{id}/asset-urls), asked for on
 * first use and again before it expires.
 */
export function useSignedUrl(key: string | null | undefined, customerId: number | null): SignedUrl {
  const dispatch = useDispatch();
  const publicUrl = useAssetUrl(key);
  const signed = needsSigning(key);
  const entry = useSelector((state: { signedUrls: SignedUrlsState }) => selectSignedKey(state, signed ? key : null));
  useEffect(() => {
    if (signed && customerId !== null && shouldSign(entry, Date.now())) dispatch(signingWanted({ customerId, keys: [key] }));
  }, [dispatch, signed, key, customerId, entry]);
  const retry = useCallback(() => {
    if (signed) dispatch(signingRetried({ keys: [key] }));
  }, [dispatch, signed, key]);

  if (publicUrl) return { url: publicUrl, pending: false, failed: false, retry };
  if (!signed || customerId === null) return { url: null, pending: false, failed: false, retry };
  if (entry?.status === 'signed') return { url: entry.url, pending: false, failed: false, retry };
  return { url: null, pending: entry?.status !== 'failed', failed: entry?.status === 'failed', retry };
}
