import { ASSET_STORAGE_PREFIXES, IMAGE_WIDTH_PARAM, IMAGE_WIDTHS, PUBLIC_STORAGE_PATH } from '@portal/shared-contracts/core';

/*
 * Asset references are storage keys (001 §3): `public/...`, `protected/...` or
 * `private/{identity}/...`. Public objects are served by the api to anyone, so their URL
 * is known here; protected and private ones need a signed URL from the api (the media
 * issue), so they have none yet (docs/adr/019).
 */

/** A segment the api's key rules could accept: not empty, not `.` or `..`, no backslash. */
const usableSegment = (segment: string): boolean => segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('\\');

/**
 * The URL a browser loads an asset from, or null when it has none: the api's public
 * storage route for a `public/` key, null for a protected or private key, an empty or
 * malformed reference. `apiUrl` is PortalConfig.apiUrl (no trailing slash needed).
 */
export function assetUrl(apiUrl: string, assetRef: string | null | undefined): string | null {
  if (!assetRef?.startsWith(ASSET_STORAGE_PREFIXES.PUBLIC)) return null;
  const segments = assetRef.slice(ASSET_STORAGE_PREFIXES.PUBLIC.length).split('/');
  if (!segments.every(usableSegment)) return null;
  return `${apiUrl.replace(/\/+$/, '')}${PUBLIC_STORAGE_PATH}/${segments.map(encodeURIComponent).join('/')}`;
}

/**
 * The `sizes` of an image never wider than IMAGE_WIDTHS[0] CSS pixels, or the screen on a
 * narrower one: InfiniteList's card grid (240 px columns, so a card is never as wide as two),
 * the marketplace's tiles and its modal. The browser then loads the smallest copy that fills
 * it at its pixel ratio.
 */
export const CARD_IMAGE_SIZES = `(max-width: ${IMAGE_WIDTHS[0]}px) 100vw, ${IMAGE_WIDTHS[0]}px`;

/** An image asset's <img> attributes, to spread on it. */
export interface AssetImageSources {
  /** The largest copy, for a browser that reads no `srcset`. */
  readonly src: string;
  /** Each copy with its width (`…?width=480 480w, …`), for the browser to choose from. */
  readonly srcSet?: string;
  /** How wide the image shows, which the browser chooses by. */
  readonly sizes?: string;
}

/**
 * The <img> attributes of an image asset shown at most `sizes` wide (docs/adr/052): its
 * smaller WebP copies from the api's public storage route (IMAGE_WIDTHS); null where
 * assetUrl has no URL. An http(s) URL (a stock photo) is another host's, used as it is.
 */
export function assetImageSources(apiUrl: string, assetRef: string | null | undefined, sizes: string = CARD_IMAGE_SIZES): AssetImageSources | null {
  if (assetRef && /^https?:\/\//i.test(assetRef)) return { src: assetRef };
  const url = assetUrl(apiUrl, assetRef);
  if (url === null) return null;
  const sized = (width: number): string => `${url}?${IMAGE_WIDTH_PARAM}=${width}`;
  return {
    src: sized(IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number),
    srcSet: IMAGE_WIDTHS.map((width) => `${sized(width)} ${width}w`).join(', '),
    sizes,
  };
}
