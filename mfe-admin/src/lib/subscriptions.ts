import type { AdminSubscription } from '@portal/shared-contracts/admin';

/**
 * The subscription a user's row and page speak of: the newest that is not cancelled,
 * else the newest of all (a cancelled customer reads "cancelled"), null without any. The
 * api lists a customer's subscriptions newest first.
 */
export function currentSubscription(subscriptions: readonly AdminSubscription[] | undefined): AdminSubscription | null {
  const list = subscriptions ?? [];
  return list.find((s) => s.status !== 'canceled') ?? list[0] ?? null;
}
