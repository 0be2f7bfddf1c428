import { randomBytes } from 'node:crypto';
import { ASSET_STORAGE_PREFIXES, MEDIA_ERROR_CODES, SIGNED_URL_TTL_SECONDS, UPLOAD_KINDS, uploadKindOf, type CreateUpload, type UploadKind, type UploadTicket } from '../../../contracts';
import { ApiError } from '../errors';
import { assertStorageKey } from './keys';
import type { ObjectStorage } from './object-storage';
import type { StorageUrls } from './signed-urls';

/*
 * Upload tickets (001 §4 "Adding a script from an upload", docs/adr/023): the api checks
 * the file's declared type and size against UPLOAD_KINDS, picks a key under the
 * customer's private/{identity}/uploads/ and signs a PUT of exactly that type and at most
 * that size; the browser then sends the bytes straight to the store (or to the api's
 * signed route for the local store), never through a route that holds a database
 * connection.
 */

/** Refusals of the upload calls beyond MEDIA_ERROR_CODES. */
export const UPLOAD_ERROR_CODES = {
  /** The customer has no user whose identity could own the upload's private key (an admin acting for them): 409. */
  CUSTOMER_HAS_NO_USER: 'CUSTOMER_HAS_NO_USER',
} as const;

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

/** 1 GiB, 20 MiB, 1.5 MiB. */
export function formatBytes(bytes: number): string {
  const [unit, size] = bytes >= GIB ? ['GiB', GIB] : bytes >= MIB ? ['MiB', MIB] : ['KiB', 1024];
  return `${Number((bytes / (size as number)).toFixed(1))} ${unit as string}`;
}

const KIND_NAMES: Readonly<Record<UploadKind, string>> = {
  Video: 'A video',
  Image: 'An image',
  Audio: 'An audio file',
  StoryboardDocument: 'A storyboard document',
  EditingProject: 'An editing project',
};

/**
 * The kind of a file the customer may upload and its content type as stored (the media type,
 * lower case, no parameters); 400 UPLOAD_TYPE_NOT_ALLOWED or 413 UPLOAD_TOO_LARGE else.
 */
export function allowedUpload(contentType: string, size: number): { kind: UploadKind; contentType: string } {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const kind = uploadKindOf(type);
  if (kind === null) {
    const accepted = Object.values(UPLOAD_KINDS).flatMap((k) => k.contentTypes);
    throw new ApiError(400, MEDIA_ERROR_CODES.UPLOAD_TYPE_NOT_ALLOWED, `Files of type ${type || '(none)'} cannot be uploaded; accepted: ${accepted.join(', ')}`);
  }
  const { maxBytes } = UPLOAD_KINDS[kind];
  if (size > maxBytes) {
    const limit = formatBytes(maxBytes);
    const actual = formatBytes(size) === limit ? 'larger' : formatBytes(size);
    throw new ApiError(413, MEDIA_ERROR_CODES.UPLOAD_TOO_LARGE, `${KIND_NAMES[kind]} can be at most ${limit}; this file is ${actual}`);
  }
  return { kind, contentType: type };
}

/** The longest file name kept in a key, before its extension. */
const NAME_MAX_LENGTH = 100;
const EXTENSION_MAX_LENGTH = 16;

/** Letters and digits only: an extension is kept when it is one of these runs. */
const EXTENSION = new RegExp(`^[A-Za-z0-9]{1,${EXTENSION_MAX_LENGTH}}$`);

/**
 * A file name as one key segment (storage-keys.ts): accents dropped, every run of other
 * characters outside the safe ones a single dash, no leading or trailing dots or dashes,
 * at most 100 characters before its extension (letters and digits, at most 16); `file`
 * when nothing of the name is left.
 */
export function fileNameSegment(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 && EXTENSION.test(fileName.slice(dot + 1)) ? fileName.slice(dot + 1) : '';
  const name = (extension ? fileName.slice(0, dot) : fileName)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._~!()+=,@-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, NAME_MAX_LENGTH)
    .replace(/[-.]+$/, '');
  return `${name || 'file'}${extension ? `.${extension}` : ''}`;
}

/** `private/{identity}/uploads/{yyyy}/{mm}/{dd}/{random id}/{file name}`, the date in UTC. */
export function uploadKey(identity: string, fileName: string, at: Date, id: string = randomBytes(12).toString('base64url')): string {
  const yyyy = String(at.getUTCFullYear());
  const mm = String(at.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(at.getUTCDate()).padStart(2, '0');
  return assertStorageKey(`${ASSET_STORAGE_PREFIXES.PRIVATE}${identity}/uploads/${yyyy}/${mm}/${dd}/${id}/${fileNameSegment(fileName)}`);
}

/**
 * A ticket to upload `file` for the customer whose identity is `identity`: its type and
 * size as allowedUpload answered them (the type without parameters).
 */
export async function uploadTicket(store: ObjectStorage, urls: StorageUrls, identity: string, file: CreateUpload, at: Date): Promise<UploadTicket> {
  const key = uploadKey(identity, file.fileName, at);
  const signed = await urls.upload(key, { contentType: file.contentType, size: file.size }, SIGNED_URL_TTL_SECONDS.UPLOAD);
  return { key, bucket: store.bucket, url: signed.url, method: signed.method, headers: { ...signed.headers }, expiresAt: signed.expiresAt.toISOString() };
}
