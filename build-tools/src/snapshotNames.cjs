// The names the apps' builds, the host's server and the host's page agree on for the page
// snapshots (docs/adr/050): the contracts' JSON file, which the host's page reads too.
/** @type {{ file: string, shellKey: string, shellPageKey: string, slot: string, elementId: string, styleId: string, preloadsId: string, areaStylesAttribute: string, accessAttribute: string, sessionHintCookie: string }} */
module.exports = require('../../shared-contracts/src/page-snapshots.json');
