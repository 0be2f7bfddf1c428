import { ApiError, errorOf } from './apiError';
import type { HttpClient } from './client';

/*
 * Files the api serves only to a signed-in caller (an invoice's `invoice_pdf`): a plain
 * link would reach the api without the bearer token, so the file is fetched through the
 * shared client as a Blob and handed to the browser from memory.
 */

/** How long a saved file's object URL lives: the download has long started by then (Firefox reads it after the click returns). */
const OBJECT_URL_LIFETIME_MS = 40_000;

/**
 * The path (with its query) under the api of an absolute link the api answered, or null
 * when the link leads anywhere else: the session's token goes to the api only.
 */
export function apiPathOf(apiUrl: string, link: string): string | null {
  let base: URL;
  let url: URL;
  try {
    base = new URL(apiUrl, globalThis.location?.href);
    url = new URL(link, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const prefix = base.pathname.replace(/\/+$/, '');
  if (prefix !== '' && !url.pathname.startsWith(`${prefix}/`)) return null;
  return `${url.pathname.slice(prefix.length)}${url.search}`;
}

/** The file name of a Content-Disposition header (`inline; filename="invoice-1.pdf"`), or null. */
export function fileNameOf(contentDisposition: string | null): string | null {
  const match = /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match?.[1]?.trim() || null;
}

export interface ApiFile {
  readonly blob: Blob;
  /** The name the api gave it (Content-Disposition), or null. */
  readonly fileName: string | null;
}

/**
 * GETs a file of the api with the session's token. Rejects as every call of the client
 * does: an ApiError with the api's `error_message` for a non-2xx answer, fetch's
 * AbortError when `signal` aborts, and an ApiError (status 0) for a link off the api.
 */
export async function fetchApiFile(client: HttpClient, apiUrl: string, link: string, signal?: AbortSignal): Promise<ApiFile> {
  const path = apiPathOf(apiUrl, link);
  if (path === null) throw new ApiError(0, null, `${link} is not a link of the api`);
  const response = await client.raw('GET', path, { signal });
  if (!response.ok) throw await errorOf('GET', path, response);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/**
 * Starts the browser's download of `url` as `fileName`: a hidden link with `download`
 * clicked once (the same-origin object URL of a file in memory keeps the name).
 */
export function startBrowserDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a file in memory to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  startBrowserDownload(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
