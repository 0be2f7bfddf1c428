import type { AppConfig } from '../config';
import type { Db } from '../db';
import { seedBilling } from '../plugins/app/billing/seed';
import { seedIdentity } from '../plugins/app/identity/seed';
import { demoMediaDir } from '../plugins/app/library/demo-media';
import { seedLibrary } from '../plugins/app/library/seed';
import { seedRecommender } from '../plugins/app/recommender/seed';
import { seedReusableAssets } from '../plugins/app/reusable-assets/seed';
import { seedStockPhotos } from '../plugins/app/stock-photos/seed';
import { objectStorageFor } from '../plugins/app/storage';
import { seedStoryboards } from '../plugins/app/storyboards/seed';

/**
 * A seeder another module contributes (identity users, billing ledger, storyboards...).
 * It must be idempotent: `npm run seed` and every start in local mode may run it again.
 * It receives a transaction-scoped `Db`; throwing rolls back only its own writes.
 */
export type Seeder = (db: Db) => Promise<void>;

/**
 * Seeders run after the core demo data (customers and projects), in this order.
 * Register a module's seeder here with one line; take what it needs from `config`.
 */
export function registeredSeeders(config: AppConfig): Seeder[] {
  void config; // used by seeders that need settings (pool ids, gateway mode)
  return [
    // ---- Module seeders, in order -----------------------------------------------------
    seedIdentity(config), // identity users of the demo accounts (local mode)
    seedBilling(config), // catalogue, billing customers and subscriptions; custom:subscriptions
    seedStoryboards(objectStorageFor(config)), // each demo customer's storyboards in every status; the admin's marketplace; their images
    seedReusableAssets(), // the Director's Guide: a few reusable assets per demo customer, the full set for the admin
    seedStockPhotos(objectStorageFor(config)), // the local stock photo library's images (Photos panel)
    seedLibrary(objectStorageFor(config), demoMediaDir(config)), // the videos library: end users' clips, stills and tones for Entry, Pro and the admin
    seedRecommender(objectStorageFor(config)), // one listed storyboard per recommender theme (the admin's marketplace)
    // ---- end of module seeders --------------------------------------------------------
  ];
}
