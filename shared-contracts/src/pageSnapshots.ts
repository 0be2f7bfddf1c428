import NAMES from './page-snapshots.json';
import type { RouteAccess } from './areas';

/**
 * The names the apps' builds, the host's server and the host's page agree on for the page
 * snapshots (docs/adr/050); the server and the build read the same JSON file.
 */
export const PAGE_SNAPSHOT_NAMES: Readonly<typeof NAMES> = NAMES;

/**
 * The key of the host's shell a page snapshot of this access goes in, in the host's
 * `snapshots.json`: a signed-out visitor's (`guest`, `public`) or a signed-in user's
 * (`private`, docs/adr/054, 057), holding a remote's page in its outlet or, for a page the
 * shell renders itself (`shellPage`), bare.
 */
export function shellSnapshotKey(access: RouteAccess, shellPage = false): string {
  return `${NAMES.shellKey}:${access}${shellPage ? `:${NAMES.shellPageKey}` : ''}`;
}
