import { z } from 'zod';
import { SEARCH_PAGE_SIZES, SECTOR_TAGS, SHOT_DURATION_S, STORYBOARD_LIMITS } from './constants/storyboards';
import {
  MEDIA_TYPES,
  ON_OFF_MODES,
  PROJECT_TYPES,
  PUBLISH_QUALITIES,
  SHOT_TYPES,
  UGV_STATUSES,
  projectTypeSchema,
  shotTypeSchema,
  storyboardStatusSchema,
} from './storyboards';
import { deferred } from './deferred';

/*
 * The storyboard calls of 001 §7 under /proxy/v1/customers/{customerId}/... and the
 * storyboard searches, as the api answers them and the portal parses them. Field names
 * are the spec's (scriptId, landScapeImageAssetId, ...).
 */

/** Orientation of a storyboard (001 §3 shootingMode). */
export const SHOOTING_MODES = { Landscape: 'Landscape', Portrait: 'Portrait' } as const;
export type ShootingMode = (typeof SHOOTING_MODES)[keyof typeof SHOOTING_MODES];

/**
 * Tags one of which a storyboard must carry to be listed in the marketplace (001 §4: "which
 * tags: not shown"). They are the sector tags of the search filter, so a buyer browsing by
 * sector finds every listing; the region tags (QLD, NSW, ...) do not qualify.
 */
export const MARKETPLACE_REQUIRED_TAGS: readonly string[] = SECTOR_TAGS;

/** True when one of the tags (any case) is a marketplace sector tag. */
export function hasRequiredMarketplaceTag(tags: readonly string[]): boolean {
  const wanted = new Set(MARKETPLACE_REQUIRED_TAGS.map((t) => t.toLowerCase()));
  return tags.some((t) => wanted.has(t.trim().toLowerCase()));
}

const id = deferred(() => z.number().int().positive());
const assetRef = deferred(() => z.string().min(1).max(1024));
const tag = deferred(() => z.string().trim().min(1).max(50));
/** Tags as stored: trimmed, none blank, no duplicates ignoring case (001 §5). */
const tags = deferred(() => z
  .array(tag)
  .max(30)
  .refine((list) => new Set(list.map((t) => t.toLowerCase())).size === list.length, 'Tags must not repeat'));
/** The tag rules of 001 §5, shared by storyboards and reusable assets. */
export const tagListSchema = tags;
const onOff = deferred(() => z.enum(ON_OFF_MODES));

export const storyboardTitleSchema = deferred(() => z.string().trim().min(1).max(STORYBOARD_LIMITS.TITLE_MAX_LENGTH));
export const storyboardDescriptionSchema = deferred(() => z.string().max(STORYBOARD_LIMITS.DESCRIPTION_MAX_LENGTH));
/** A shot's length in milliseconds: 1 to 120 seconds (001 §5). */
export const shotDurationMillisSchema = deferred(() => z
  .number()
  .int()
  .min(SHOT_DURATION_S.MIN * 1000)
  .max(SHOT_DURATION_S.MAX * 1000));

/** A storyboard as a search hit or a list entry (001 §3 "Storyboard list item"). */
export const storyboardListItemSchema = deferred(() => z.object({
  scriptId: id,
  scriptTitle: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  landScapeImageAssetId: z.string().nullable(),
  status: storyboardStatusSchema,
  project: z.object({ id, code: z.string(), projectType: projectTypeSchema }),
  listingId: id.nullable(),
  numberOfShots: z.number().int().nonnegative(),
  lastUpdated: z.string(),
}));
export type StoryboardListItem = z.infer<typeof storyboardListItemSchema>;

export const shotSchema = deferred(() => z.object({
  id,
  title: z.string(),
  description: z.string(),
  shotNumber: z.number().int().positive(),
  durationMillis: z.number().int(),
  scriptToken: z.string().nullable(),
  imageAssetId: z.string().nullable(),
  explanationAssetId: z.string().nullable(),
  originalFileName: z.string().nullable(),
  shotType: shotTypeSchema,
  ugvStatus: z.enum(UGV_STATUSES),
  assetId: z.string().nullable(),
}));
export type Shot = z.infer<typeof shotSchema>;

export const scriptAssetSchema = deferred(() => z.object({
  id,
  assetId: z.string(),
  shotId: id.nullable(),
  mediaType: z.enum([MEDIA_TYPES.Image, MEDIA_TYPES.Video, MEDIA_TYPES.Audio]),
  originalFileName: z.string().nullable(),
  durationMillis: z.number().int().nullable(),
}));
export type ScriptAsset = z.infer<typeof scriptAssetSchema>;

/** Every field of 001 §3 "Storyboard detail", plus who owns it and its listing. */
export const storyboardDetailSchema = deferred(() => z.object({
  id,
  customerId: id,
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  status: storyboardStatusSchema,
  shootingMode: z.enum(SHOOTING_MODES),
  explanationAssetId: z.string().nullable(),
  landScapeImageAssetId: z.string().nullable(),
  portraitImageAssetId: z.string().nullable(),
  thumbnailAssetId: z.string().nullable(),
  projectId: id,
  project: z.object({ id, code: z.string(), projectType: projectTypeSchema }),
  shots: z.array(shotSchema),
  assets: z.array(scriptAssetSchema),
  information: z.object({
    duration: z.number().int().nonnegative(),
    storyboardType: z.string(),
    aiSearch: z.boolean(),
    denoisingMode: onOff,
    autoAdjustmentMode: onOff,
  }),
  numberOfShots: z.number().int().nonnegative(),
  dateCreated: z.string(),
  lastUpdated: z.string(),
  mltAssetId: z.string().nullable(),
  originalMltAssetId: z.string().nullable(),
  publishedRenderQuality: z.enum(PUBLISH_QUALITIES).nullable(),
  originalScriptId: id.nullable(),
  mltScriptAssetId: z.string().nullable(),
  /** The actions the status permits (001 §4), as the action bar reads them. */
  permittedActions: z.array(z.string()),
  listingId: id.nullable(),
  /** Why the last release failed, when it did. */
  releaseError: z.string().nullable(),
  /** A copy of another customer's marketplace listing: editing it needs customiseStoryboard (ADR 017). */
  fromMarketplace: z.boolean(),
}));
export type StoryboardDetail = z.infer<typeof storyboardDetailSchema>;

export const storyboardResponseSchema = deferred(() => z.object({ result: storyboardDetailSchema }));
export const storyboardListResponseSchema = deferred(() => z.object({ result: z.array(storyboardListItemSchema) }));

/** POST .../storyboards/{id}: the summary (001 §7). */
export const updateStoryboardSummarySchema = deferred(() => z.object({
  title: storyboardTitleSchema,
  description: storyboardDescriptionSchema.default(''),
  tags: tags.default([]),
  landScapeImageAssetId: assetRef.nullish(),
  portraitImageAssetId: assetRef.nullish(),
  thumbnailAssetId: assetRef.nullish(),
  explanationAssetId: assetRef.nullish(),
  shootingMode: z.enum(SHOOTING_MODES).optional(),
  denoisingMode: onOff.optional(),
  autoAdjustmentMode: onOff.optional(),
  aiSearch: z.boolean().optional(),
  storyboardType: z.string().trim().min(1).max(50).optional(),
}));
export type UpdateStoryboardSummary = z.infer<typeof updateStoryboardSummarySchema>;

/** POST .../storyboards/{id}/shots. */
export const createShotSchema = deferred(() => z.object({
  title: z.string().trim().max(100).default(''),
  description: z.string().max(1000).default(''),
  shotNumber: z.number().int().positive().optional(),
  durationMillis: shotDurationMillisSchema.optional(),
  assetId: assetRef.nullish(),
  imageAssetId: assetRef.nullish(),
  shotType: shotTypeSchema.optional(),
  ugvStatus: z.enum(UGV_STATUSES).optional(),
}));
export type CreateShot = z.infer<typeof createShotSchema>;

/** POST .../storyboards/{id}/shots/{shotId}: the fields sent change; shotType is for admins. */
export const updateShotSchema = deferred(() => z.object({
  title: z.string().trim().max(100).optional(),
  description: z.string().max(1000).optional(),
  shotNumber: z.number().int().positive().optional(),
  durationMillis: shotDurationMillisSchema.optional(),
  assetId: assetRef.nullish(),
  imageAssetId: assetRef.nullish(),
  explanationAssetId: assetRef.nullish(),
  shotType: shotTypeSchema.optional(),
  ugvStatus: z.enum(UGV_STATUSES).optional(),
}));
export type UpdateShot = z.infer<typeof updateShotSchema>;

/** PUT .../storyboards/{id}/assets/{assetId}. */
export const putScriptAssetSchema = deferred(() => z.object({
  assetId: assetRef,
  mediaType: z.enum([MEDIA_TYPES.Image, MEDIA_TYPES.Video, MEDIA_TYPES.Audio]),
  shotId: id.nullish(),
  originalFileName: z.string().max(255).nullish(),
  durationMillis: z.number().int().nonnegative().nullish(),
}));
export type PutScriptAsset = z.infer<typeof putScriptAssetSchema>;

/** POST .../storyboards/{id}/project (back to dev) and .../live (move to live). */
export const projectMoveSchema = deferred(() => z.object({ projectId: id }));
/** POST .../storyboards/{id}/release. */
export const releaseStoryboardSchema = deferred(() => z.object({ publishedRenderQuality: z.enum(PUBLISH_QUALITIES) }));
/** POST .../storyboards/{id}/list: the listing's author. */
export const listStoryboardSchema = deferred(() => z.object({
  author: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).default(''),
}));
/** POST .../storyboards/{id}/clone: `targetUserId` (another customer) is for admins. */
export const cloneStoryboardSchema = deferred(() => z.object({
  title: storyboardTitleSchema,
  targetUserId: id.optional(),
}));

/** The answer of a write with nothing to return (`result.ok`). */
export const okResultSchema = deferred(() => z.object({ result: z.object({ ok: z.literal(true) }) }));

/** An answer carrying the id of what was made or asked for (`result.id`). */
export const idResultSchema = deferred(() => z.object({ result: z.object({ id }) }));

/** The proxy's path of one customer's calls: /proxy/v1/customers/{customerId}. */
export const customerPath = (customerId: number | string): string => `/proxy/v1/customers/${encodeURIComponent(String(customerId))}`;
/** POST: copies a marketplace listing into the customer's account (001 §4); answers the copy request's id. */
export const listingCopyPath = (customerId: number | string, listingId: number | string): string =>
  `${customerPath(customerId)}/listings/${encodeURIComponent(String(listingId))}/copy-script`;
/** GET: a listing-copy request's status, polled every POLL_INTERVALS_MS.LISTING_COPY_REQUEST. */
export const listingCopyRequestPath = (customerId: number | string, requestId: number): string => `${customerPath(customerId)}/listing-copy-requests/${requestId}`;

/** GET .../clone-requests/{id} and .../listing-copy-requests/{id}. */
export const copyRequestStatusSchema = deferred(() => z.object({
  result: z.object({
    id,
    status: z.enum(['Pending', 'Completed', 'Failed']),
    error: z.string().nullable(),
    scriptId: id.nullable(),
  }),
}));
export type CopyRequestStatus = z.infer<typeof copyRequestStatusSchema>['result'];

/** A marketplace listing (001 §3). */
export const listingSchema = deferred(() => z.object({
  id,
  listingId: id,
  scriptId: id,
  script: z.object({
    scriptId: id,
    scriptTitle: z.string(),
    title: z.string(),
    description: z.string(),
    landScapeImageAssetId: z.string().nullable(),
    portraitImageAssetId: z.string().nullable(),
    thumbnailAssetId: z.string().nullable(),
    explanationAssetId: z.string().nullable(),
    projectId: id,
    numberOfShots: z.number().int().nonnegative(),
    tags: z.array(z.string()),
    duration: z.number().int().nonnegative(),
    shootingMode: z.enum(SHOOTING_MODES),
    storyboardType: z.string(),
    aiSearch: z.boolean(),
    denoisingMode: onOff,
    autoAdjustmentMode: onOff,
  }),
  shots: z.array(z.object({ id, imageAssetId: z.string().nullable(), explanationAssetId: z.string().nullable() })),
  author: z.object({ name: z.string(), description: z.string() }),
}));
export type Listing = z.infer<typeof listingSchema>;
export const listingResponseSchema = deferred(() => z.object({ result: listingSchema }));
export const listingsResponseSchema = deferred(() => z.object({ result: z.array(listingSchema) }));

/** Elasticsearch-shaped search answers (001 §7): result.hits and result.total.value. */
export function searchResultSchema<T extends z.ZodType>(hit: T) {
  return z.object({ result: z.object({ hits: z.array(hit), total: z.object({ value: z.number().int().nonnegative() }) }) });
}
export const scriptSearchResponseSchema = deferred(() => searchResultSchema(storyboardListItemSchema));
export const listingSearchResponseSchema = deferred(() => searchResultSchema(listingSchema));

/** A comma-separated query parameter (tags=Sports,QLD): its pieces trimmed, blanks dropped (001 §5). */
export const commaListSchema = deferred(() => z
  .string()
  .max(1000)
  .transform((s) => s.split(',').map((t) => t.trim()).filter(Boolean)));

/** GET /search/scripts (001 §7). */
export const scriptSearchQuerySchema = deferred(() => z.object({
  q: z.string().trim().max(200).optional(),
  tags: commaListSchema.optional(),
  projectType: z.enum(PROJECT_TYPES).optional(),
  scriptId: z.coerce.number().int().positive().optional(),
  from: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZES.LISTINGS).default(SEARCH_PAGE_SIZES.SCRIPTS),
  sortBy: z.enum(['lastUpdated', 'relevance']).optional(),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
}));
export type ScriptSearchQuery = z.infer<typeof scriptSearchQuerySchema>;

/** GET /search/listings (001 §7): page size 100. */
export const listingSearchQuerySchema = deferred(() => z.object({
  q: z.string().trim().max(200).optional(),
  tags: commaListSchema.optional(),
  scriptId: z.coerce.number().int().positive().optional(),
  from: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZES.LISTINGS).default(SEARCH_PAGE_SIZES.LISTINGS),
}));
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;

/** A hit of the admin's user search (001 §3: fullName, email, id). */
export const userHitSchema = deferred(() => z.object({ id, fullName: z.string(), email: z.string() }));
export type UserHit = z.infer<typeof userHitSchema>;
export const userSearchResponseSchema = deferred(() => searchResultSchema(userHitSchema));

/** GET /search/users (admin): size 10 (001 §7). */
export const userSearchQuerySchema = deferred(() => z.object({
  q: z.string().trim().max(200).default(''),
  size: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZES.USERS).default(SEARCH_PAGE_SIZES.USERS),
  from: z.coerce.number().int().min(0).max(10_000).default(0),
}));

/** The shot types a new shot may take, the first being the default. */
export const DEFAULT_SHOT_TYPE = SHOT_TYPES.VideoAudio;

/** `error_code`s of the storyboard calls (the api answers them with `error_message`). */
export const STORYBOARD_ERROR_CODES = {
  /** The path's customer is not the caller's own (and the caller is no admin): 403. */
  FORBIDDEN_CUSTOMER: 'FORBIDDEN_CUSTOMER',
  STORYBOARD_NOT_FOUND: 'STORYBOARD_NOT_FOUND',
  SHOT_NOT_FOUND: 'SHOT_NOT_FOUND',
  LISTING_NOT_FOUND: 'LISTING_NOT_FOUND',
  /** A clone or listing-copy request that is not this customer's. */
  REQUEST_NOT_FOUND: 'REQUEST_NOT_FOUND',
  /** The status does not permit the action (001 §4 table): 409. */
  ACTION_NOT_ALLOWED: 'ACTION_NOT_ALLOWED',
  /** Suspend, delete or back to dev while listed: 409 with STORYBOARD_MESSAGES.inMarketplace. */
  IN_MARKETPLACE: 'IN_MARKETPLACE',
  /** Listing without a sector tag: 409 with STORYBOARD_MESSAGES.requiredTags. */
  REQUIRED_TAGS: 'REQUIRED_TAGS',
  /** An environment move that does not apply (wrong project, not High quality, already there): 409. */
  PROJECT_MOVE_REFUSED: 'PROJECT_MOVE_REFUSED',
  ALREADY_LISTED: 'ALREADY_LISTED',
  /** Listing needs a Live, Published storyboard: 409. */
  NOT_LISTABLE: 'NOT_LISTABLE',
  /** Only admins choose a shot's type or act for another customer: 403. */
  ADMIN_ONLY: 'ADMIN_ONLY',
} as const;
