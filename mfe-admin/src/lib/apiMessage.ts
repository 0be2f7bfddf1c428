import { ApiError } from '@portal/shared-ui/http';

/**
 * The api's `error_message` of a failed call, or null when it sent none (no answer, a
 * proxy's HTML page, a body its schema refused): the page then shows its own line only.
 */
export function apiMessageOf(error: unknown): string | null {
  return error instanceof ApiError && error.code !== null ? error.message : null;
}
