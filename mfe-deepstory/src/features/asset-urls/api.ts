import { assetUrlsResponseSchema, type AssetUrl } from '@portal/shared-contracts/storyboards';
import type { HttpClient } from '@portal/shared-ui/http';

/** The most keys one POST .../asset-urls takes (assetUrlsRequestSchema). */
export const KEYS_PER_REQUEST = 50;

/** POST /proxy/v1/customers/{customerId}/asset-urls: short-lived URLs to view the customer's private files. */
export async function signAssetUrls(signal: AbortSignal, client: HttpClient, customerId: number, keys: readonly string[]): Promise<AssetUrl[]> {
  return (await client.post(`/proxy/v1/customers/${customerId}/asset-urls`, { assetIds: keys }, assetUrlsResponseSchema, { signal })).result;
}
