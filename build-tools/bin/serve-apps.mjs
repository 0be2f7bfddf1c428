#!/usr/bin/env node
// Serves every built app (or the ones named) from its own port in one process.
import { APPS, portalConfig } from '../src/apps.mjs';
import { serveApp } from '../src/static-server.mjs';

const only = process.argv.slice(2);
const apps = only.length ? APPS.filter((a) => only.includes(a.name)) : APPS;
const servers = await Promise.all(
  apps.map((app) => serveApp({ dir: app.dir, port: app.port, spa: app.spa, config: app.spa ? portalConfig() : undefined })),
);
for (const app of apps) console.log(`  ${app.name.padEnd(16)} http://localhost:${app.port}`);
const stop = () => {
  for (const s of servers) s.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
