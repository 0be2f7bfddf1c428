import { z } from 'zod';
import { ASSET_STORAGE_PREFIXES } from './constants/storage';
import { REUSABLE_ASSET_DEFAULTS, SEARCH_PAGE_SIZES } from './constants/storyboards';
import { STORAGE_KEY_MAX_LENGTH, storageKeySchema } from './storage-keys';
import { searchResultSchema, tagListSchema } from './storyboard-calls';
import { MEDIA_TYPES } from './storyboards';
import { deferred } from './deferred';

/*
 * The reusable asset calls of 001 §7 (POST /proxy/v1/customers/{customerId}/reusable-assets,
 * GET, PUT, DELETE .../reusable-assets/{id}) and GET /search/reusable-assets, as the api
 * answers them and the portal parses them. A reusable asset is a customer's image, video or
 * audio kept to reuse across storyboards (the storymaker's Director's Guide, 001 §2, §3).
 */

/** Field limits of a reusable asset. */
export const REUSABLE_ASSET_LIMITS = {
  NAME_MAX_LENGTH: 100,
  DESCRIPTION_MAX_LENGTH: 280,
  ASSET_ID_MAX_LENGTH: STORAGE_KEY_MAX_LENGTH,
} as const;

/** The media a reusable asset holds; the asset page previews video or image (001 §2). */
export const REUSABLE_ASSET_MEDIA_TYPES = {
  Image: MEDIA_TYPES.Image,
  Video: MEDIA_TYPES.Video,
  Audio: MEDIA_TYPES.Audio,
} as const;
export type ReusableAssetMediaType = (typeof REUSABLE_ASSET_MEDIA_TYPES)[keyof typeof REUSABLE_ASSET_MEDIA_TYPES];

/** `error_code`s of the reusable asset calls (with FORBIDDEN_CUSTOMER of STORYBOARD_ERROR_CODES). */
export const REUSABLE_ASSET_ERROR_CODES = {
  /** Unknown, deleted, or another customer's asset under the caller's id: 404. */
  REUSABLE_ASSET_NOT_FOUND: 'REUSABLE_ASSET_NOT_FOUND',
  /** The path's customer does not exist (an admin naming any id): 404. */
  CUSTOMER_NOT_FOUND: 'CUSTOMER_NOT_FOUND',
  /** A private/{identity}/ key of someone other than the path customer's owner: 403. */
  FOREIGN_PRIVATE_ASSET: 'FOREIGN_PRIVATE_ASSET',
} as const;

const id = deferred(() => z.number().int().positive());

/**
 * The identity segment of a private key (`private/{identity}/...`), or null for a public
 * or protected key. Keys are checked by `storageKeySchema` first, so the segment is there.
 */
export function privateKeyIdentity(assetId: string): string | null {
  if (!assetId.startsWith(ASSET_STORAGE_PREFIXES.PRIVATE)) return null;
  return assetId.slice(ASSET_STORAGE_PREFIXES.PRIVATE.length).split('/')[0] ?? null;
}

const nameSchema = deferred(() => z.string().trim().min(1).max(REUSABLE_ASSET_LIMITS.NAME_MAX_LENGTH));
const descriptionSchema = deferred(() => z.string().max(REUSABLE_ASSET_LIMITS.DESCRIPTION_MAX_LENGTH));

/** A reusable asset as every call answers it (001 §3: "id or reusableAssetId", the same value). */
export const reusableAssetSchema = deferred(() => z.object({
  id,
  reusableAssetId: id,
  assetId: z.string(),
  remoteAssetId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  mediaType: z.enum(REUSABLE_ASSET_MEDIA_TYPES),
  tags: z.array(z.string()),
  customerId: id,
  dateCreated: z.string(),
  lastUpdated: z.string(),
}));
export type ReusableAsset = z.infer<typeof reusableAssetSchema>;

/** GET, PUT and POST answers: `{ result: asset }`. */
export const reusableAssetResponseSchema = deferred(() => z.object({ result: reusableAssetSchema }));

/**
 * POST .../reusable-assets: the stored object and its media; a new asset is named
 * 'Asset Title', described 'Asset Description' and tagged Sports and Social unless the
 * body says otherwise (001 §3).
 */
export const createReusableAssetSchema = deferred(() => z.object({
  assetId: storageKeySchema,
  mediaType: z.enum(REUSABLE_ASSET_MEDIA_TYPES),
  remoteAssetId: z.string().min(1).max(REUSABLE_ASSET_LIMITS.ASSET_ID_MAX_LENGTH).nullish(),
  name: nameSchema.default(REUSABLE_ASSET_DEFAULTS.TITLE),
  description: descriptionSchema.default(REUSABLE_ASSET_DEFAULTS.DESCRIPTION),
  tags: tagListSchema.default([...REUSABLE_ASSET_DEFAULTS.TAGS]),
}));
export type CreateReusableAsset = z.infer<typeof createReusableAssetSchema>;

/** PUT .../reusable-assets/{id}: the fields sent change (at least one). */
export const updateReusableAssetSchema = deferred(() => z
  .object({
    name: nameSchema.optional(),
    description: descriptionSchema.optional(),
    tags: tagListSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.description !== undefined || body.tags !== undefined, {
    message: 'Send at least one of name, description, tags',
  }));
export type UpdateReusableAsset = z.infer<typeof updateReusableAssetSchema>;

const commaList = deferred(() => z
  .string()
  .max(1000)
  .transform((s) => s.split(',').map((t) => t.trim()).filter(Boolean)));

/** GET /search/reusable-assets (001 §7): q, tags, reusableAssetId, from; 20 a page. */
export const reusableAssetSearchQuerySchema = deferred(() => z.object({
  q: z.string().trim().max(200).optional(),
  tags: commaList.optional(),
  reusableAssetId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  from: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZES.REUSABLE_ASSETS).default(SEARCH_PAGE_SIZES.REUSABLE_ASSETS),
}));
export type ReusableAssetSearchQuery = z.infer<typeof reusableAssetSearchQuerySchema>;

/** Elasticsearch-shaped answer: result.hits and result.total.value. */
export const reusableAssetSearchResponseSchema = deferred(() => searchResultSchema(reusableAssetSchema));
