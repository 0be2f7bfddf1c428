import { z } from 'zod';
import { deferred } from './deferred';

/** Storyboard status values (001 §3). */
export const STORYBOARD_STATUSES = {
  Submitted: 'Submitted',
  Processing: 'Processing',
  ReadyToPublish: 'ReadyToPublish',
  Published: 'Published',
  Obsoleted: 'Obsoleted',
  Draft: 'Draft',
  Rendering: 'Rendering',
  Deleted: 'Deleted',
} as const;
export type StoryboardStatus = (typeof STORYBOARD_STATUSES)[keyof typeof STORYBOARD_STATUSES];
export const storyboardStatusSchema = deferred(() => z.enum(STORYBOARD_STATUSES));

/** Actions a storyboard's status may permit (001 §4). */
export const STORYBOARD_ACTIONS = {
  release: 'release',
  delete: 'delete',
  suspend: 'suspend',
  clone: 'clone',
  edit: 'edit',
  render: 'render',
  releaseToLiveProject: 'releaseToLiveProject',
  backToDevProject: 'backToDevProject',
} as const;
export type StoryboardAction = (typeof STORYBOARD_ACTIONS)[keyof typeof STORYBOARD_ACTIONS];

const A = STORYBOARD_ACTIONS;

/** Allowed actions by storyboard status (001 §4 table). */
export const ALLOWED_ACTIONS: Readonly<Record<StoryboardStatus, readonly StoryboardAction[]>> = {
  Submitted: [A.delete],
  Processing: [A.delete],
  ReadyToPublish: [A.release, A.delete],
  Published: [A.suspend, A.delete, A.clone, A.releaseToLiveProject, A.backToDevProject],
  Rendering: [A.render],
  Obsoleted: [A.delete],
  Draft: [A.release, A.delete, A.edit, A.backToDevProject],
  Deleted: [],
};

/** True when the value is one of the storyboard statuses. */
export function isStoryboardStatus(value: unknown): value is StoryboardStatus {
  return typeof value === 'string' && Object.hasOwn(STORYBOARD_STATUSES, value);
}

/** The actions a status permits; an unknown or missing status permits none. */
export function allowedActionsFor(status: string | null | undefined): readonly StoryboardAction[] {
  return isStoryboardStatus(status) ? ALLOWED_ACTIONS[status] : [];
}

/** Whether the status permits the action (001 §4); unknown statuses permit nothing. */
export function isActionAllowed(status: string | null | undefined, action: StoryboardAction): boolean {
  return allowedActionsFor(status).includes(action);
}

/** How a storyboard card shows its status (001 §1, §2). */
export const STORYBOARD_DISPLAY_STATES = { live: 'live', draft: 'draft' } as const;
export type StoryboardDisplayState = (typeof STORYBOARD_DISPLAY_STATES)[keyof typeof STORYBOARD_DISPLAY_STATES];

/** "Published" is shown as live, every other status as draft (001 §1). */
export function storyboardDisplayState(status: string | null | undefined): StoryboardDisplayState {
  return status === STORYBOARD_STATUSES.Published ? STORYBOARD_DISPLAY_STATES.live : STORYBOARD_DISPLAY_STATES.draft;
}

/** Shot types of the classic editor; no other value is accepted (001 §3, §5). */
export const SHOT_TYPES = { VideoAudio: 'VideoAudio', Video: 'Video', Audio: 'Audio' } as const;
export type ShotType = (typeof SHOT_TYPES)[keyof typeof SHOT_TYPES];
export const shotTypeSchema = deferred(() => z.enum(SHOT_TYPES));

/** A shot's user-generated-video status (001 §3). */
export const UGV_STATUSES = { ON: 'ON', OFF: 'OFF' } as const;
export type UgvStatus = (typeof UGV_STATUSES)[keyof typeof UGV_STATUSES];

/** Media types of assets; Audio and Other appear in filters and downloads (001 §3, §9). */
export const MEDIA_TYPES = { Image: 'Image', Video: 'Video', Audio: 'Audio', Other: 'Other' } as const;
export type MediaType = (typeof MEDIA_TYPES)[keyof typeof MEDIA_TYPES];

/** Asset types of the asset search (001 §3). */
export const ASSET_TYPES = {
  Flic: 'Flic',
  FlicShot: 'FlicShot',
  FlicThumbnail: 'FlicThumbnail',
  FlicLandscapeStill: 'FlicLandscapeStill',
  ShotExplanation: 'ShotExplanation',
  ScriptExplanation: 'ScriptExplanation',
  ShotImage: 'ShotImage',
  ShotThumbnail: 'ShotThumbnail',
  ScriptThumbnail: 'ScriptThumbnail',
  ScriptPortraitImage: 'ScriptPortraitImage',
  ScriptLandscapeImage: 'ScriptLandscapeImage',
  OtherAsset: 'OtherAsset',
} as const;
export type AssetType = (typeof ASSET_TYPES)[keyof typeof ASSET_TYPES];

/** Asset source and asset kind filters of the video tools (001 §2, §3). */
export const ASSET_SOURCE_FILTERS = { DG: 'DG', UGV: 'UGV', Stock: 'Stock' } as const;
export type AssetSourceFilter = (typeof ASSET_SOURCE_FILTERS)[keyof typeof ASSET_SOURCE_FILTERS];
export const ASSET_KIND_FILTERS = { Movie: 'Movie', Shot: 'Shot' } as const;
export type AssetKindFilter = (typeof ASSET_KIND_FILTERS)[keyof typeof ASSET_KIND_FILTERS];

/** Publish (render) quality; move to live needs High (001 §3, §4). */
export const PUBLISH_QUALITIES = { High: 'High', Low: 'Low' } as const;
export type PublishQuality = (typeof PUBLISH_QUALITIES)[keyof typeof PUBLISH_QUALITIES];

/** Project environments: Dev is private for testing, Live is public-facing (000 §3). */
export const PROJECT_TYPES = { Live: 'Live', Dev: 'Dev' } as const;
export type ProjectType = (typeof PROJECT_TYPES)[keyof typeof PROJECT_TYPES];
export const projectTypeSchema = deferred(() => z.enum(PROJECT_TYPES));

/** denoisingMode and autoAdjustmentMode values (001 §3). */
export const ON_OFF_MODES = { On: 'On', Off: 'Off' } as const;
export type OnOffMode = (typeof ON_OFF_MODES)[keyof typeof ON_OFF_MODES];

/** Status of clone, listing-copy and script-creation requests (001 §3, §4). */
export const REQUEST_STATUSES = { Completed: 'Completed', Failed: 'Failed' } as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[keyof typeof REQUEST_STATUSES];

/** Test render status: Complete succeeds, Processing polls, anything else fails (001 §4). */
export const TEST_RENDER_STATUSES = { Complete: 'Complete', Processing: 'Processing' } as const;
export type TestRenderStatus = (typeof TEST_RENDER_STATUSES)[keyof typeof TEST_RENDER_STATUSES];

// ---- AI storyboards (002) ----

/**
 * AI process status codes (002 §4, §9): 3 done, 4 failed; any other code is still
 * in progress. Used by generation, image, post-production, kdenlive, add-to-account,
 * image regeneration and DG video statuses.
 */
export const AI_PROCESS_STATUS = { done: 3, failed: 4 } as const;
export type AiProcessOutcome = 'done' | 'failed' | 'pending';

/** Reads an AI status code as done, failed or pending. */
export function aiProcessOutcome(code: number | null | undefined): AiProcessOutcome {
  if (code === AI_PROCESS_STATUS.done) return 'done';
  if (code === AI_PROCESS_STATUS.failed) return 'failed';
  return 'pending';
}

/** AI storyboard format / orientation (002 §3, §9). */
export const AI_FORMATS = { landscape: 0, portrait: 1 } as const;
export type AiFormat = (typeof AI_FORMATS)[keyof typeof AI_FORMATS];

/** AI shot types (002 §3, §9). */
export const AI_SHOT_TYPES = { interview: 0, bRoll: 1 } as const;
export type AiShotType = (typeof AI_SHOT_TYPES)[keyof typeof AI_SHOT_TYPES];
export const AI_SHOT_TYPE_LABELS: Readonly<Record<AiShotType, string>> = { 0: 'Interview', 1: 'B-Roll' };

/** AI shot media types: 0 when a video asset exists, else 1 (002 §3, §9). */
export const AI_MEDIA_TYPES = { video: 0, image: 1 } as const;
export type AiMediaType = (typeof AI_MEDIA_TYPES)[keyof typeof AI_MEDIA_TYPES];

/** An AI shot's user-generated-content flag (002 §3). */
export const UGC_VALUES = { Yes: 'Yes', No: 'No' } as const;
export type UgcValue = (typeof UGC_VALUES)[keyof typeof UGC_VALUES];

// ---- Admin subscription status (002 §4) ----

/** Payment-provider subscription statuses seen by the admin dashboard (002 §4). */
export const ADMIN_SUBSCRIPTION_STATUSES = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  incomplete: 'incomplete',
  incomplete_expired: 'incomplete_expired',
  unpaid: 'unpaid',
  paused: 'paused',
  canceled: 'canceled',
} as const;
export type AdminSubscriptionStatus = (typeof ADMIN_SUBSCRIPTION_STATUSES)[keyof typeof ADMIN_SUBSCRIPTION_STATUSES];
export const adminSubscriptionStatusSchema = deferred(() => z.enum(ADMIN_SUBSCRIPTION_STATUSES));

/** Display labels of the admin dashboard (002 §4). */
export const ADMIN_STATUS_LABELS = {
  cancelled: 'cancelled',
  trialling: 'trialling',
  active: 'active',
  unpaid: 'unpaid',
  suspended: 'suspended',
} as const;
export type AdminStatusLabel = (typeof ADMIN_STATUS_LABELS)[keyof typeof ADMIN_STATUS_LABELS];

const STATUS_TO_LABEL: Readonly<Record<AdminSubscriptionStatus, AdminStatusLabel>> = {
  active: 'active',
  trialing: 'trialling',
  past_due: 'unpaid',
  incomplete: 'unpaid',
  unpaid: 'unpaid',
  paused: 'suspended',
  canceled: 'cancelled',
  // Not mapped by the spec: an incomplete subscription whose first payment window
  // lapsed is over and will never bill, so it shows as cancelled.
  incomplete_expired: 'cancelled',
};

/**
 * Admin display label of a subscription status (002 §4): canceled -> cancelled,
 * trialing -> trialling, active -> active, unpaid/past_due/incomplete -> unpaid,
 * paused -> suspended; incomplete_expired (not mapped by the spec) -> cancelled.
 */
export function adminStatusLabel(status: AdminSubscriptionStatus): AdminStatusLabel {
  return STATUS_TO_LABEL[status];
}
