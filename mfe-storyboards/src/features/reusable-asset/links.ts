import { href } from '@portal/shared-contracts/core';

/** The query parameter naming the customer of an asset that is not the signed-in user's (an admin's visit). */
export const CUSTOMER_PARAM = 'customer';

/**
 * The link to a reusable asset's page (001 §2: /storymaker/asset/{reusableAssetId}), with
 * `customerId` when the asset is another customer's: its calls name that customer.
 */
export function reusableAssetHref(id: number, customerId: string | null): string {
  return customerId ? `${href.storymakerAsset(id)}?${CUSTOMER_PARAM}=${encodeURIComponent(customerId)}` : href.storymakerAsset(id);
}
