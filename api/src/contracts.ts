/**
 * The one seam between the api and @portal/shared-contracts: the api imports contracts only
 * through this file (nothing else in api/src names the package), so a rename there can be
 * bridged here with one alias while the api's code catches up.
 */
export * from '@portal/shared-contracts';
