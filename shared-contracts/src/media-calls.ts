import { z } from 'zod';
import { SHOT_DURATION_S } from './constants/storyboards';
import { URL_IMPORT_MESSAGES } from './messages/uploads';
import { storageKeySchema } from './storage-keys';
import { storyboardDescriptionSchema, storyboardTitleSchema, tagListSchema } from './storyboard-calls';
import { MEDIA_TYPES, shotTypeSchema } from './storyboards';
import { deferred } from './deferred';

/*
 * Uploads, registered media and storyboards made from an upload (001 §4 "Adding a script
 * from an upload", §7), as the api answers them and the portal parses them:
 *
 *   1. POST /proxy/v1/customers/{customerId}/uploads {fileName, contentType, size}
 *      -> an upload ticket: a key under the caller's private/{identity}/ with a date, a
 *      random id and the file name, and a signed URL the browser PUTs the file to (never
 *      through a route that holds a database connection).
 *   2. PUT ticket.url with ticket.headers and the file's bytes.
 *   3. POST /proxy/v1/customers/{customerId}/assets {key, bucket} -> {assetId, mediaType};
 *      the api probes the file, makes a thumbnail (images, videos) and a streaming
 *      rendition (HLS, videos) in its job queue; GET .../assets/{assetId} tells how far.
 *   or 3'. POST /proxy/v1/customers/{customerId}/storyboards {key, bucket} -> a request id,
 *      polled at GET .../script-creation-requests/{requestId} every 2.5 s.
 *
 * An image on the web skips 1 and 2: POST /proxy/v1/customers/{customerId}/assets/imports
 * {url} -> {assetId, mediaType}; the api fetches it into the same kind of upload key and
 * registers it as 3 does.
 *
 * Private media is shown through short-lived signed URLs: POST .../asset-urls.
 */

const MIB = 1024 * 1024;

/** What an upload may be: content types and the largest size of each kind (README "Uploads"). */
export const UPLOAD_KINDS = {
  Video: { contentTypes: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska'], maxBytes: 1024 * MIB },
  Image: { contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'], maxBytes: 20 * MIB },
  Audio: { contentTypes: ['audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/wav', 'audio/x-wav', 'audio/ogg', 'audio/webm'], maxBytes: 200 * MIB },
  /** A storyboard document (STORYBOARD_DOCUMENT below). */
  StoryboardDocument: { contentTypes: ['application/json'], maxBytes: 1 * MIB },
  /**
   * An editing project (docs/adr/030 "Importing"): Deep Story's output.tar.gz (gzip) or a bare
   * Kdenlive project. Browsers name a .kdenlive file application/xml, text/xml or nothing:
   * the portal declares it by its extension, so application/xml itself stays no upload kind.
   */
  EditingProject: { contentTypes: ['application/gzip', 'application/x-gzip', 'application/x-kdenlive'], maxBytes: 200 * MIB },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The kind of upload a content type is, or null when none accepts it. */
export function uploadKindOf(contentType: string): UploadKind | null {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  for (const [kind, spec] of Object.entries(UPLOAD_KINDS) as [UploadKind, (typeof UPLOAD_KINDS)[UploadKind]][]) {
    if ((spec.contentTypes as readonly string[]).includes(type)) return kind;
  }
  return null;
}

/** How long signed URLs work. */
export const SIGNED_URL_TTL_SECONDS = {
  /** An upload ticket's PUT. */
  UPLOAD: 15 * 60,
  /** Viewing private media (images, thumbnails, the HLS rendition). */
  VIEW: 60 * 60,
} as const;

/** `error_code`s of the upload and media calls. */
export const MEDIA_ERROR_CODES = {
  /** The content type is none of UPLOAD_KINDS': 400. */
  UPLOAD_TYPE_NOT_ALLOWED: 'UPLOAD_TYPE_NOT_ALLOWED',
  /** Larger than its kind allows (declared, or while the bytes arrive): 413. */
  UPLOAD_TOO_LARGE: 'UPLOAD_TOO_LARGE',
  /** A signed URL whose signature does not match: 403. */
  SIGNATURE_INVALID: 'SIGNATURE_INVALID',
  /** A signed URL past its time: 403. */
  SIGNATURE_EXPIRED: 'SIGNATURE_EXPIRED',
  /** Registering a key nothing was uploaded to: 409. */
  OBJECT_NOT_UPLOADED: 'OBJECT_NOT_UPLOADED',
  /** A private key of someone other than the path customer's owner: 403. */
  FOREIGN_PRIVATE_ASSET: 'FOREIGN_PRIVATE_ASSET',
  /** Unknown asset, or another customer's: 404. */
  ASSET_NOT_FOUND: 'ASSET_NOT_FOUND',
  /** Unknown script-creation request, or another customer's: 404. */
  SCRIPT_CREATION_REQUEST_NOT_FOUND: 'SCRIPT_CREATION_REQUEST_NOT_FOUND',
  /** An image's address the api will not fetch (not http/https, a user name or password, a private network): 400. */
  URL_NOT_ALLOWED: 'URL_NOT_ALLOWED',
  /** The address gave no answer in time, an HTTP error, too many redirects or a cut-off image: 422. */
  URL_NOT_REACHABLE: 'URL_NOT_REACHABLE',
  /** The address answered something other than an image UPLOAD_KINDS takes: 422. */
  URL_NOT_AN_IMAGE: 'URL_NOT_AN_IMAGE',
} as const;

// ---- 1. Upload tickets -------------------------------------------------------------

/** POST .../uploads: what the browser is about to send. */
export const createUploadSchema = deferred(() => z.object({
  fileName: z.string().trim().min(1).max(255),
  contentType: z.string().trim().min(1).max(255),
  size: z.number().int().positive(),
}));
export type CreateUpload = z.infer<typeof createUploadSchema>;

/** Where and how to PUT the file. `bucket` is the store's name (the local store's is 'local'). */
export const uploadTicketSchema = deferred(() => z.object({
  key: z.string(),
  bucket: z.string(),
  url: z.string(),
  method: z.literal('PUT'),
  /** Headers the PUT must carry (Content-Type at least). */
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
}));
export type UploadTicket = z.infer<typeof uploadTicketSchema>;
export const uploadTicketResponseSchema = deferred(() => z.object({ result: uploadTicketSchema }));

// ---- 2. Registered media -----------------------------------------------------------

/** The media an upload turns out to be (Other is never registered). */
export const REGISTERED_MEDIA_TYPES = { Image: MEDIA_TYPES.Image, Video: MEDIA_TYPES.Video, Audio: MEDIA_TYPES.Audio } as const;
export type RegisteredMediaType = (typeof REGISTERED_MEDIA_TYPES)[keyof typeof REGISTERED_MEDIA_TYPES];

/** POST .../assets: the storage location of an uploaded file (001 §7: key, bucket). */
export const registerAssetSchema = deferred(() => z.object({ key: storageKeySchema, bucket: z.string().min(1).max(255) }));
export type RegisterAsset = z.infer<typeof registerAssetSchema>;

/** POST .../assets answers (001 §7: assetId, mediaType; status 200 is success). */
export const registeredAssetResponseSchema = deferred(() => z.object({
  result: z.object({ assetId: z.string(), mediaType: z.enum(REGISTERED_MEDIA_TYPES) }),
}));

/** Where a registered asset's processing is. */
export const MEDIA_PROCESSING_STATUSES = { Processing: 'Processing', Ready: 'Ready', Failed: 'Failed' } as const;
export type MediaProcessingStatus = (typeof MEDIA_PROCESSING_STATUSES)[keyof typeof MEDIA_PROCESSING_STATUSES];

/** GET .../assets/{assetId} (the key, URL-encoded): the asset and what processing made of it. */
export const mediaAssetSchema = deferred(() => z.object({
  assetId: z.string(),
  mediaType: z.enum(REGISTERED_MEDIA_TYPES),
  status: z.enum(MEDIA_PROCESSING_STATUSES),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  originalFileName: z.string().nullable(),
  durationMillis: z.number().int().nonnegative().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** A JPEG still (images and videos), once Ready. */
  thumbnailAssetId: z.string().nullable(),
  /** The HLS playlist of a video, once Ready. */
  streamAssetId: z.string().nullable(),
  /** Why processing failed. */
  error: z.string().nullable(),
  dateCreated: z.string(),
}));
export type MediaAsset = z.infer<typeof mediaAssetSchema>;
export const mediaAssetResponseSchema = deferred(() => z.object({ result: mediaAssetSchema }));

/** POST .../asset-urls: signed URLs to view up to 50 assets the customer may read. */
export const assetUrlsRequestSchema = deferred(() => z.object({ assetIds: z.array(storageKeySchema).min(1).max(50) }));
export const assetUrlSchema = deferred(() => z.object({
  assetId: z.string(),
  url: z.string(),
  /** The thumbnail's URL, when the asset has one. */
  thumbnailUrl: z.string().nullable(),
  /** The HLS playlist's URL (its segments signed with it), when the asset has one. */
  streamUrl: z.string().nullable(),
  /** A URL the browser saves the file from (under the key's last segment) rather than opens; a public key's is its public URL. */
  downloadUrl: z.string(),
  expiresAt: z.string(),
}));
export type AssetUrl = z.infer<typeof assetUrlSchema>;
export const assetUrlsResponseSchema = deferred(() => z.object({ result: z.array(assetUrlSchema) }));

// ---- 1-3 at once: an image from a web address ----------------------------------------

/** How the api fetches an image from an address (POST .../assets/imports). */
export const URL_IMPORT_LIMITS = {
  /** The longest address taken. */
  URL_MAX_LENGTH: 2048,
  /** Redirects followed, each one's address checked again. */
  MAX_REDIRECTS: 3,
  /** The whole fetch, from the first request to the image's last byte. */
  TIMEOUT_MS: 15_000,
} as const;

/** POST .../assets/imports: the address of an image (JPEG, PNG, WebP or GIF within UPLOAD_KINDS.Image). */
export const importAssetSchema = deferred(() => z.object({ url: z.string().trim().min(1).max(URL_IMPORT_LIMITS.URL_MAX_LENGTH) }));
export type ImportAsset = z.infer<typeof importAssetSchema>;

/**
 * Why an address cannot be fetched before anything is asked of the network (the portal
 * says so under the field, the api refuses it with 400 URL_NOT_ALLOWED), or null: it
 * must be an absolute http:// or https:// address without a user name or password.
 */
export function importUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return URL_IMPORT_MESSAGES.notWebAddress;
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) return URL_IMPORT_MESSAGES.notWebAddress;
  if (parsed.username || parsed.password) return URL_IMPORT_MESSAGES.credentials;
  return null;
}

// ---- 3'. Storyboards from an upload ---------------------------------------------------

/** POST .../storyboards: a storyboard from an uploaded video or storyboard document. */
export const createStoryboardFromUploadSchema = registerAssetSchema;
export const scriptCreationStartedResponseSchema = deferred(() => z.object({ result: z.object({ requestId: z.number().int().positive() }) }));

/** A script-creation request's status (001 §4: Completed, Failed, anything else keeps polling). */
export const SCRIPT_CREATION_STATUSES = { Pending: 'Pending', Processing: 'Processing', Completed: 'Completed', Failed: 'Failed' } as const;
export type ScriptCreationStatus = (typeof SCRIPT_CREATION_STATUSES)[keyof typeof SCRIPT_CREATION_STATUSES];

/** The steps a request reports while it runs (001 §4's progress messages). */
export const SCRIPT_CREATION_STEPS = { Processing: 'Processing storyboard ...', Enriching: 'Enriching storyboard ...' } as const;

export const scriptCreationRequestSchema = deferred(() => z.object({
  requestId: z.number().int().positive(),
  status: z.enum(SCRIPT_CREATION_STATUSES),
  step: z.enum(SCRIPT_CREATION_STEPS).nullable(),
  /** The new storyboard, once it exists (Submitted while the job runs, then ReadyToPublish). */
  storyboardId: z.number().int().positive().nullable(),
  /** The failure text of 001 §8 that applies, when Failed. */
  error: z.string().nullable(),
}));
export type ScriptCreationRequest = z.infer<typeof scriptCreationRequestSchema>;
export const scriptCreationRequestResponseSchema = deferred(() => z.object({ result: scriptCreationRequestSchema }));

/**
 * A storyboard document: a JSON file (application/json, at most 1 MiB) that becomes a
 * storyboard with these shots; ours, described in docs/storyboard-document.md. Shot
 * durations are whole seconds within 001 §5's limits; a shot's type defaults to VideoAudio.
 */
export const STORYBOARD_DOCUMENT_VERSION = 1;
export const STORYBOARD_DOCUMENT_MAX_SHOTS = 100;
export const storyboardDocumentSchema = deferred(() => z.object({
  version: z.literal(STORYBOARD_DOCUMENT_VERSION),
  title: storyboardTitleSchema,
  description: storyboardDescriptionSchema.default(''),
  tags: tagListSchema.default([]),
  shots: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(100),
        description: z.string().max(1000).default(''),
        durationSeconds: z.number().int().min(SHOT_DURATION_S.MIN).max(SHOT_DURATION_S.MAX),
        type: shotTypeSchema.default('VideoAudio'),
      }),
    )
    .min(1)
    .max(STORYBOARD_DOCUMENT_MAX_SHOTS),
}));
export type StoryboardDocument = z.infer<typeof storyboardDocumentSchema>;
