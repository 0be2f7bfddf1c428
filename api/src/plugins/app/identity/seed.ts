import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db';
import { DEMO_ACCOUNTS, demoSubscriptionId, type DemoAccount } from '../../../seed/demo-accounts';
import type { Seeder } from '../../../seed/seeders';
import { loadIdentityConfig, type IdentityConfig } from './identity-config';
import { createCredentials } from './srp/srp-server';
import { userRepository } from './store/user-repository';

/**
 * custom:subscriptions as the portal reads it (000 §3): a JSON string whose first item's
 * name is the tier. The id is stable per account so billing's seeder can match it; the
 * billing seeder then rewrites it from the ledger (same id, the subscription's created).
 */
export function demoSubscriptions(account: DemoAccount, createdEpochSeconds: number): string | null {
  if (!account.tier) return null;
  return JSON.stringify([{ name: account.tier, id: demoSubscriptionId(account), created: createdEpochSeconds }]);
}

function demoAttributes(account: DemoAccount, now: Date): Record<string, string> {
  const subscriptions = demoSubscriptions(account, Math.floor(now.getTime() / 1000));
  return {
    given_name: account.givenName,
    family_name: account.familyName,
    'custom:country': account.country,
    'custom:industry': account.industry,
    'custom:notification-pref': 'ALL',
    ...(subscriptions ? { 'custom:subscriptions': subscriptions } : {}),
  };
}

/** Creates the confirmed identity users of the demo accounts; leaves existing ones alone. */
export async function seedIdentityUsers(
  db: Db,
  config: Pick<IdentityConfig, 'poolName'>,
  accounts: readonly DemoAccount[] = DEMO_ACCOUNTS,
  now: Date = new Date(),
): Promise<number> {
  const users = userRepository(db);
  let created = 0;
  for (const account of accounts) {
    // Idempotent by e-mail: a demo user who changed their password keeps it.
    if (await users.findByEmail(account.email)) continue;
    const sub = randomUUID();
    const inserted = await users.insert({
      sub,
      email: account.email.toLowerCase(),
      status: 'CONFIRMED',
      credentials: createCredentials({ poolName: config.poolName, userId: sub }, account.password),
      attributes: demoAttributes(account, now),
      now,
    });
    if (inserted) created += 1;
  }
  return created;
}

/**
 * The identity seeder for src/seed/seeders.ts. In aws mode the users live in the real
 * pool, so there is nothing to seed locally.
 */
export function seedIdentity(config: AppConfig): Seeder {
  const identity = loadIdentityConfig(config);
  return async (db) => {
    if (identity.mode !== 'local') return;
    await seedIdentityUsers(db, identity);
  };
}
