import { FEATURES, ROLES, type Feature, type Role } from '@portal/shared-contracts/core';
import {
  PROJECT_TYPES,
  PUBLISH_QUALITIES,
  STORYBOARD_ACTIONS,
  STORYBOARD_MESSAGES,
  STORYBOARD_STATUSES,
  hasRequiredMarketplaceTag,
  type StoryboardDetail,
} from '@portal/shared-contracts/storyboards';

/*
 * Which buttons the storyboard action bar shows (001 §4, §6; docs/adr/017), as data: the
 * bar renders what `actionBarButtons` answers, the sagas refuse what `refusalOf` refuses.
 * The api enforces the same rules; these keep the user from asking what it would refuse.
 */

/** The bar's buttons, in the order they show. */
export const BAR_ACTIONS = [
  'edit',
  'save',
  'cancelEdit',
  'release',
  'suspend',
  'moveToLive',
  'backToDev',
  'moveToMarketplace',
  'unlist',
  'qrCode',
  'clone',
  'moveToCustomer',
  'delete',
] as const;
export type BarAction = (typeof BAR_ACTIONS)[number];

export interface BarButton {
  readonly action: BarAction;
  /** The plan lacks what the action needs: clicking offers the upgrade path instead. */
  readonly upgrade: boolean;
}

/** What the rules read of the storyboard. */
export type StoryboardFacts = Pick<
  StoryboardDetail,
  'status' | 'permittedActions' | 'project' | 'listingId' | 'publishedRenderQuality' | 'fromMarketplace' | 'customerId' | 'tags'
>;

/** Who is looking, and whether the detail is in edit mode. */
export interface Viewer {
  readonly role: Role | null;
  readonly features: readonly Feature[];
  /** The signed-in user's customer id (the session's, a string). */
  readonly customerId: string | null;
  readonly editing: boolean;
}

const permits = (s: StoryboardFacts, action: string): boolean => s.permittedActions.includes(action);

/**
 * The environment moves use the viewer's own projects list (GET /current-user/projects),
 * so they show on the viewer's own storyboards only (001 §6: the projects list and the
 * user's customerId). An admin moves another customer's storyboard from that customer's
 * account.
 */
const ownStoryboard = (s: StoryboardFacts, viewer: Viewer): boolean => viewer.customerId !== null && String(s.customerId) === viewer.customerId;

/**
 * Listing is for "customer-admin-like users" (ADR 017): admins and plans with
 * customiseStoryboard. Others see the button and are offered the upgrade.
 */
const mayCustomise = (viewer: Viewer): boolean => viewer.role === ROLES.admin || viewer.features.includes(FEATURES.customiseStoryboard);

const RULES: Readonly<Record<BarAction, (s: StoryboardFacts, viewer: Viewer) => boolean>> = {
  edit: (s, v) => !v.editing && permits(s, STORYBOARD_ACTIONS.edit),
  save: (_s, v) => v.editing,
  cancelEdit: (_s, v) => v.editing,
  release: (s) => permits(s, STORYBOARD_ACTIONS.release),
  // Shown while listed too: pressing it says to unlist first (001 §4).
  suspend: (s) => permits(s, STORYBOARD_ACTIONS.suspend),
  delete: (s) => permits(s, STORYBOARD_ACTIONS.delete),
  clone: (s) => permits(s, STORYBOARD_ACTIONS.clone),
  moveToLive: (s, v) =>
    permits(s, STORYBOARD_ACTIONS.releaseToLiveProject) &&
    s.project.projectType === PROJECT_TYPES.Dev &&
    s.publishedRenderQuality === PUBLISH_QUALITIES.High &&
    ownStoryboard(s, v),
  backToDev: (s, v) => permits(s, STORYBOARD_ACTIONS.backToDevProject) && s.project.projectType === PROJECT_TYPES.Live && ownStoryboard(s, v),
  moveToMarketplace: (s) => s.project.projectType === PROJECT_TYPES.Live && s.status === STORYBOARD_STATUSES.Published && s.listingId === null,
  unlist: (s) => s.listingId !== null,
  // Share through an expiring QR code: a Published storyboard only (001 §2).
  qrCode: (s) => s.status === STORYBOARD_STATUSES.Published,
  moveToCustomer: (s, v) => v.role === ROLES.admin && permits(s, STORYBOARD_ACTIONS.clone),
};

/** Whether the action needs a plan the viewer lacks (the bar then offers the upgrade). */
function needsUpgrade(action: BarAction, s: StoryboardFacts, viewer: Viewer): boolean {
  if (action === 'edit') return s.fromMarketplace && !mayCustomise(viewer);
  if (action === 'moveToMarketplace') return !mayCustomise(viewer);
  return false;
}

/**
 * The buttons the bar shows for this storyboard and viewer. In edit mode only Save and
 * Cancel: every other action works on the stored storyboard, not on the unsaved form
 * (and move to live expressly needs "not editing", 001 §4).
 */
export function actionBarButtons(s: StoryboardFacts, viewer: Viewer): BarButton[] {
  const shown = viewer.editing ? (['save', 'cancelEdit'] as const) : BAR_ACTIONS;
  return shown.filter((action) => RULES[action](s, viewer)).map((action) => ({ action, upgrade: needsUpgrade(action, s, viewer) }));
}

/** The actions that run through the sagas (edit, save and cancel are the detail page's, the QR code its own modal's). */
export type StoryboardActionKind = Exclude<BarAction, 'edit' | 'save' | 'cancelEdit' | 'qrCode'>;

/** Actions the api refuses while the storyboard is listed (001 §4). */
const BLOCKED_WHILE_LISTED: readonly StoryboardActionKind[] = ['suspend', 'delete', 'backToDev'];

/**
 * Why the action must not be asked for at all, in the spec's words, or null: suspend,
 * delete and back to dev while listed; a listing without a required tag (001 §4, §8).
 */
export function refusalOf(kind: StoryboardActionKind, s: Pick<StoryboardFacts, 'listingId' | 'tags'>): string | null {
  if (BLOCKED_WHILE_LISTED.includes(kind) && s.listingId !== null) return STORYBOARD_MESSAGES.inMarketplace;
  if (kind === 'moveToMarketplace' && !hasRequiredMarketplaceTag(s.tags)) return STORYBOARD_MESSAGES.requiredTags;
  return null;
}
