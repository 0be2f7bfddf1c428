import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ASSET_STORAGE_PREFIXES } from '@portal/shared-contracts/core';
import { useAssetUrl, useSessionSnapshot } from '@portal/shared-ui';
import { needsSigning, selectSignedAsset, urlsWanted, type AssetUrlsState } from './slice';

/** The URLs a browser loads an asset from: the file, its still and its streaming rendition. */
export interface AssetView {
  readonly url: string | null;
  readonly thumbnailUrl: string | null;
  readonly streamUrl: string | null;
  /** Where the browser saves the file from rather than opens it (a signed key's own download URL). */
  readonly downloadUrl: string | null;
}

/** Whether a reference needs a signed URL: private and protected keys (001 §3). */
export function isSignedKey(assetId: string | null | undefined): assetId is string {
  return !!assetId && (assetId.startsWith(ASSET_STORAGE_PREFIXES.PRIVATE) || assetId.startsWith(ASSET_STORAGE_PREFIXES.PROTECTED));
}

const isWebUrl = (ref: string): boolean => /^https?:\/\//i.test(ref);

/** Where to load an asset from (null: nowhere, show a placeholder), and whether signed URLs are on their way. */
export interface AssetViewResult {
  readonly view: AssetView | null;
  readonly pending: boolean;
}

const nowhere: AssetViewResult = { view: null, pending: false };
const onItsWay: AssetViewResult = { view: null, pending: true };
const given = (url: string): AssetViewResult => ({ view: { url, thumbnailUrl: null, streamUrl: null, downloadUrl: url }, pending: false });

/**
 * Where to load an asset from: a public key's URL on the api (useAssetUrl), a web URL as
 * it is, and for a private or protected key the signed URLs of POST /proxy/v1/customers/{customerId}/asset-urls,
 * asked for on first use (for `customerId`, by default the signed-in user's customer)
 * and again shortly before they expire.
 */
export function useAssetView(assetId: string | null | undefined, customerId?: string | number | null): AssetViewResult {
  const dispatch = useDispatch();
  const publicUrl = useAssetUrl(assetId);
  const sessionCustomer = useSessionSnapshot().user?.customerId ?? null;
  const owner = customerId === undefined || customerId === null ? sessionCustomer : String(customerId);
  const signed = isSignedKey(assetId);
  const entry = useSelector((state: { assetUrls: AssetUrlsState }) => selectSignedAsset(state, signed ? assetId : null));

  useEffect(() => {
    if (signed && assetId && owner && needsSigning(entry, Date.now())) dispatch(urlsWanted({ customerId: owner, assetIds: [assetId] }));
  }, [dispatch, signed, owner, entry, assetId]);

  if (!assetId) return nowhere;
  if (publicUrl) return given(publicUrl);
  if (isWebUrl(assetId)) return given(assetId);
  if (!signed || !owner || entry?.status === 'failed') return nowhere;
  if (entry?.status !== 'signed') return onItsWay;
  const { url, thumbnailUrl, streamUrl, downloadUrl } = entry.urls;
  return { view: { url, thumbnailUrl, streamUrl, downloadUrl }, pending: false };
}
