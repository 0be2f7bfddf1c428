import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_ERROR_CODES } from '../../../contracts';
import { ApiError } from '../errors';
import type { Clock } from '../identity/clock';
import { assertStorageKey } from './keys';
import type { ObjectStorage } from './object-storage';

/*
 * Storage URLs the browser uses without a token (docs/adr/023). The api signs what a URL
 * allows (a grant) with HMAC-SHA256; the routes under /storage/signed check the grant
 * against the request and never open a database connection. S3 signs its own upload and
 * view URLs (the store's presigner); playlists are always the api's, since each segment
 * line is rewritten to a URL of its own.
 */

/** `PUT` (upload) and `GET` (read) of one object. */
export const SIGNED_STORAGE_PATH = '/storage/signed';
/** `GET` of an HLS playlist with its segment lines signed (playlists.ts). */
export const SIGNED_PLAYLIST_PATH = '/storage/signed-playlist';

/** What a signed URL allows, until `expires` (epoch seconds). */
export type StorageGrant =
  | {
      readonly method: 'PUT';
      readonly key: string;
      readonly expires: number;
      /** The Content-Type the PUT must carry (and the object is stored with). */
      readonly contentType: string;
      /** The most bytes the PUT may send. */
      readonly maxBytes: number;
    }
  | {
      readonly method: 'GET';
      readonly key: string;
      readonly expires: number;
      /** When set, the object is served as a download (Content-Disposition: attachment) under this file name. */
      readonly download?: string;
    }
  | { readonly method: 'PLAYLIST'; readonly key: string; readonly expires: number };

/** The query parameters of a signed URL (the key is its path). */
export const GRANT_QUERY = { expires: 'expires', contentType: 'contentType', maxBytes: 'maxBytes', download: 'download', signature: 'signature' } as const;

export type GrantCheck = 'valid' | 'invalid' | 'expired';

/** A key as a URL path: each segment percent-encoded (the route decodes them back). */
export const keyPath = (key: string): string => key.split('/').map(encodeURIComponent).join('/');

/** Signs and checks grants with one key; builds their URLs on the api's public URL. */
export class StorageUrlSigner {
  constructor(
    private readonly key: Buffer,
    private readonly publicUrl: string,
  ) {}

  signature(grant: StorageGrant): string {
    // JSON: no field's text can run into the next one's.
    // A GET without a download name signs what it always did, so URLs already out stay valid.
    const fields = grant.method === 'PUT' ? [grant.contentType, grant.maxBytes] : grant.method === 'GET' && grant.download !== undefined ? ['download', grant.download] : [];
    return createHmac('sha256', this.key).update(JSON.stringify(['storage-url/1', grant.method, grant.key, grant.expires, ...fields])).digest('base64url');
  }

  url(grant: StorageGrant): string {
    assertStorageKey(grant.key);
    const query = new URLSearchParams({ [GRANT_QUERY.expires]: String(grant.expires) });
    if (grant.method === 'PUT') {
      query.set(GRANT_QUERY.contentType, grant.contentType);
      query.set(GRANT_QUERY.maxBytes, String(grant.maxBytes));
    }
    if (grant.method === 'GET' && grant.download !== undefined) query.set(GRANT_QUERY.download, grant.download);
    query.set(GRANT_QUERY.signature, this.signature(grant));
    const path = grant.method === 'PLAYLIST' ? SIGNED_PLAYLIST_PATH : SIGNED_STORAGE_PATH;
    return `${this.publicUrl}${path}/${keyPath(grant.key)}?${query.toString()}`;
  }

  /** Whether `signature` is this grant's, and still in time at `nowSeconds` (a forged grant is invalid, never expired). */
  check(grant: StorageGrant, signature: string, nowSeconds: number): GrantCheck {
    const expected = Buffer.from(this.signature(grant));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return nowSeconds < grant.expires ? 'valid' : 'expired';
  }
}

/** Where and how the browser PUTs a file (an upload ticket's url, method, headers and expiry). */
export interface SignedUpload {
  readonly url: string;
  readonly method: 'PUT';
  readonly headers: Readonly<Record<string, string>>;
  readonly expiresAt: Date;
}

export interface SignedView {
  readonly url: string;
  readonly expiresAt: Date;
}

/**
 * The app's storage URLs (`app.storageUrls`): through the store's presigner when it has one
 * (S3), else through the api's signed routes.
 */
export class StorageUrls {
  constructor(
    readonly signer: StorageUrlSigner,
    private readonly store: ObjectStorage,
    private readonly clock: Clock,
  ) {}

  private window(ttlSeconds: number): { signedAt: Date; expires: number; expiresAt: Date } {
    const now = this.clock.now();
    const expires = Math.floor(now / 1000) + ttlSeconds;
    return { signedAt: new Date(now), expires, expiresAt: new Date(expires * 1000) };
  }

  /** When a URL signed now for `ttlSeconds` expires (whole seconds). */
  expiryIn(ttlSeconds: number): Date {
    return this.window(ttlSeconds).expiresAt;
  }

  /** A PUT of at most `size` bytes (S3: exactly) of `contentType` to `key`. */
  async upload(key: string, file: { readonly contentType: string; readonly size: number }, ttlSeconds: number): Promise<SignedUpload> {
    const { signedAt, expires, expiresAt } = this.window(ttlSeconds);
    const headers = { 'Content-Type': file.contentType };
    const url = this.store.presigner
      ? await this.store.presigner.uploadUrl(key, file, signedAt, expiresAt)
      : this.signer.url({ method: 'PUT', key, expires, contentType: file.contentType, maxBytes: file.size });
    return { url, method: 'PUT', headers, expiresAt };
  }

  /**
   * A GET of the object under `key`; with `downloadAs`, one the browser saves under that file
   * name rather than opens (a cross-origin link's `download` attribute is ignored).
   */
  async view(key: string, ttlSeconds: number, opts: { readonly downloadAs?: string } = {}): Promise<SignedView> {
    const { signedAt, expires, expiresAt } = this.window(ttlSeconds);
    const download = opts.downloadAs;
    const url = this.store.presigner
      ? await this.store.presigner.viewUrl(key, signedAt, expiresAt, download)
      : this.signer.url({ method: 'GET', key, expires, ...(download !== undefined ? { download } : {}) });
    return { url, expiresAt };
  }

  /** The HLS playlist under `key`, served by the api with each segment signed (either store). */
  playlist(key: string, ttlSeconds: number): SignedView {
    const { expires, expiresAt } = this.window(ttlSeconds);
    return { url: this.signer.url({ method: 'PLAYLIST', key, expires }), expiresAt };
  }

  /** Nothing when `signature` signs `grant` and it is in time; else 403 SIGNATURE_INVALID or SIGNATURE_EXPIRED. */
  verify(grant: StorageGrant, signature: string | undefined): void {
    const check = signature === undefined ? 'invalid' : this.signer.check(grant, signature, Math.floor(this.clock.now() / 1000));
    if (check === 'invalid') throw new ApiError(403, MEDIA_ERROR_CODES.SIGNATURE_INVALID, 'This URL is not signed for this request');
    if (check === 'expired') throw new ApiError(403, MEDIA_ERROR_CODES.SIGNATURE_EXPIRED, 'This URL has expired; ask for a new one');
  }
}

/** Content-Disposition of a download named `fileName`: an ASCII fallback and the exact name (RFC 6266, 5987). */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
