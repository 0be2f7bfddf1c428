// The start script of a page sent with its snapshot (snapshotStart.js), as the host's page
// server serves it (docs/adr/050). CommonJS, so the e2e suite's transform can load it.
const fs = require('node:fs');
const path = require('node:path');

module.exports = {
  SNAPSHOT_START_PATH: '/page-snapshot-start.js',
  SNAPSHOT_START_SOURCE: fs.readFileSync(path.join(__dirname, 'snapshotStart.js'), 'utf8'),
};
