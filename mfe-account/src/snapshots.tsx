import { ROUTES } from '@portal/shared-contracts/core';
import { remotePageSnapshots, type PageSnapshots } from '@portal/shared-ui/snapshot';
import { manifest } from './manifest';
import { PAGES } from './pages';

/**
 * The pages a signed-out visitor opens first, and the subscription hub, which every
 * signed-in user may open and which shows no one's data until its plans and account arrive:
 * their HTML is served before any script runs.
 */
const SNAPSHOT_PATHS: readonly string[] = [ROUTES.login, ROUTES.createUser, ROUTES.subscription];

/**
 * Sign-in and sign-up as a signed-out visitor's page load first shows them (docs/adr/050),
 * and the hub as a signed-in user's does while its data loads (docs/adr/057), made by the
 * build (`snapshots.json`). Not bundled: the build runs it in Node.
 */
export function pageSnapshots(): Promise<PageSnapshots> {
  return remotePageSnapshots(
    manifest,
    PAGES.filter((page) => SNAPSHOT_PATHS.includes(page.path)),
  );
}
