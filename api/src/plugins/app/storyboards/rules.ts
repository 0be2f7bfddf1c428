import {
  PROJECT_TYPES,
  PUBLISH_QUALITIES,
  STORYBOARD_ACTIONS,
  STORYBOARD_ERROR_CODES as CODES,
  STORYBOARD_MESSAGES,
  STORYBOARD_STATUSES,
  hasRequiredMarketplaceTag,
  isActionAllowed,
  type StoryboardAction,
} from '../../../contracts';
import { ApiError } from '../errors';
import type { StoryboardHead } from './storyboard-repository';

/*
 * What a storyboard's state allows (001 §4), checked on the server before every change;
 * each refusal is a 409 whose message the portal can show as it is.
 */

const conflict = (code: string, message: string): ApiError => new ApiError(409, code, message);

/** The status table: an action the status does not permit is refused. */
export function requireAction(s: StoryboardHead, action: StoryboardAction): void {
  if (!isActionAllowed(s.status, action)) {
    throw conflict(CODES.ACTION_NOT_ALLOWED, `A ${s.status} storyboard cannot be given the action ${action}`);
  }
}

/** Editing (summary, shots, assets) needs a Draft: a published storyboard is suspended first. */
export function requireEditable(s: StoryboardHead): void {
  if (!isActionAllowed(s.status, STORYBOARD_ACTIONS.edit)) {
    throw conflict(CODES.ACTION_NOT_ALLOWED, `A ${s.status} storyboard cannot be edited; suspend it first`);
  }
}

/** Suspend, delete and back to dev wait until the storyboard leaves the marketplace. */
export function requireNotListed(s: StoryboardHead): void {
  if (s.listingId !== null) throw conflict(CODES.IN_MARKETPLACE, STORYBOARD_MESSAGES.inMarketplace);
}

export function checkSuspend(s: StoryboardHead): void {
  requireNotListed(s);
  requireAction(s, STORYBOARD_ACTIONS.suspend);
}

export function checkDelete(s: StoryboardHead): void {
  requireNotListed(s);
  requireAction(s, STORYBOARD_ACTIONS.delete);
}

/** Move to live: from Dev, releaseToLiveProject permitted, released in High quality. */
export function checkMoveToLive(s: StoryboardHead): void {
  requireAction(s, STORYBOARD_ACTIONS.releaseToLiveProject);
  if (s.projectType !== PROJECT_TYPES.Dev) throw conflict(CODES.PROJECT_MOVE_REFUSED, 'The storyboard is already in the Live project');
  if (s.publishedRenderQuality !== PUBLISH_QUALITIES.High) {
    throw conflict(CODES.PROJECT_MOVE_REFUSED, 'Only a storyboard released in High quality can move to the Live project');
  }
}

/** Back to dev: from Live, backToDevProject permitted, not listed. */
export function checkBackToDev(s: StoryboardHead): void {
  requireNotListed(s);
  requireAction(s, STORYBOARD_ACTIONS.backToDevProject);
  if (s.projectType !== PROJECT_TYPES.Live) throw conflict(CODES.PROJECT_MOVE_REFUSED, 'The storyboard is already in the Dev project');
}

/** Listing: a Live, Published storyboard with a sector tag, not yet listed. */
export function checkListable(s: StoryboardHead): void {
  if (s.listingId !== null) throw conflict(CODES.ALREADY_LISTED, 'The storyboard is already in the marketplace');
  if (s.status !== STORYBOARD_STATUSES.Published || s.projectType !== PROJECT_TYPES.Live) {
    throw conflict(CODES.NOT_LISTABLE, 'Only a Published storyboard in the Live project can move to the marketplace');
  }
  if (!hasRequiredMarketplaceTag(s.tags)) throw conflict(CODES.REQUIRED_TAGS, STORYBOARD_MESSAGES.requiredTags);
}
