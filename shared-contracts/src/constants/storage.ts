/* Where assets are stored and served (001 §3): every app's http client needs these, so they are in the core entry (docs/adr/047). */

/** Prefixes of asset references (001 §3); private ones are followed by the identity id. */
export const ASSET_STORAGE_PREFIXES = {
  PRIVATE: 'private/',
  PROTECTED: 'protected/',
  PUBLIC: 'public/',
} as const;

/**
 * Where the api serves public objects: `public/a/b.png` is `${apiUrl}${PUBLIC_STORAGE_PATH}/a/b.png`
 * (docs/adr/019). Protected and private objects are read through signed URLs instead.
 */
export const PUBLIC_STORAGE_PATH = '/storage/public';
