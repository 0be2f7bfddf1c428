import { useCallback } from 'react';
import { useMountProps } from '../mountContext';
import { assetImageSources, assetUrl, type AssetImageSources } from './assetUrl';

export type { AssetImageSources } from './assetUrl';

/** Turns asset references into URLs on the mounted app's api (assetUrl), for lists of assets. */
export function useAssetUrlResolver(): (assetRef: string | null | undefined) => string | null {
  const { apiUrl } = useMountProps().config;
  return useCallback((assetRef) => assetUrl(apiUrl, assetRef), [apiUrl]);
}

/** The URL the browser loads an asset from, or null (no URL yet: show a placeholder). */
export function useAssetUrl(assetRef: string | null | undefined): string | null {
  return useAssetUrlResolver()(assetRef);
}

/** An image asset's <img> attributes on the mounted app's api (assetImageSources), or null (no URL yet: show a placeholder). */
export function useAssetImage(assetRef: string | null | undefined, sizes?: string): AssetImageSources | null {
  return assetImageSources(useMountProps().config.apiUrl, assetRef, sizes);
}
