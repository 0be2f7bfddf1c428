import { ROUTES } from '@portal/shared-contracts/core';
import { remotePageSnapshots, type PageSnapshots } from '@portal/shared-ui/snapshot';
import { manifest } from './manifest';
import { PAGES } from './pages';

/** The legal pages, which a visitor may open without signing in (the capitalised aliases are served without). */
const SNAPSHOT_PATHS: readonly string[] = [ROUTES.terms, ROUTES.privacy];

/**
 * The terms and privacy pages as a signed-out visitor's page load first shows them, made by
 * the build (`snapshots.json`, docs/adr/050). Not bundled: the build runs it in Node.
 */
export function pageSnapshots(): Promise<PageSnapshots> {
  return remotePageSnapshots(
    manifest,
    PAGES.filter((page) => SNAPSHOT_PATHS.includes(page.path)),
  );
}
