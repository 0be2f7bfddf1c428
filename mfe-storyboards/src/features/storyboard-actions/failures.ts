import { BILLING_ERROR_CODES } from '@portal/shared-contracts/account';
import { PROXY_MESSAGES, STORYBOARD_ERROR_CODES as CODES, STORYBOARD_MESSAGES as M } from '@portal/shared-contracts/storyboards';
import { ApiError, InvalidResponseError, NetworkError } from '@portal/shared-ui/http';
import type { StoryboardActionKind } from './rules';

/**
 * The api answered with an error of its own (a non-2xx answer), as opposed to no answer
 * at all or an answer its schema refuses: 001 §8 words the two apart for some calls
 * ('Search users failed' / 'Unexpected error searching users').
 */
export function answeredWithError(error: unknown): error is ApiError {
  return error instanceof ApiError && !(error instanceof NetworkError) && !(error instanceof InvalidResponseError);
}

/** The plan lacks the feature (ADR 017): the bar offers the upgrade path, not an error. */
export function isPlanRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === BILLING_ERROR_CODES.FEATURE_NOT_IN_PLAN;
}

/** A 409: the storyboard changed under the user (another tab, a job); the detail refetches. */
export function isConflict(error: unknown): boolean {
  return answeredWithError(error) && error.status === 409;
}

const FAILED: Readonly<Record<StoryboardActionKind, (error: unknown) => string>> = {
  release: () => M.releaseFailed,
  suspend: () => M.suspendFailed,
  delete: () => M.deleteFailed,
  clone: (error) => (answeredWithError(error) ? M.cloneFailed : M.cloneUnexpected),
  moveToCustomer: (error) => (answeredWithError(error) ? M.cloneFailed : M.cloneUnexpected),
  moveToLive: () => M.updateProjectFailed,
  backToDev: () => M.updateProjectFailed,
  moveToMarketplace: () => M.moveToMarketplaceFailed,
  unlist: (error) => (answeredWithError(error) ? PROXY_MESSAGES.unlistError : M.unlistUnexpected),
};

/**
 * What the user reads when an action's call fails (001 §8): the api's two refusals that
 * carry the spec's own texts (listed; no required tag), else the action's failure text.
 */
export function failureText(kind: StoryboardActionKind, error: unknown): string {
  if (error instanceof ApiError && error.code === CODES.IN_MARKETPLACE) return M.inMarketplace;
  if (error instanceof ApiError && error.code === CODES.REQUIRED_TAGS) return M.requiredTags;
  return FAILED[kind](error);
}
