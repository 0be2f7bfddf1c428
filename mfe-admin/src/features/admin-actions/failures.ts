import { ADMIN_ERROR_CODES, ADMIN_MESSAGES, type AdminAction } from '@portal/shared-contracts/admin';
import { ApiError } from '@portal/shared-ui/http';
import { apiMessageOf } from '../../lib/apiMessage';
import type { ActionFailure } from './slice';

/** The spec's wording of a failed action (002 §8); the industry edit's is ours. */
const FALLBACK: Readonly<Record<AdminAction, string>> = {
  update_industry: ADMIN_MESSAGES.updateIndustryError,
  cancel_subscription: ADMIN_MESSAGES.cancelUserError,
  delete_user: ADMIN_MESSAGES.deleteUserError,
};

/**
 * What the modal says when an action fails (002 §8): a stale or missing proof asks for the
 * credentials again; cancel's "already cancelled" and "no subscription" and delete's "not
 * yourself" are the api's answers; anything else is the action's error line, with the api's
 * message beside it when there is one. An industry edit shows the api's message.
 */
export function actionFailureOf(action: AdminAction, error: unknown): ActionFailure {
  const code = error instanceof ApiError ? error.code : null;
  const apiMessage = apiMessageOf(error);
  if (code === ADMIN_ERROR_CODES.REAUTH_REQUIRED) return { kind: 'credentials', message: apiMessage ?? ADMIN_MESSAGES.invalidCredentials, detail: null };
  if (action === 'cancel_subscription' && code === ADMIN_ERROR_CODES.ALREADY_CANCELLED) return { kind: 'failure', message: ADMIN_MESSAGES.alreadyCancelled, detail: null };
  if (action === 'cancel_subscription' && code === ADMIN_ERROR_CODES.NO_SUBSCRIPTION) return { kind: 'failure', message: ADMIN_MESSAGES.noSubscription, detail: null };
  if ((action === 'delete_user' && code === ADMIN_ERROR_CODES.CANNOT_DELETE_SELF) || (action === 'update_industry' && apiMessage)) {
    return { kind: 'failure', message: apiMessage ?? FALLBACK[action], detail: null };
  }
  return { kind: 'failure', message: FALLBACK[action], detail: apiMessage };
}
