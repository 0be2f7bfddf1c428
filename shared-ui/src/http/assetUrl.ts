import { ASSET_STORAGE_PREFIXES, PUBLIC_STORAGE_PATH } from '@portal/shared-contracts/core';

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
