import type { IncomingMessage } from 'node:http';
import {
  MEDIA_ERROR_CODES as CODES,
  UPLOAD_KINDS,
  URL_IMPORT_LIMITS,
  URL_IMPORT_MESSAGES as M,
  uploadKindOf,
  type ImportAsset,
  type RegisteredMediaType,
} from '../../../contracts';
import { ApiError } from '../errors';
import type { Clock } from '../identity/clock';
import type { AssetCaller } from '../reusable-assets/reusable-asset-service';
import { ObjectSizeMismatchError, boundedBody, contentTypeForKey } from '../storage/object-storage';
import { customerIdentity } from '../storage/access';
import { UPLOAD_ERROR_CODES, uploadKey } from '../storage/uploads';
import { mediaService, type MediaServiceDeps } from './media-service';
import { anyAddress, checkedUrl, fetchFailure, isPublicAddress, openUrl, type AddressPolicy } from './url-fetch';

export interface UrlImportDeps extends MediaServiceDeps {
  readonly clock: Clock;
  /** URL_IMPORT_ALLOW_PRIVATE: hosts on loopback, private and link-local addresses may be fetched. */
  readonly allowPrivate: boolean;
  /** The whole fetch's deadline; URL_IMPORT_LIMITS.TIMEOUT_MS unless a test shortens it. */
  readonly timeoutMs?: number;
  /** Which addresses may be connected to, instead of what allowPrivate says (tests). */
  readonly allow?: AddressPolicy;
}

const IMAGE = UPLOAD_KINDS.Image;
const ACCEPT = `${IMAGE.contentTypes.join(', ')}, image/*;q=0.8`;
const EXTENSIONS: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

const notAnImage = (message: string): ApiError => new ApiError(422, CODES.URL_NOT_AN_IMAGE, message);
const tooLarge = (): ApiError => new ApiError(413, CODES.UPLOAD_TOO_LARGE, M.tooLarge(IMAGE.maxBytes));

/** The answer's image type (lower case, no parameters) when UPLOAD_KINDS takes it as an image; 422 URL_NOT_AN_IMAGE else. */
function imageTypeOf(response: IncomingMessage): string {
  const type = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (uploadKindOf(type) === 'Image' && encoding === 'identity') return type;
  throw notAnImage(type.startsWith('image/') ? M.imageTypeNotAllowed(type, IMAGE.contentTypes) : M.notAnImage);
}

/** The Content-Length the answer declares, or null; 413 when it is past the image limit. */
function declaredSize(response: IncomingMessage): number | null {
  const header = response.headers['content-length'];
  if (header === undefined || !/^\d+$/.test(header)) return null;
  const size = Number(header);
  if (size > IMAGE.maxBytes) throw tooLarge();
  return size;
}

/** The file name to keep: the address's last path segment, or 'image', ending as its type does. */
export function importedFileName(url: URL, contentType: string): string {
  const segment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  let name: string;
  try {
    name = decodeURIComponent(segment);
  } catch {
    name = segment;
  }
  name = name.trim() || 'image';
  return contentTypeForKey(name) === contentType ? name : `${name}.${EXTENSIONS[contentType] ?? 'img'}`;
}

/**
 * Images from a web address (001 §2 "Upload Storyboard or Asset"): the image is fetched
 * (url-fetch.ts's guard, one deadline), streamed into the customer's private uploads under
 * the key an upload ticket would have given it, then registered as an upload is, so its
 * processing job runs. Nothing holds a database connection while the bytes arrive; an
 * answer that is not an allowed image, or one past the image limit, leaves nothing stored.
 */
export function urlImportService(deps: UrlImportDeps) {
  const media = mediaService(deps);
  const allow = deps.allow ?? (deps.allowPrivate ? anyAddress : isPublicAddress);

  /** Streams the answer into a new upload key; its key. Throws what the customer is told. */
  async function store(identity: string, url: URL, response: IncomingMessage, signal: AbortSignal): Promise<string> {
    try {
      const contentType = imageTypeOf(response);
      const size = declaredSize(response);
      const key = uploadKey(identity, importedFileName(url, contentType), new Date(deps.clock.now()));
      // The stream errors past the limit (or when the answer is cut off or the deadline
      // passes): the put fails and the store keeps nothing.
      await deps.storage.put(key, boundedBody(response, IMAGE.maxBytes, { tooLarge }), contentType, size === null ? {} : { size });
      return key;
    } catch (error) {
      response.destroy();
      if (error instanceof ApiError || signal.aborted) throw fetchFailure(error, signal);
      if (response.errored || error instanceof ObjectSizeMismatchError) throw new ApiError(422, CODES.URL_NOT_REACHABLE, M.cutOff);
      throw error;
    }
  }

  return {
    /** POST .../assets/imports: the image at `url` becomes the customer's asset, answered as POST .../assets answers. */
    async importImage(caller: AssetCaller, customerId: number, { url }: ImportAsset): Promise<{ assetId: string; mediaType: RegisteredMediaType }> {
      // A refused address costs no lookup.
      const address = checkedUrl(url, allow);
      const identity = await customerIdentity(deps.db, caller, customerId);
      if (identity === null) throw new ApiError(409, UPLOAD_ERROR_CODES.CUSTOMER_HAS_NO_USER, 'This customer has no user to own the image');
      const signal = AbortSignal.timeout(deps.timeoutMs ?? URL_IMPORT_LIMITS.TIMEOUT_MS);
      const { response } = await openUrl(address, { allow, signal, accept: ACCEPT });
      // Named after the address the customer gave: a redirect's target is often a CDN's hash.
      const key = await store(identity, address, response, signal);
      try {
        return await media.register(caller, customerId, { key, bucket: deps.storage.bucket });
      } catch (error) {
        await deps.storage.delete(key).catch(() => false);
        throw error;
      }
    },
  };
}

export type UrlImportService = ReturnType<typeof urlImportService>;
