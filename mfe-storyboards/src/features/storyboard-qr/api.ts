import { GENERATE_SHARE_URL_PATH, generateShareUrlResponseSchema, type GenerateShareUrl } from '@portal/shared-contracts/storyboards';
import type { HttpClient } from '@portal/shared-ui/http';

/**
 * POST /ai/generateUrl (001 §7): a signed link to the storyboard's public preview, valid
 * until `expiry`; parsed with its contract schema (data.result.url). `signal` first for
 * callAbortable.
 */
export async function generateShareUrl(signal: AbortSignal, client: HttpClient, request: GenerateShareUrl['data']): Promise<string> {
  return (await client.post(GENERATE_SHARE_URL_PATH, { data: request }, generateShareUrlResponseSchema, { signal })).data.result.url;
}
