import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { REGISTRY_PATH, registrySchema, type Registry, type RemoteName } from '@portal/shared-contracts/core';
import { serveApp } from '@portal/build-tools/src/static-server.mjs';
import { registryFile } from '../playwright.config';
import { API_URL } from './api';

/** The registry as the api serves it now. */
export async function servedRegistry(): Promise<Registry> {
  return registrySchema.parse(await (await fetch(`${API_URL}${REGISTRY_PATH}`)).json());
}

/** The registry file the stack started with. */
export const originalRegistry = (): Registry => registrySchema.parse(JSON.parse(ORIGINAL));
const ORIGINAL = fs.readFileSync(registryFile, 'utf8');

/** Writes the registry file as an operator would (replace atomically) and waits for the api to serve it. */
export async function publish(registry: Registry): Promise<void> {
  const tmp = `${registryFile}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(registry, null, 2));
  fs.renameSync(tmp, registryFile);
  await expect.poll(servedRegistry).toEqual(registry);
}

/** The original registry with one remote moved to another deployment. */
export function withRemote(name: RemoteName, entry: string, version: string): Registry {
  return { remotes: originalRegistry().remotes.map((r) => (r.name === name ? { ...r, entry, version } : r)) };
}

/** Serves a built remote's folder on a port of its own, as a second deployment; its origin. */
export async function deploy(dir: string): Promise<{ server: Server; origin: string }> {
  const server = await serveApp({ dir, port: 0 });
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Takes a deployment away at once: the browser's keep-alive connections (or a request in
 * flight) would otherwise hold `close` open until they end.
 */
export function closeServer(server: Server | null): Promise<void> {
  if (!server) return Promise.resolve();
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
