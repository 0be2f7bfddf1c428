import { ASSET_STORAGE_PREFIXES, PUBLIC_STORAGE_PATH, SHARE_PAGE_TEXTS as T, storageKeyProblem, type StoryboardDetail } from '../../contracts';
import { escapeHtml, inlineStyleSource } from '../../plugins/app/html';
import type { ShareOpening } from '../../plugins/app/share-links';

/*
 * The public preview a QR code opens: a small server-rendered page, readable on a phone,
 * with no script. Everything shown is escaped; the policy allows only its own stylesheet
 * (by hash), images from the api's public storage, and the private images and film the
 * route signed for this page (short-lived URLs, never past the link's own expiry).
 */

/** Signed URLs of what the page shows from private storage: images by reference, and the film. */
export interface SharedMedia {
  readonly images: ReadonlyMap<string, string>;
  readonly film: { readonly file: string; readonly stream: string | null; readonly poster: string | null } | null;
}

export const NO_SHARED_MEDIA: SharedMedia = { images: new Map(), film: null };

const STYLE = `:root{color-scheme:light}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2330;background:#f5f6f8}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem 3rem;background:#fff;min-height:100vh;box-sizing:border-box}
h1{font-size:1.75rem;line-height:1.25;margin:.25rem 0 .5rem}
h2{font-size:1.25rem;margin:2rem 0 .75rem}
h3{font-size:1.05rem;margin:0 0 .5rem}
p{margin:0 0 1rem}
img{display:block;width:100%;height:auto;border-radius:8px;background:#e4e7ec}
.kicker{font-size:.85rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#4a5263;margin:0}
.muted{color:#4a5263;font-size:.9rem}
.description{white-space:pre-line}
.cover{aspect-ratio:16/9;object-fit:cover;margin:1rem 0}
.shots{list-style:none;margin:0;padding:0;display:grid;gap:1.25rem}
.shots li{border:1px solid #d5d9e0;border-radius:10px;padding:1rem}
.shots img{aspect-ratio:16/9;object-fit:cover;margin:0 0 .75rem}
.shots p{white-space:pre-line;margin:0}
video{display:block;width:100%;aspect-ratio:16/9;border-radius:8px;background:#000}`;

/** One page of this route: its status, markup and Content-Security-Policy. */
export interface SharePage {
  readonly status: 200 | 404 | 410;
  readonly html: string;
  readonly csp: string;
}

/** The browser URL of a `public/` key served by this api, or null for any other reference. */
function publicImageUrl(publicUrl: string, ref: string | null): string | null {
  if (!ref?.startsWith(ASSET_STORAGE_PREFIXES.PUBLIC) || storageKeyProblem(ref) !== null) return null;
  const rest = ref.slice(ASSET_STORAGE_PREFIXES.PUBLIC.length).split('/').map(encodeURIComponent).join('/');
  return `${publicUrl}${PUBLIC_STORAGE_PATH}/${rest}`;
}

/** A reference's URL: a public key's, else the one signed for this page, else null (nothing shown). */
const imageUrl = (publicUrl: string, media: SharedMedia, ref: string | null): string | null =>
  publicImageUrl(publicUrl, ref) ?? (ref ? (media.images.get(ref) ?? null) : null);

/** The origins of the signed URLs (the api's signed route, or an S3 endpoint). */
function signedOrigins(media: SharedMedia): string[] {
  const urls = [...media.images.values(), media.film?.file, media.film?.stream, media.film?.poster].filter((u): u is string => Boolean(u));
  return [...new Set(urls.map((u) => new URL(u).origin))];
}

/** The policy of every page here: nothing but this stylesheet, the api's public images and what was signed for it. */
function policyFor(publicUrl: string, media: SharedMedia): string {
  const signed = signedOrigins(media);
  return [
    "default-src 'none'",
    [`img-src ${publicUrl}${PUBLIC_STORAGE_PATH}/`, ...signed].join(' '),
    `media-src ${signed.length ? signed.join(' ') : "'none'"}`,
    `style-src ${inlineStyleSource(STYLE)}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** An image, or nothing when the reference has no public URL; `lazy` for those below the fold. */
const image = (src: string | null, alt: string, attributes: 'class="cover"' | 'loading="lazy"'): string =>
  src ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" ${attributes} decoding="async">` : '';

function shotItem(publicUrl: string, media: SharedMedia, shot: StoryboardDetail['shots'][number]): string {
  const description = shot.description.trim() ? `<p>${escapeHtml(shot.description)}</p>` : '';
  return `<li><article><h3>${escapeHtml(T.shotHeading(shot.shotNumber, shot.title))}</h3>
${image(imageUrl(publicUrl, media, shot.imageAssetId), T.shotImageAlt(shot.shotNumber), 'loading="lazy"')}${description}</article></li>`;
}

/** The film: its HLS rendition first (phones play it natively), the MP4 second. */
function filmSection(title: string, film: NonNullable<SharedMedia['film']>): string {
  const poster = film.poster ? ` poster="${escapeHtml(film.poster)}"` : '';
  const stream = film.stream ? `<source src="${escapeHtml(film.stream)}" type="application/vnd.apple.mpegurl">` : '';
  return `<section aria-labelledby="film-heading"><h2 id="film-heading">${escapeHtml(T.filmHeading)}</h2>
<video controls playsinline preload="metadata" aria-label="${escapeHtml(T.filmLabel(title))}"${poster}>${stream}<source src="${escapeHtml(film.file)}" type="video/mp4"></video></section>`;
}

/** The storyboard as shared: title, cover, description, its latest film if it has one, shots. */
function storyboardPage(publicUrl: string, media: SharedMedia, storyboard: StoryboardDetail, expiresAt: number): string {
  const cover = imageUrl(publicUrl, media, storyboard.landScapeImageAssetId ?? storyboard.thumbnailAssetId);
  const shots = storyboard.shots.length
    ? `<ol class="shots">${storyboard.shots.map((shot) => shotItem(publicUrl, media, shot)).join('\n')}</ol>`
    : `<p>${escapeHtml(T.noShots)}</p>`;
  return document(
    `${storyboard.title} · ${T.sharedStoryboard}`,
    `<header><p class="kicker">${escapeHtml(T.sharedStoryboard)}</p><h1>${escapeHtml(storyboard.title)}</h1>
<p class="muted">${escapeHtml(T.validUntil(new Date(expiresAt)))}</p></header>
${image(cover, T.coverAlt(storyboard.title), 'class="cover"')}
${storyboard.description.trim() ? `<p class="description">${escapeHtml(storyboard.description)}</p>` : ''}
${media.film ? filmSection(storyboard.title, media.film) : ''}
<section aria-labelledby="shots-heading"><h2 id="shots-heading">${escapeHtml(T.shotsHeading)}</h2>
${shots}</section>`,
  );
}

const notice = (title: string, body: string): string =>
  document(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>`);

/** The page for what a link opens to: the storyboard, or why not (410 gone, 404 unknown). */
export function renderSharePage(opening: ShareOpening, publicUrl: string, media: SharedMedia = NO_SHARED_MEDIA): SharePage {
  const csp = policyFor(publicUrl, media);
  switch (opening.kind) {
    case 'open':
      return { status: 200, csp, html: storyboardPage(publicUrl, media, opening.storyboard, opening.expiresAt) };
    case 'expired':
      return { status: 410, csp, html: notice(T.expiredTitle, T.expiredBody) };
    case 'withdrawn':
      return { status: 410, csp, html: notice(T.withdrawnTitle, T.withdrawnBody) };
    case 'notFound':
      return { status: 404, csp, html: notice(T.notFoundTitle, T.notFoundBody) };
  }
}
