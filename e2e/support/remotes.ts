import type { Page } from '@playwright/test';
import { DEFAULT_PORTS, type RemoteName } from '@portal/shared-contracts/core';

export const REMOTE_ORIGIN = (name: RemoteName): string => `http://localhost:${DEFAULT_PORTS[name]}`;

/** Makes a remote's server unreachable for this page, as if it were stopped. */
export async function stopRemote(page: Page, name: RemoteName): Promise<void> {
  await page.route(`${REMOTE_ORIGIN(name)}/**`, (route) => route.abort('connectionrefused'));
}

/** Makes every request to a remote's server answer 500. */
export async function breakRemote(page: Page, name: RemoteName): Promise<void> {
  await page.route(`${REMOTE_ORIGIN(name)}/**`, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
}

export async function restoreRemote(page: Page, name: RemoteName): Promise<void> {
  await page.unroute(`${REMOTE_ORIGIN(name)}/**`);
}

/** Injects a mount or render fault into a remote for this tab (shared-ui faults.ts). */
export async function injectFault(page: Page, name: RemoteName, phase: 'mount' | 'render' | null): Promise<void> {
  await page.evaluate(
    ([key, value]) => (value ? sessionStorage.setItem(key as string, value) : sessionStorage.removeItem(key as string)),
    [`portal:fault:${name}`, phase] as const,
  );
}
