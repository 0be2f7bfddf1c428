/**
 * Version of the contracts an app was built against, as its own entry
 * `@portal/shared-contracts/version`. `@portal/shared-contracts` itself is a Module
 * Federation singleton, so at run time a remote reads the host's copy of it; this
 * entry is not shared, so a remote's manifest carries the version it was really built
 * with, and the host refuses a remote of another major version (docs/adr/001).
 */
export const CONTRACT_VERSION = '1.1.0';
