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

/**
 * The widths (CSS pixels at most) the api scales a public image down to when asked:
 * `${PUBLIC_STORAGE_PATH}/a/b.png?width=480` is a WebP at most 480 px wide (never scaled
 * up), made once and kept beside the image (docs/adr/052). Cards and tiles list them in
 * `srcset`, so a phone loads a few KB where the image itself is 1280 px of PNG.
 */
export const IMAGE_WIDTHS = [480, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The query parameter naming the width. */
export const IMAGE_WIDTH_PARAM = 'width';
