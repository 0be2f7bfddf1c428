import type { UploadTicket } from '@portal/shared-contracts/storyboards';
import { NetworkError, errorOfBody } from './apiError';

/*
 * The one upload of file bytes (ADR 012): PUT to an upload ticket's signed URL. It uses
 * XMLHttpRequest because fetch reports no upload progress. Outcomes match the http
 * client's: an ApiError for a non-2xx answer (with the api's error_code and
 * error_message when the body is an error body), a NetworkError when no answer arrives,
 * the signal's reason (an AbortError) when the caller aborts.
 */

/** How much of the file went out: bytes sent and the file's size. */
export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
}

export interface UploadFileOptions {
  /** Called as the bytes go out, and once with loaded = total when the answer is a 2xx. */
  readonly onProgress?: (progress: UploadProgress) => void;
  /** Aborting stops the transfer and rejects with the signal's reason, never with an ApiError. */
  readonly signal?: AbortSignal;
  /** Defaults to the global XMLHttpRequest, looked up per call. */
  readonly XMLHttpRequest?: typeof XMLHttpRequest;
}

/** What of a ticket the PUT needs (uploadTicketSchema in shared-contracts). */
export type UploadDestination = Pick<UploadTicket, 'url' | 'method' | 'headers'>;

/** The URL's path for error messages: never its query, which carries the signature. */
function pathOf(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).pathname;
  } catch {
    return url.split('?')[0] ?? url;
  }
}

/** The body of an answer as JSON, or null when it has none or is something else (an S3 XML error, a proxy's HTML). */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** What an abort rejects with: the signal's reason, as fetch does. */
const abortReasonOf = (signal: AbortSignal | undefined): unknown => signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');

/**
 * PUTs `file` to `ticket.url` with `ticket.headers` (Content-Type at least), reporting
 * progress; resolves on a 2xx answer. No Authorization header is sent: the URL's
 * signature is the permission.
 */
export function uploadFile(ticket: UploadDestination, file: Blob, options: UploadFileOptions = {}): Promise<void> {
  const { onProgress, signal } = options;
  const method = ticket.method;
  const path = pathOf(ticket.url);
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReasonOf(signal));
      return;
    }
    const Request = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
    const xhr = new Request();
    let settled = false;
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    function onAbort(): void {
      settle(() => reject(abortReasonOf(signal)));
      xhr.abort();
    }

    xhr.upload.addEventListener('progress', (event) => {
      if (!settled) onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        settle(() => {
          onProgress?.({ loaded: file.size, total: file.size });
          resolve();
        });
      } else {
        settle(() => reject(errorOfBody(method, path, xhr.status, jsonOf(xhr.responseText))));
      }
    });
    // No answer (offline, DNS, CORS, reset), a timeout, or an abort that was not the caller's.
    for (const type of ['error', 'timeout', 'abort'] as const) {
      xhr.addEventListener(type, () => settle(() => reject(new NetworkError(method, path))));
    }
    signal?.addEventListener('abort', onAbort);

    xhr.open(method, ticket.url);
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.send(file);
  });
}
