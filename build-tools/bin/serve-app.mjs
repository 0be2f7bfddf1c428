#!/usr/bin/env node
// `npm run serve -w <app>`: serves that one app's dist folder on its port.
import path from 'node:path';
import { APPS, portalConfig } from '../src/apps.mjs';
import { serveApp } from '../src/static-server.mjs';

const name = path.basename(process.cwd());
const app = APPS.find((a) => a.name === name);
if (!app) throw new Error(`${name} is not an app of the portal`);
await serveApp({ dir: app.dir, port: app.port, spa: app.spa, config: app.spa ? portalConfig() : undefined });
console.log(`${app.name} on http://localhost:${app.port}`);
