import { ROUTES } from '@portal/shared-contracts/core';
import { remotePageSnapshots, type PageSnapshots } from '@portal/shared-ui/snapshot';
import { PAGES } from './pages';

/** The pages a signed-out visitor opens first: their HTML is served before any script runs. */
const SNAPSHOT_PATHS: readonly string[] = [ROUTES.login, ROUTES.createUser];

/**
 * Sign-in and sign-up as a signed-out visitor's page load first shows them, made by the
 * build (`snapshots.json`, docs/adr/050). Not bundled: the build runs it in Node.
 */
export function pageSnapshots(): Promise<PageSnapshots> {
  return remotePageSnapshots(
    'mfe-account',
    PAGES.filter((page) => SNAPSHOT_PATHS.includes(page.path)),
  );
}
