/**
 * @portal/shared-contracts: types, zod schemas and constants shared by the host, remotes and
 * api; every entry at once. The api takes its contracts from here. The host and the remotes
 * import the entries themselves (`./core` and one per area, docs/adr/047); the host still
 * provides this one, the package as it was before the entries, to remotes built before them.
 */
export * from './entry/core';
export * from './entry/account';
export * from './entry/storyboards';
export * from './entry/deepstory';
export * from './entry/admin';
export * from './entry/insights';
