import { ROUTES } from '@portal/shared-contracts/core';
import { LIST_PRODUCTS_PATH } from '@portal/shared-contracts/account';
import { remotePageSnapshots, type PageSnapshots } from '@portal/shared-ui/snapshot';
import { manifest } from './manifest';
import { PAGES } from './pages';

/**
 * The pages a signed-out visitor opens first, and the subscription hub, which every
 * signed-in user may open and which shows no one's data until its plans and account arrive:
 * their HTML is served before any script runs. Each with the reads it makes first, which
 * its page's server preloads (docs/adr/058): sign-up's plan line comes from the catalogue.
 * The hub's read of it carries the session's token, which a preload cannot.
 */
const SNAPSHOT_PAGES: Readonly<Record<string, readonly string[]>> = {
  [ROUTES.login]: [],
  [ROUTES.createUser]: [LIST_PRODUCTS_PATH],
  [ROUTES.subscription]: [],
};

/**
 * Sign-in and sign-up as a signed-out visitor's page load first shows them (docs/adr/050),
 * and the hub as a signed-in user's does while its data loads (docs/adr/057), made by the
 * build (`snapshots.json`). Not bundled: the build runs it in Node.
 */
export function pageSnapshots(): Promise<PageSnapshots> {
  return remotePageSnapshots(
    manifest,
    PAGES.filter((page) => Object.hasOwn(SNAPSHOT_PAGES, page.path)).map((page) => ({ ...page, reads: SNAPSHOT_PAGES[page.path] })),
  );
}
