import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DEFAULT_PORTS, localRegistry } from '@portal/shared-contracts/core';

/** Debian's Chromium with the flags this machine needs; never a downloaded browser. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Set once in the runner's process; its workers inherit it and so find the same files.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `portal-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;

/**
 * The api reads the remote registry from this file (REGISTRY_FILE), so a journey can
 * move a remote by editing it, as an operator would. It starts as the local registry.
 */
export const registryFile = path.join(dataDir, 'registry.json');
if (!fs.existsSync(registryFile)) {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(registryFile, `${JSON.stringify(localRegistry('0.1.0'), null, 2)}\n`);
}

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${DEFAULT_PORTS.host}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  webServer: {
    // The production build served exactly as `npm start` serves it, on a fresh database.
    command: 'node ../build-tools/bin/start.mjs --no-build',
    // The api is the last to be ready (migrations and seed); static servers start at once.
    url: `http://localhost:${DEFAULT_PORTS.api}/ready`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { DATA_DIR: dataDir, REGISTRY_FILE: registryFile, LOG_LEVEL: 'warn' },
  },
});
